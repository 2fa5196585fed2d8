// callEndpoint: the one way the console calls the back end, built from an endpoint's route (the
// generated table @contract/api-routes, or a catalog entry). It never throws: every answer becomes
// an outcome (ok / rejected by the server / transport error). It imports only zod-free contract
// modules: it is on the sign-in route, which must not load the catalog's schemas.
import type { AxiosRequestConfig } from 'axios';
import { fillPath, type BodyOf, type EndpointRef, type ParamsOf, type ResponseOf } from '@contract/endpoint';
import { currentLanguage, tm } from '../i18n';
import { loadingChanged } from './loading';
import { currentAuthorization } from './authorization';
import { responseCache } from './cache';
import type { TransportError } from './errors';
import { fetchEveryPage, type ListPage } from './everyPage';
import { readSuccess } from './successDrift';
import { isSessionEndMessage, reportSessionLost, sessionEndOf } from './sessionRule';

/**
 * axios, the console's instance and its error mapping: fetched with the first call, or ahead of it
 * by preloadTransport() once the sign-in form is up, so the form does not wait for them.
 */
function loadTransport() {
  return Promise.all([import('./client'), import('./errors')]).then(([client, errors]) => ({
    http: client.http,
    describeTransportError: errors.describeTransportError,
  }));
}

/** Fetch the transport now (the sign-in page asks once it is usable); a failure waits for the first call. */
export function preloadTransport(): void {
  loadTransport().catch(() => undefined);
}

