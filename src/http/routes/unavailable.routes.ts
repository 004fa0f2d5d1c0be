import Router from '@koa/router';
import { HttpError } from '../../domain/errors.js';
import type { AppState } from '../context.js';

/**
 * Endpoints of the spec that this release does not serve yet. They sit behind authentication like
 * every /api/ path, and answer 501 so callers can tell "not yet here" from "no such path".
 */
const UNAVAILABLE = ['/api/v1/local-leads'];

export function unavailableRouter(): Router<AppState> {
  const router = new Router<AppState>({ sensitive: true });
  for (const path of UNAVAILABLE) {
    router.post(path, () => {
      throw new HttpError(501, `POST ${path} is not available on this server yet`);
    });
  }
  return router;
}
