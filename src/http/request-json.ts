import { badRequest } from '../lib/errors.js';

type Container = Record<string, unknown> | unknown[];

/** Whether PostgreSQL can store the text: no U+0000, no lone UTF-16 surrogate (from a `\ud800`-style escape). */
const storable = (text: string) => !text.includes('\0') && text.isWellFormed();

/**
 * Parses a JSON request body and prepares it for validation, iteratively (no recursion, so nesting
 * depth cannot overflow the stack): every string value is trimmed of surrounding white space, so
 * length limits apply to what is stored; strings and keys that PostgreSQL cannot store are refused
 * with a 400 naming where they are. The pass itself keeps no paths (a 5000-lead import has ~60 000
 * values): only a body found unstorable is walked again to say where. Throws JSON.parse's SyntaxError.
 */
export function parseRequestJson(text: string): unknown {
  const root: unknown = JSON.parse(text);
  // JSON forbids raw control characters in strings, so when the text itself is storable only a \u
  // escape can put a NUL or a lone surrogate in a string: without one, every string is storable as it is.
  const check = text.includes('\\u') || !storable(text);
  if (typeof root === 'string') return !check || storable(root) ? root.trim() : refuseAt(root);
  const pending: Container[] = [];
  if (root !== null && typeof root === 'object') pending.push(root as Container);
  while (pending.length) {
    const container = pending.pop()!;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) if (!visit(container, i, pending, check)) return refuseAt(root);
    } else {
      for (const key of Object.keys(container)) if ((check && !storable(key)) || !visit(container, key, pending, check)) return refuseAt(root);
    }
  }
  return root;
}

/** Trims a string member, queues a container member; false when the member is an unstorable string (if checked). */
function visit(container: Container, key: string | number, pending: Container[], check: boolean): boolean {
  const value = (container as Record<string | number, unknown>)[key];
  if (typeof value === 'string') {
    if (check && !storable(value)) return false;
    const trimmed = value.trim();
    if (trimmed !== value) (container as Record<string | number, unknown>)[key] = trimmed;
  } else if (value !== null && typeof value === 'object') pending.push(value as Container);
  return true;
}

/** Throws the 400 for the first unstorable key or string of the body, in document order, by its path. */
function refuseAt(root: unknown): never {
  const stack: [value: unknown, path: string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    const where = path || 'The request body';
    if (typeof value === 'string') {
      if (value.includes('\0')) throw badRequest(`${where} contains a NUL character (\\u0000), which cannot be stored`);
      if (!value.isWellFormed()) throw badRequest(`${where} contains an unpaired UTF-16 surrogate escape (such as \\ud800), which is not text`);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
    } else if (value !== null && typeof value === 'object') {
      for (const name of Object.keys(value).reverse()) {
        const at = path ? `${path}.${name}` : name;
        stack.push([(value as Record<string, unknown>)[name], at], [name, at]);
      }
    }
  }
  throw new Error('refuseAt: the body has nothing unstorable');
}
