// The checks every request passes, in this order, before anything answers it (the console's
// files, the API, the control API, the Live proxy): the Host it was sent to, the security headers,
// and the type of a body that may change something. Each route then adds its own, in one place each:
// the API's endpoints in mount.ts (injected faults → session → input → handler), the control API's
// calls in control/access.ts (session → role → input → call), both answered through respond.ts.
// There is no path around this chain.
import { hostname, networkInterfaces } from 'node:os';
import type { Request, RequestHandler, Response } from 'express';
import { FAILURE } from '../../../contract/index';
import { languageOf, translate } from '../i18n';
import { DEFAULT_STYLE, failureBody } from './failure';
import { sendJson } from './send-json';

export interface PipelineOptions {
  /** Host names or addresses the server is also served as (ALLOWED_HOSTS), beyond its own. */
  allowedHosts: readonly string[];
  /** Paths (as Express routes them) that take multipart uploads; every other write takes JSON. */
  uploadPaths: ReadonlySet<string>;
  securityHeaders: RequestHandler;
}

export function requestPipeline(options: PipelineOptions): RequestHandler[] {
  return [hostCheck(options.allowedHosts), options.securityHeaders, bodyTypeCheck(options.uploadPaths)];
}

function refuse(req: Request, res: Response, status: number, key: 'foreignHost' | 'bodyNotJson', values: Record<string, string>): void {
  sendJson(res, status, failureBody(DEFAULT_STYLE, FAILURE.BAD_INPUT, translate(languageOf(req), key, values)));
}

/** 'Example.COM:8080' → 'example.com'; '[::1]:80' → '::1'; null when it is no host name at all. */
export function hostName(header: string | undefined): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i.exec(header ?? '');
  if (!match) return null;
  return (match[1] ?? match[2]!).toLowerCase().replace(/\.$/, '');
}

/** The names and addresses of this machine, now (an address may come and go with a network). */
function ownNames(): Set<string> {
  const names = new Set(['localhost', hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) names.add(a.address.toLowerCase().replace(/%.*$/, ''));
  }
  return names;
}

/**
 * A page on another site can make the operator's browser send requests to a name it controls that
 * resolves to this server (DNS rebinding); such a request carries that name as its Host. Only names
 * the server is served as are answered: loopback (localhost, *.localhost, 127.x, ::1), the machine's
 * own names and addresses, and the configured ones.
 */
export function hostCheck(allowed: readonly string[]): RequestHandler {
  const configured = new Set(allowed.map((h) => hostName(h) ?? h.toLowerCase()));
  let own = ownNames();
  const isServedAs = (name: string) =>
    name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1' || configured.has(name) || own.has(name);
  return (req, res, next) => {
    const name = hostName(req.headers.host);
    if (name !== null && isServedAs(name)) return next();
    if (name !== null) {
      own = ownNames(); // a network may have come up since
      if (own.has(name)) return next();
    }
    refuse(req, res, 421, 'foreignHost', { host: String(req.headers.host ?? '').slice(0, 100) });
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A page on another site can post a form or a `text/plain` body here without the browser asking
 * first; it cannot send `application/json` without asking (and this server never says yes). So every
 * write must say its body is JSON, or multipart on the calls that take uploads (those need a bearer
 * token, which another site cannot send either).
 */
export function bodyTypeCheck(uploadPaths: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json' || (type === 'multipart/form-data' && uploadPaths.has(req.path))) return next();
    refuse(req, res, 415, 'bodyNotJson', { type: type || '—' });
  };
}
