// Security headers on everything the process serves (console, API, control API), through helmet:
// a Content-Security-Policy that lets the console load only its own scripts and talk only to its
// own origin, no framing, no MIME sniffing, no referrer. Served over plain http on a laptop or a
// LAN as often as behind TLS, so no HSTS and no upgrade-insecure-requests (either would break http).
import helmet from 'helmet';
import type { RequestHandler } from 'express';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // PrimeReact positions overlays and sizes charts with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product pictures may be links to other http(s) hosts (imgFullPath).
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
}
