// One HTTP call of the catalog, black-box: fetch against the target's /api/v1, whatever answers.
import { API_BASE, fillPath, type EndpointDef } from '../contract/index';

export interface CallInput {
  params?: Record<string, string | number>;
  /** JSON body (POST), or form fields of a multipart call. */
  body?: unknown;
  /** Sent as is instead of JSON (unparseable bodies). */
  rawBody?: string;
  /** Multipart file part named `file`. */
  file?: { name: string; type: string; bytes: Uint8Array };
  /** Bearer token; null sends no Authorization header. */
  token?: string | null;
}

export interface Answer {
  status: number;
  contentType: string;
  /** Parsed JSON, or undefined when the answer is not JSON (a file, a dropped call). */
  json: unknown;
  /** Bytes of a non-JSON answer. */
  bytes?: number;
  /** Transport failure (no HTTP answer). */
  error?: string;
}

const TIMEOUT_MS = 20_000;

export async function callApi(baseUrl: string, e: EndpointDef, input: CallInput = {}): Promise<Answer> {
  const url = `${baseUrl}${API_BASE}${fillPath(e.path, input.params ?? {})}`;
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  let body: BodyInit | undefined;
  if (e.method === 'POST') {
    if (input.rawBody !== undefined) {
      body = input.rawBody;
      headers['Content-Type'] = 'application/json';
    } else if (e.bodyKind === 'multipart') {
      const form = new FormData();
      for (const [key, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) form.append(key, String(value));
      if (input.file) form.append('file', new Blob([input.file.bytes as Uint8Array<ArrayBuffer>], { type: input.file.type }), input.file.name);
      body = form;
    } else {
      body = JSON.stringify(input.body ?? {});
      headers['Content-Type'] = 'application/json';
    }
  }
  try {
    const res = await fetch(url, { method: e.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const contentType = res.headers.get('content-type') ?? '';
    if (contentType.includes('application/json')) return { status: res.status, contentType, json: await res.json() };
    const buffer = await res.arrayBuffer();
    return { status: res.status, contentType, json: undefined, bytes: buffer.byteLength };
  } catch (error) {
    return { status: 0, contentType: '', json: undefined, error: (error as Error).message };
  }
}

/** POST to the simulator's control API (never used against anything else). */
/** A POST to the simulator's control API with the suite's session (it must be allowed to steer it). */
export async function simControl(baseUrl: string, path: string, token: string, body: unknown = {}): Promise<unknown> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const res = await fetch(`${baseUrl}/sim${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return res.json();
}

/** GET from the simulator's control API, as the signed-in suite user (never used against anything else). */
export async function simRead(baseUrl: string, path: string, token: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}/sim${path}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return res.json();
}
