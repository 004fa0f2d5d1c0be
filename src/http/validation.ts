import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import af from 'ajv-formats';
import { badRequest } from '../lib/errors.js';

const addFormats = af.default;

/** The one Ajv instance; every schema is compiled once, when its route module loads. */
export const ajv = new Ajv({ allErrors: false, strict: true, verbose: true });
addFormats(ajv);

/** `/leads/17/email` → `leads[17].email`, the way people write paths into JSON. */
function readablePath(instancePath: string, property?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (property !== undefined) parts.push(property);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const THE_BODY = 'The request body';
const COMPARISONS: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };
const TYPE_NAMES: Record<string, string> = { object: 'a JSON object', array: 'an array', integer: 'a whole number' };

/** One Ajv error as a sentence that says what to fix. */
function describeError(error: ErrorObject, subject = THE_BODY): string {
  const path = readablePath(error.instancePath);
  const at = path || subject;
  const p = error.params as Record<string, unknown>;
  // An error inside `propertyNames` is about a key of the object at `path`.
  if (error.propertyName !== undefined) {
    return `${at} has an invalid key "${error.propertyName}": keys ${String(error.parentSchema?.description ?? 'are not allowed')}`;
  }
  switch (error.keyword) {
    case 'required':
      return `${readablePath(error.instancePath, String(p.missingProperty))} is required`;
    case 'additionalProperties':
      return `${at} has an unknown property "${String(p.additionalProperty)}"`;
    case 'type':
      return `${at} must be ${TYPE_NAMES[String(p.type)] ?? `a ${String(p.type)}`}`;
    case 'format':
      return p.format === 'email' ? `${at} is not a valid email address` : `${at} must be a valid ${String(p.format)}`;
    case 'enum':
      return `${at} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'minLength':
      return p.limit === 1 ? `${at} must not be empty` : `${at} must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `${at} must be at most ${String(p.limit)} characters long`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${at} must be ${COMPARISONS[String(p.comparison)]} ${String(p.limit)}`;
    case 'minItems':
    case 'maxItems':
      return error.parentSchema?.minItems !== undefined && error.parentSchema?.maxItems !== undefined
        ? `${at} must have from ${String(error.parentSchema.minItems)} to ${String(error.parentSchema.maxItems)} items`
        : `${at} must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items`;
    case 'maxProperties':
      return `${at} must have at most ${String(p.limit)} entries`;
    case 'pattern':
      return `${at} ${String(error.parentSchema?.description ?? `must match ${String(p.pattern)}`)}`;
    case 'propertyNames':
      return `${at} has an invalid key "${String(p.propertyName)}"`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}

/** Throws a 400 with the first problem, described; narrows the value to the schema's type. */
export function assertValid<T>(validate: ValidateFunction<T>, value: unknown, subject?: string): asserts value is T {
  if (!validate(value)) {
    const errors = validate.errors ?? [];
    // A failed key name is reported by propertyNames after the error that explains it.
    const error = errors.find((e) => e.keyword !== 'propertyNames' && e.keyword !== 'if') ?? errors[0];
    throw badRequest(error ? describeError(error, subject) : `${subject ?? THE_BODY} is invalid`);
  }
}

/**
 * A validator for query strings or path parameters: values arrive as text, so whole numbers are
 * converted where the schema asks for an integer, and a repeated parameter is refused.
 */
export function paramsValidator<T>(schema: { properties: Record<string, { type?: string }> }, subject: string) {
  const validate = ajv.compile<T>(schema);
  return (raw: Record<string, string | string[] | undefined>): T => {
    // No prototype: a parameter named __proto__ must be validated like any other name.
    const params = Object.create(null) as Record<string, unknown>;
    for (const [name, value] of Object.entries(raw)) {
      if (Array.isArray(value)) throw badRequest(`${name} is given more than once; give it once`);
      params[name] = schema.properties[name]?.type === 'integer' && /^-?\d+$/.test(value ?? '') ? Number(value) : value;
    }
    assertValid(validate, params, subject);
    return params;
  };
}
