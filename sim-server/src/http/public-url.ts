// Addresses the simulator hands out for its own files (product images) are stored as paths
// ('/media/…') and made absolute from the request that asks, so they work on any host and port.
import type { Request } from 'express';

/** A Host header as browsers send it: a name or IPv4/IPv6 address, maybe a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** 'http://localhost:8080': the protocol and host the request came to. */
export function requestOrigin(req: Request): string {
  const host = req.get('host') ?? '';
  return `${req.protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

/** A stored path of ours becomes an absolute link; links elsewhere and null stay as they are. */
export function absoluteUrl(req: Request, stored: string | null): string | null {
  return stored !== null && stored.startsWith('/') ? `${requestOrigin(req)}${stored}` : stored;
}
