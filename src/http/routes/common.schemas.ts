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

const webhookState = {
  type: 'object',
  description: "The delivery of the job's webhook (only for jobs started with a callbackUrl)",
  properties: {
    url: { type: 'string' },
    attempts: { type: 'integer', minimum: 0 },
    lastStatus: { type: ['integer', 'null'], description: "The receiver's HTTP status at the last attempt; null when it never answered" },
    lastError: { type: ['string', 'null'], description: 'Why the last attempt failed (with at most 1 KiB of the answer); null once delivered' },
    deliveredAt: { type: ['string', 'null'], format: 'date-time' },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time', description: 'When the next attempt runs; null once delivered or given up' },
  },
  required: ['url', 'attempts', 'lastStatus', 'lastError', 'deliveredAt', 'nextAttemptAt'],
  additionalProperties: false,
} as const;

export const jobView = {
  type: 'object',
  properties: {
    jobId: { type: 'string', format: 'uuid' },
    queue: { type: 'string' },
    status: {
      type: 'string',
      enum: ['queued', 'running', 'completed', 'failed', 'cancelled'],
      description: 'cancelled: as soon as DELETE asked for it; credits and result are final once finishedAt is set',
    },
    progress: {},
    result: { description: 'For completed jobs: the body the endpoint answers with; for cancelled ones, what was done until then' },
    error: { type: 'object', properties: { status: { type: 'integer' }, message: { type: 'string' } }, required: ['status', 'message'] },
    credits: { type: 'object', properties: { reserved: { type: 'integer' }, refunded: { type: 'integer' } }, required: ['reserved', 'refunded'] },
    createdAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    webhook: webhookState,
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
