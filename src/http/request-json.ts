import { badRequest } from '../lib/errors.js';

/**
 * Prepares a parsed JSON body for validation, in one iterative pass (no recursion, so nesting depth
 * cannot overflow the stack): every string value is trimmed of surrounding white space, so length
 * limits apply to what is stored; strings and keys that PostgreSQL cannot store — U+0000, or a lone
 * UTF-16 surrogate from a `\ud800`-style escape — are refused with a 400 naming where they are.
 */
export function normalizeJson(root: unknown): unknown {
  const holder = { root };
  const stack: [container: Record<string, unknown> | unknown[], key: string | number, path: string][] = [[holder, 'root', '']];
  while (stack.length) {
    const [container, key, path] = stack.pop()!;
    const value = (container as Record<string | number, unknown>)[key];
    if (typeof value === 'string') {
      refuseUnstorable(value, path);
      (container as Record<string | number, unknown>)[key] = value.trim();
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value, i, `${path}[${i}]`]);
    } else if (value !== null && typeof value === 'object') {
      for (const name of Object.keys(value).reverse()) {
        const at = path ? `${path}.${name}` : name;
        refuseUnstorable(name, at);
        stack.push([value as Record<string, unknown>, name, at]);
      }
    }
  }
  return holder.root;
}

function refuseUnstorable(text: string, path: string): void {
  const where = path || 'The request body';
  if (text.includes('\0')) throw badRequest(`${where} contains a NUL character (\\u0000), which cannot be stored`);
  if (!text.isWellFormed()) throw badRequest(`${where} contains an unpaired UTF-16 surrogate escape (such as \\ud800), which is not text`);
}
