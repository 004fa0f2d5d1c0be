import { MAX_ROW_ID } from '../../lib/lead-fields.js';

/** Ids outside 1…2³¹−1 cannot name a row, so they are bad input, not a miss. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;

export const errorBody = {
  type: 'object',
  properties: { error: { type: 'string', description: 'What to fix' } },
  required: ['error'],
  additionalProperties: false,
} as const;

export const jobAccepted = {
  type: 'object',
  properties: {
    jobId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['running'] },
    statusUrl: { type: 'string' },
  },
  required: ['jobId', 'status', 'statusUrl'],
  additionalProperties: false,
} as const;

export const jobView = {
  type: 'object',
  properties: {
    jobId: { type: 'string', format: 'uuid' },
    queue: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'running', 'completed', 'failed'] },
    progress: {},
    result: { description: 'For completed jobs: the body the endpoint answers with' },
    error: { type: 'object', properties: { status: { type: 'integer' }, message: { type: 'string' } }, required: ['status', 'message'] },
    credits: { type: 'object', properties: { reserved: { type: 'integer' }, refunded: { type: 'integer' } }, required: ['reserved', 'refunded'] },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['jobId', 'queue', 'status', 'progress', 'credits', 'createdAt', 'finishedAt'],
  additionalProperties: false,
} as const;

export const creditBalance = {
  type: 'object',
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    allowance: { type: 'integer' },
    used: { type: 'integer' },
    remaining: { type: 'integer' },
    resetsAt: { type: 'string', format: 'date-time' },
  },
  required: ['month', 'allowance', 'used', 'remaining', 'resetsAt'],
  additionalProperties: false,
} as const;
