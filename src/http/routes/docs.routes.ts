import Router from '@koa/router';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { AppState } from '../context.js';
import { openApiDocument } from '../openapi.js';

const require = createRequire(import.meta.url);
// Swagger UI from its npm package, served by us: the reference works offline, with no CDN.
const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Leadbase API reference</title>
  <link rel="icon" href="/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/reference.js"></script>
</body>
</html>`;

// In its own file rather than inline, so a strict Content-Security-Policy can forbid inline scripts.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#reference', deepLinking: true, docExpansion: 'list', tryItOutEnabled: false });`;

/** The OpenAPI document and the human reference page rendered from it; both public. */
export function docsRouter(config: Pick<Config, 'verify' | 'find'>): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });
  const document = JSON.stringify(openApiDocument(config));

  router.get('/api/v1/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = document;
  });
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    ctx.body = PAGE;
  });
  router.get('/docs/reference.js', (ctx) => {
    ctx.type = 'application/javascript; charset=utf-8';
    ctx.body = INIT;
  });
  router.get('/docs/:asset', (ctx) => {
    const type = ASSETS[ctx.params.asset];
    if (!type) return; // not ours: 404
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = createReadStream(path.join(SWAGGER_UI, ctx.params.asset));
  });
  return router;
}
