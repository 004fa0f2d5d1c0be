import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Reply } from './operation.js';

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

const PAGE_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

/** The human reference page, rendered in the browser from the OpenAPI document; public. */
export const referencePage = (): Reply => ({ type: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': PAGE_POLICY }, body: PAGE });

export const referenceScript = (): Reply => ({ type: 'application/javascript; charset=utf-8', body: INIT });

/** One of Swagger UI's files; nothing (a 404) for any other name. */
export function referenceAsset(name: string): Reply | void {
  const type = ASSETS[name];
  if (!type) return;
  return { type, headers: { 'Cache-Control': 'public, max-age=86400' }, body: createReadStream(path.join(SWAGGER_UI, name)) };
}

export const REFERENCE_ASSETS = Object.keys(ASSETS);
