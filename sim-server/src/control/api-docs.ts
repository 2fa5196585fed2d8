// The OpenAPI 3.1 document (the catalog and the /sim calls), and a page to browse it (Swagger UI,
// served from its npm package: no network needed). Under /sim in both modes: Live mode serves them too.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { Router } from 'express';
import { buildOpenApi } from '../../../contract/openapi';
import { JSON_TYPE } from '../http/send-json';
import { appVersion } from '../runtime-config';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>Kiosk Console API</title>
    <link rel="stylesheet" href="./swagger-ui.css" />
    <link rel="icon" type="image/png" href="./favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./swagger-ui-standalone-preset.js"></script>
    <script src="./swagger-initializer.js"></script>
  </body>
</html>
`;

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '../openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

export function apiDocsRouter(): Router {
  // Strict: '/api-docs' (redirected) and '/api-docs/' (the page) are different paths.
  const router = Router({ strict: true });
  let document: Buffer | null = null;
  // A document, not an answer: sent by Express for the ETag that no-cache revalidates against. As a
  // Buffer with the type set by setHeader, since res.type/res.set and a string body add a charset.
  router.get('/openapi.json', (_req, res) => {
    document ??= Buffer.from(JSON.stringify(buildOpenApi({ version: appVersion() })));
    res.setHeader('Content-Type', JSON_TYPE);
    res.set('Cache-Control', 'no-cache').send(document);
  });
  // The page's own entry and initializer (pointing at our document), then the package's files.
  router.get('/api-docs', (req, res) => res.redirect(301, `${req.baseUrl}/api-docs/`));
  router.get('/api-docs/', (_req, res) => res.type('html').set('Cache-Control', 'no-cache').send(PAGE));
  router.get('/api-docs/swagger-initializer.js', (_req, res) => res.type('text/javascript').send(INITIALIZER));
  router.use('/api-docs', express.static(swaggerUiDir, { index: false }));
  return router;
}
