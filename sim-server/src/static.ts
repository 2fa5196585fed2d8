// Serves the built console, with the SPA fallback: any GET that is not /api/…, /sim/…, /media/… or a
// file gets index.html, so deep links like /management/company/3 load the app.
import { extname, join, resolve } from 'node:path';
import express, { type Express } from 'express';

export function serveConsole(app: Express, webDist: string): void {
  const root = resolve(webDist);
  const indexHtml = join(root, 'index.html');
  app.use(
    express.static(root, {
      // index.html must be revalidated so a new build is picked up; hashed assets may be cached.
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|sim|media)(\/|$)/.test(req.path) || extname(req.path) !== '') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml, (error) => error && next(error));
  });
}
