// callEndpoint: the one way the console calls the back end, built from a contract EndpointDef.
// It never throws: every answer becomes an outcome (ok / rejected by the server / transport error).
import type { AxiosRequestConfig } from 'axios';
import { fillPath, isSuccess, type BodyOf, type EndpointDef, type ParamsOf, type ResponseOf } from '@contract';
import { currentLanguage } from '../i18n';
import { useUiStore } from '../state/ui';
import { currentAuthorization, http } from './client';
import { responseCache } from './cache';
import { describeTransportError, type TransportError } from './errors';
import { isSessionEndMessage, reportSessionLost } from './sessionRule';

export interface CallInput<E extends EndpointDef> {
  /** Path parameters, `{companyIdx}` → `params.companyIdx`. */
  params?: ParamsOf<E>;
  /** JSON body (POST) or form fields (multipart). */
  body?: BodyOf<E>;
  /** Files of a multipart call, by form field name. */
  files?: Record<string, Blob>;
  signal?: AbortSignal;
  /** Upload progress of a multipart call, in percent (0–100). */
  onUploadProgress?: (percent: number) => void;
}

export interface CallOptions {
  /** Turn the global loading flag on around this request. */
  loading?: boolean;
  /** Opt in to the response cache (off by default); a number sets this entry's lifetime in ms. */
  cache?: boolean | { ttlMs: number };
}

/** What a `responseKind: 'file'` endpoint answers on success. */
export interface FileResponse {
  blob: Blob;
  fileName: string | null;
}

export interface CallOk<E extends EndpointDef> {
  ok: true;
  /** The body; a FileResponse for file endpoints. */
  response: ResponseOf<E>;
}
/** The server answered, but `result` is not success for this endpoint. */
export interface CallRejected {
  ok: false;
  kind: 'rejected';
  result: unknown;
  /** `message` (or login's `msg`) from the server, '' if none. */
  message: string;
  response: unknown;
  /** The session rule matched (expired / not authorized): the session is over, say nothing more. */
  endsSession: boolean;
}
/** No usable answer: aborted, timeout, HTTP status, network. */
export interface CallError extends TransportError {
  ok: false;
  /** HTTP 403 on a signed-in call: the session is over. */
  endsSession: boolean;
}
export type CallFailure = CallRejected | CallError;
export type CallOutcome<E extends EndpointDef> = CallOk<E> | CallFailure;

function formData(body: object, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}

function buildRequest<E extends EndpointDef>(endpoint: E, input: CallInput<E>): AxiosRequestConfig {
  const url = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const config: AxiosRequestConfig = { method: endpoint.method, url, signal: input.signal };
  const progress = input.onUploadProgress;
  if (progress) {
    config.onUploadProgress = (event) => {
      if (event.total) progress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
  }
  if (endpoint.method === 'POST') {
    const body = (input.body ?? {}) as object;
    config.data = endpoint.bodyKind === 'multipart' ? formData(body, input.files) : body;
  }
  if (endpoint.responseKind === 'file') config.responseType = 'blob';
  return config;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fileName(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** Blob.text() where there is one (older engines and jsdom lack it), else a FileReader. */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the answer'));
    reader.readAsText(blob);
  });
}

/** File endpoints answer JSON on failure: read it back out of the blob. */
async function unwrapFile(data: unknown, headers: Record<string, unknown>): Promise<{ json: unknown } | { file: FileResponse }> {
  if (data instanceof Blob && !/json/i.test(data.type)) return { file: { blob: data, fileName: fileName(headers['content-disposition']) } };
  if (data instanceof Blob) {
    try {
      return { json: JSON.parse(await blobText(data)) };
    } catch {
      return { json: null };
    }
  }
  return { json: data };
}

function judge<E extends EndpointDef>(endpoint: E, data: unknown, sentAuthorization: string | null): CallOutcome<E> {
  const body = (data ?? {}) as { result?: unknown; message?: unknown; msg?: unknown };
  if (isSuccess(body.result, endpoint.success)) return { ok: true, response: data as ResponseOf<E> };
  const message = text(body.message) ?? text(body.msg) ?? '';
  const endsSession = endpoint.auth && isSessionEndMessage(message);
  if (endsSession) reportSessionLost(sentAuthorization);
  return { ok: false, kind: 'rejected', result: body.result, message, response: data, endsSession };
}

/** Cache keys start with the endpoint id, so one endpoint's answers can be forgotten together. */
function cacheKey(endpoint: EndpointDef, config: AxiosRequestConfig): string {
  return `${endpoint.id} ${currentLanguage()} ${config.method} ${config.url} ${JSON.stringify(config.data ?? null)}`;
}

/** Forget every cached answer of these endpoints (e.g. the org tree after an organisation change). */
export function forgetCached(...endpoints: readonly EndpointDef[]): void {
  const prefixes = endpoints.map((e) => `${e.id} `);
  responseCache.deleteWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

export async function callEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<CallOutcome<E>> {
  const config = buildRequest(endpoint, input);
  const cacheable = Boolean(options.cache) && endpoint.responseKind === 'json' && endpoint.bodyKind !== 'multipart';
  const key = cacheable ? cacheKey(endpoint, config) : null;
  if (key !== null) {
    const hit = responseCache.get(key);
    if (hit !== undefined) return { ok: true, response: hit as ResponseOf<E> };
  }
  const sentAuthorization = currentAuthorization();
  if (options.loading) useUiStore.getState().beginLoading();
  try {
    const res = await http.request(config);
    if (endpoint.responseKind === 'file') {
      const unwrapped = await unwrapFile(res.data, res.headers as Record<string, unknown>);
      if ('file' in unwrapped) return { ok: true, response: unwrapped.file as ResponseOf<E> };
      return judge(endpoint, unwrapped.json, sentAuthorization);
    }
    const outcome = judge(endpoint, res.data, sentAuthorization);
    if (outcome.ok && key !== null) {
      const ttl = typeof options.cache === 'object' ? options.cache.ttlMs : undefined;
      responseCache.set(key, outcome.response, ttl);
    }
    return outcome;
  } catch (error) {
    const failure = describeTransportError(error);
    const endsSession = failure.status === 403 && endpoint.auth;
    if (endsSession) reportSessionLost(sentAuthorization);
    // Spec §8: other request errors are logged; the screen shows its own generic wording.
    console.error(`[api] ${endpoint.id}: ${failure.message}`);
    return { ok: false, ...failure, endsSession };
  } finally {
    if (options.loading) useUiStore.getState().endLoading();
  }
}
