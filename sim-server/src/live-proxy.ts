// Live mode: /api/v1 goes to the production API; nothing is simulated. Only plain paths under
// /api/v1/ are forwarded, exactly as they came: anything that could mean another place once decoded
// or normalised by a server on the way (dot segments, encoded or back slashes, empty segments, `;`
// path parameters, double encoding) is answered here. The target's address never reaches a client
// (nor do its cookies, server name or CORS grants), no proxy credentials or cookies reach the target,
// the forwarding headers say what this server saw, not what the client claims, and a target that
// does not answer within the timeout is given up on with the "cannot be reached" answer.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_BASE, FAILURE, type FailureCode } from '../../contract/index';
import { DEFAULT_STYLE, failureBody } from './http/failure';
import { sendJson } from './http/send-json';
import { languageOf, translate } from './i18n';

/** A raw path segment: RFC 3986 pchar without `;` (a path parameter to Tomcat-like servers). */
const PLAIN_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,=:@]|%[0-9A-Fa-f]{2})+$/;
/** What a decoded segment must not hold: a separator, a parameter, another escape, a control character. */
const UNSAFE_DECODED = /[/\\;%?#\x00-\x1f\x7f]/;

/**
 * The request target to forward, or null when it must not be forwarded. It is `url` unchanged:
 * a path that is not already normal is refused, not repaired (repairing would forward a guess).
 */
export function forwardableUrl(url: string): string | null {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!path.startsWith(`${API_BASE}/`)) return null;
  for (const segment of path.slice(API_BASE.length + 1).split('/')) {
    if (!PLAIN_SEGMENT.test(segment)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null; // not UTF-8 (overlong forms such as %c0%ae included)
    }
    if (decoded === '.' || decoded === '..' || UNSAFE_DECODED.test(decoded)) return null;
  }
  return url;
}

/**
 * Request headers production never gets: a client's own forwarding claims, credentials meant for a
 * proxy on the way, and cookies (the console signs in with a bearer token; a cookie of this origin
 * belongs to whatever else runs on it).
 */
const DROPPED_REQUEST = (name: string) =>
  name.startsWith('x-forwarded-') || name.startsWith('proxy-') || name === 'forwarded' || name === 'x-real-ip' || name === 'cookie';

/** Forwarding headers as a proxy is trusted to set them; a client's own are dropped, with proxy credentials and cookies. */
function setForwardingHeaders(proxyReq: ClientRequest, req: IncomingMessage): void {
  for (const name of proxyReq.getHeaderNames()) if (DROPPED_REQUEST(name)) proxyReq.removeHeader(name);
  const address = req.socket.remoteAddress;
  if (address) proxyReq.setHeader('X-Forwarded-For', address);
  if (req.headers.host) proxyReq.setHeader('X-Forwarded-Host', req.headers.host);
  proxyReq.setHeader('X-Forwarded-Proto', (req.socket as TLSSocket).encrypted ? 'https' : 'http');
}

/**
 * Answer headers that would tell the browser about production or act for it: its server's name,
 * cookies (for production's domain or, worse, set on the console's), CORS grants (the console is
 * same-origin); a redirect to production's own address goes on as a path on the console's.
 */
function cleanAnswerHeaders(target: URL, proxyRes: IncomingMessage): void {
  const headers = proxyRes.headers;
  for (const name of Object.keys(headers)) {
    if (name === 'server' || name === 'x-powered-by' || name === 'via' || name === 'set-cookie' || name.startsWith('access-control-')) delete headers[name];
  }
  const location = headers.location;
  if (!location) return;
  let to: URL;
  try {
    to = new URL(location, target);
  } catch {
    delete headers.location; // not an address at all
    return;
  }
  if (to.origin !== target.origin) return;
  // A production served under a path of its own (API_TARGET=http://host/prod) is that path here.
  const prefix = target.pathname.replace(/\/+$/, '');
  const path = prefix && to.pathname.startsWith(`${prefix}/`) ? to.pathname.slice(prefix.length) : to.pathname;
  headers.location = `${path}${to.search}${to.hash}`;
}

function answer(res: ServerResponse, status: number, code: FailureCode, message: string): void {
  sendJson(res, status, failureBody(DEFAULT_STYLE, code, message));
}

export function liveProxy(target: string, logError: (message: string, error: unknown) => void, timeoutMs: number): RequestHandler {
  const targetUrl = new URL(target);
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target,
    changeOrigin: true,
    // Production silent for this long (no answer, or a stalled one): the request is given up on and,
    // if nothing was sent yet, answered like an unreachable server (the error handler below).
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: setForwardingHeaders,
      proxyRes: (proxyRes) => cleanAnswerHeaders(targetUrl, proxyRes),
      error: (error, req, res) => {
        logError(`live API ${target} unreachable`, error); // the operator's log says where; the client is not told
        if (!('writeHead' in res) || res.headersSent) return;
        answer(res, 502, FAILURE.REJECTED, translate(languageOf(req), 'liveUnreachable'));
      },
    },
  }) as unknown as RequestHandler;

  return (req, res, next) => {
    // The request target as it arrived: Express strips a mount path from req.url, never from originalUrl.
    const url = req.originalUrl || req.url;
    // /api/v1foo, /api/v1, an absolute-form target…: not ours; the app answers them (404).
    if (!url.startsWith(`${API_BASE}/`)) return next();
    const forwarded = forwardableUrl(url);
    if (!forwarded) {
      const message = translate(languageOf(req), 'livePathRefused', { path: url.slice(0, 200) });
      return answer(res, 400, FAILURE.BAD_INPUT, message);
    }
    req.url = forwarded; // what http-proxy sends, whatever the mount
    return proxy(req, res, next);
  };
}

export type LiveTargetCheck = { answered: true; status: number } | { answered: false; reason: string };

/**
 * Whether the production API answers at all, asked once at start so the operator reads it in the
 * banner: a GET of its API root (any HTTP status means a server is there; nothing is signed in).
 */
export async function checkLiveTarget(target: string, timeoutMs = 5_000): Promise<LiveTargetCheck> {
  try {
    const res = await fetch(`${target}${API_BASE}/`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    return { answered: true, status: res.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { answered: false, reason };
  }
}

/** The banner's line for a check. */
export function liveTargetLine(target: string, check: LiveTargetCheck): string {
  return check.answered
    ? `  Live API: ${target} answers (HTTP ${check.status} to GET ${API_BASE}/)`
    : `  Live API: ${target} does NOT answer (${check.reason}); operators will read "the server cannot be reached" until it does`;
}
