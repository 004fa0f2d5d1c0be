import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouterMiddleware } from '@koa/router';
import { notFound } from '../../lib/errors.js';
import type { AppState } from '../context.js';
import { ASSETS_DIR } from './files.js';

const TYPES: Record<string, string> = {
  'style.css': 'text/css; charset=utf-8',
  'copy.js': 'text/javascript; charset=utf-8',
};

/** /settings/assets/:name — the stylesheet and the one script, read once (a missing file stops the start). */
export function assets(): RouterMiddleware<AppState> {
  const files = new Map(Object.entries(TYPES).map(([name, type]) => [name, { type, body: readFileSync(path.join(ASSETS_DIR, name)) }]));
  return (ctx) => {
    const file = files.get(ctx.params.name);
    if (!file) throw notFound('There is no such file');
    ctx.type = file.type;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = file.body;
  };
}
