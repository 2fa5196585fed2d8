// Serves the built console, with the SPA fallback: any GET that is not /api/…, /sim/…, /media/… or a
// file gets index.html, so deep links like /management/company/3 load the app.
//
// The build writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
// (web/vite.config.ts); express-static-gzip sends the copy the browser accepts (brotli first) with
// Content-Encoding and Vary: Accept-Encoding, the file itself otherwise. It reads which copies exist
// when the app is made, so a console built afterwards is served, uncompressed, until a restart.
// Cache: files under /assets/ carry a content hash in their names, so a browser keeps them a year
// without asking again; index.html (and everything else) is revalidated on every load, so a new
// build is picked up at once. runtime-config.json is answered by runtime-config.ts (no-store).
import { extname, join, resolve, sep } from 'node:path';
import type { Express, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function serveConsole(app: Express, webDist: string): void {
  const root = resolve(webDist);
  const assets = join(root, 'assets') + sep;
  const files: RequestHandler = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      // The path is the file sent, so `app-abc.js.br` for a compressed answer.
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    },
  });
  app.use(files);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|sim|media)(\/|$)/.test(req.path) || extname(req.path) !== '') return next();
    // The same answer as /index.html: its compressed copy, no-cache.
    const original = req.url;
    req.url = '/index.html';
    files(req, res, (error?: unknown) => {
      req.url = original;
      next(error);
    });
  });
}
