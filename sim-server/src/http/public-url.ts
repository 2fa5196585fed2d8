// Addresses the simulator hands out for its own files (product images) are stored as paths
// ('/media/…') and made absolute from the request that asks, so they work on any host and port.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** A Host header as browsers send it: a name or IPv4/IPv6 address, maybe a port. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** 'http://localhost:8080': the protocol and host the request came to (no proxy is trusted). */
export function requestOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  return `${protocol}://${HOST.test(host) ? host : 'localhost'}`;
}

/**
 * The console's address in links that leave the browser (a reset mail): the configured public URL
 * (PUBLIC_URL), else the address and port this server was reached at on its own socket, which the
 * sender cannot choose. Never the Host header: a request must not decide where a mailed link points.
 */
export function publicOrigin(req: IncomingMessage, configured: string | null): string {
  if (configured) return configured;
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `${protocol}://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** A stored path of ours becomes an absolute link; links elsewhere and null stay as they are. */
export function absoluteUrl(req: IncomingMessage, stored: string | null): string | null {
  return stored !== null && stored.startsWith('/') ? `${requestOrigin(req)}${stored}` : stored;
}

/** A client on this computer: 127.x.x.x, ::1, or IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string): boolean {
  return /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1';
}