export interface CallInput<E extends EndpointRef> {
  /** Path parameters, `{companyIdx}` → `params.companyIdx`. */
  params?: ParamsOf<E>;
  /** JSON body (POST) or form fields (multipart). */
  body?: BodyOf<E>;
  /** Query parameters (a control API read: the event feed's `since`). */
  query?: Record<string, string | number>;
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

export interface CallOk<E extends EndpointRef> {
  ok: true;
  /** The body; a FileResponse for file endpoints. */
  response: ResponseOf<E>;
}
/** The server answered, but `result` is not success (0 or '0'). */
export interface CallRejected {
  ok: false;
  kind: 'rejected';
  result: unknown;
  /** `message` (`msg` first for the calls before sign-in: refusalText) from the server, '' if none. */
  message: string;
  response: unknown;
  /** The session rule matched (expired / not authorized): the session is over, say nothing more. */
  endsSession: boolean;
}
/** No usable answer: aborted, timeout, HTTP status, network. */
export interface CallError extends TransportError {
  ok: false;
  /** The message of a failed HTTP answer's JSON body ('' if none): the control API's screens show it. */
  answerMessage: string;
  /** HTTP 403, or any status whose message says expired / not authorized, on a signed-in call: the session is over. */
  endsSession: boolean;
}
export type CallFailure = CallRejected | CallError;

/** HTTP statuses a gateway answers when the server behind it cannot answer (Live mode's proxy: 502). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** No server answered: the network failed, or a gateway says the server behind it cannot be reached. */
export function cannotReachServer(failure: CallFailure): boolean {
  return failure.kind === 'network' || (failure.kind === 'status' && GATEWAY_STATUSES.has(failure.status ?? 0));
}

export type CallOutcome<E extends EndpointRef> = CallOk<E> | CallFailure;

function formData(body: object, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}

function buildRequest<E extends EndpointRef>(endpoint: E, input: CallInput<E>): AxiosRequestConfig {
  const url = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>);
  const config: AxiosRequestConfig = { method: endpoint.method, url, signal: input.signal };
  if (endpoint.base !== undefined) config.baseURL = endpoint.base;
  if (input.query) config.params = input.query;
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

/** The message of a failed HTTP answer's JSON body ('' if none): the session rule reads it as it reads a 2xx one's. */
async function statusMessage(error: unknown): Promise<string> {
  let data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (data instanceof Blob) {
    try {
      data = JSON.parse(await blobText(data));
    } catch {
      data = null;
    }
  }
  const body = (data !== null && typeof data === 'object' ? data : {}) as { message?: unknown; msg?: unknown };
  return text(body.message) ?? text(body.msg) ?? '';
}

/**
 * The server's words on a refusal. The calls made before sign-in answer in login's style, whose
 * text is `msg` (spec §7: "Login reads result, accessToken, user and msg"); every other call's is
 * `message`. Either falls back to the other.
 */
export function refusalText(endpoint: Pick<EndpointRef, 'auth'>, body: { message?: unknown; msg?: unknown }): string {
  const [first, second] = endpoint.auth ? [body.message, body.msg] : [body.msg, body.message];
  return text(first) ?? text(second) ?? '';
}

function judge<E extends EndpointRef>(endpoint: E, data: unknown, sentAuthorization: string | null): CallOutcome<E> {
  const body = (data ?? {}) as { result?: unknown; message?: unknown; msg?: unknown };
  // 0 or '0', whichever the spec gives this call (a drift is recorded, successDrift.ts).
  if (readSuccess(endpoint, body.result)) return { ok: true, response: data as ResponseOf<E> };
  const message = refusalText(endpoint, body);
  const endsSession = sessionRuled(endpoint) && isSessionEndMessage(message);
  if (endsSession) reportSessionLost(sentAuthorization, sessionEndOf(body));
  return { ok: false, kind: 'rejected', result: body.result, message, response: data, endsSession };
}

/** Whether this call's answers may end the session (spec §8): a signed-in call that does not keep it. */
const sessionRuled = (endpoint: EndpointRef) => endpoint.auth && !endpoint.keepsSession;

/** Cache keys start with the endpoint id, so one endpoint's answers can be forgotten together. */
function cacheKey(endpoint: EndpointRef, config: AxiosRequestConfig): string {
  return `${endpoint.id} ${currentLanguage()} ${config.method} ${config.url} ${JSON.stringify(config.data ?? null)}`;
}

/** Forget every cached answer of these endpoints (e.g. the org tree after an organisation change). */
export function forgetCached(...endpoints: readonly EndpointRef[]): void {
  const prefixes = endpoints.map((e) => `${e.id} `);
  responseCache.deleteWhere((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

export async function callEndpoint<E extends EndpointRef>(
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
  // The header this call carries is decided now, whatever happens while the transport loads.
  if (sentAuthorization) config.headers = { Authorization: sentAuthorization };
  if (options.loading) loadingChanged(1);
  let transport: Awaited<ReturnType<typeof loadTransport>> | null = null;
  try {
    transport = await loadTransport();
    const res = await transport.http.request(config);
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
    // Without a transport (its chunk did not load) nothing was sent: a network error.
    const failure: TransportError = transport ? transport.describeTransportError(error) : { kind: 'network', message: tm('networkError') };
    // Spec §8 for any status: 403 ends the session, and so does a message saying expired / not
    // authorized (a real back end may answer an expired token with 401 or 500).
    const answerMessage = failure.kind === 'status' ? await statusMessage(error) : '';
    const endsSession = sessionRuled(endpoint) && failure.kind === 'status' && (failure.status === 403 || isSessionEndMessage(answerMessage));
    if (endsSession) reportSessionLost(sentAuthorization);
    // Spec §8: other request errors are logged; the screen shows its own generic wording.
    console.error(`[api] ${endpoint.id}: ${failure.message}`);
    return { ok: false, ...failure, answerMessage, endsSession };
  } finally {
    if (options.loading) loadingChanged(-1);
  }
}

/**
 * callEndpoint for a list query the console keeps whole: every page of it (`page` and `size` set
 * here, a bounded request each), as one outcome — the first page's answer holding every row, or
 * the first failure. The request's body is the query without paging.
 */
export async function callEveryPage<E extends EndpointRef>(endpoint: E, input: CallInput<E> = {}, options: CallOptions = {}): Promise<CallOutcome<E>> {
  const seen: { first?: CallOk<E>; failure?: CallFailure } = {};
  const rows = await fetchEveryPage(async (page, size) => {
    const outcome = await callEndpoint(endpoint, { ...input, body: { ...(input.body as object), page, size } as BodyOf<E> }, options);
    if (!outcome.ok) {
      seen.failure = outcome;
      return null;
    }
    seen.first ??= outcome;
    return (outcome.response as { data: ListPage<unknown> }).data;
  });
  if (rows === null || !seen.first) return seen.failure!;
  const answer = seen.first.response as { data: ListPage<unknown> };
  return { ok: true, response: { ...answer, data: { ...answer.data, list: rows, totalCount: rows.length } } as ResponseOf<E> };
}
