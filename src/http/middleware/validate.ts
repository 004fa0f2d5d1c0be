import type { ValidateFunction } from 'ajv';
import type { AppMiddleware } from '../context.js';
import { assertValid } from '../validation.js';

/** Validates `ctx.state.body` (parsed by jsonBody) against a compiled schema. */
export function validateBody(validate: ValidateFunction): AppMiddleware {
  return async (ctx, next) => {
    assertValid(validate, ctx.state.body);
    await next();
  };
}
