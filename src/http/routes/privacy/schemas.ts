import { MAX_EMAIL_LENGTH } from '../../../lib/lead-fields.js';
import { lead } from '../leads/schemas.js';

const email = {
  type: 'string',
  format: 'email',
  maxLength: MAX_EMAIL_LENGTH,
  description: "The person's address, compared case-insensitively (as the lead key is)",
} as const;

export const eraseBody = {
  type: 'object',
  properties: {
    email,
    suppress: {
      type: 'boolean',
      description:
        'true: keep a keyed hash of the address (never the address), so later imports, discoveries and findings in this workspace skip it; false: keep nothing, so it may be imported again',
    },
  },
  required: ['email', 'suppress'],
  additionalProperties: false,
} as const;

export const exportBody = {
  type: 'object',
  properties: { email },
  required: ['email'],
  additionalProperties: false,
} as const;

/** Responses. */
const count = { type: 'integer', minimum: 0 } as const;

export const erasure = {
  type: 'object',
  properties: {
    erased: {
      type: 'object',
      properties: {
        leads: { ...count, description: 'Leads with the address, in every table (archived ones too), deleted with their verification and research' },
        mentions: {
          ...count,
          description: "Other leads whose website research named the address (a company's site naming its staff): the items naming it removed, the rest kept",
        },
        jobs: {
          ...count,
          description: 'Finished jobs whose stored result or queued request named the address: result and error deleted, request removed from the queue; credits kept',
        },
        webhookDeliveries: { ...count, description: 'Webhook deliveries of those jobs, deleted (none of them is sent any more)' },
      },
      required: ['leads', 'mentions', 'jobs', 'webhookDeliveries'],
      additionalProperties: false,
    },
    runningJobs: {
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      description: 'Jobs not finished yet whose request names the address: left to finish; erase again once they have (GET /api/v1/jobs/{id})',
    },
  },
  required: ['erased', 'runningJobs'],
  additionalProperties: false,
} as const;

const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

const exportedLead = {
  ...lead,
  description: 'Every column of the lead row, with its table',
  properties: {
    ...lead.properties,
    tableName: { type: 'string' },
    tableArchivedAt: { ...nullableTime, description: 'When the table was archived; null while it is active' },
    researchCheckedAt: { ...nullableTime, description: 'When table enrichment last researched the website' },
  },
  required: [...Object.keys(lead.properties), 'tableName', 'tableArchivedAt', 'researchCheckedAt'],
};

const exportedJob = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    queue: { type: 'string' },
    state: { type: 'string', enum: ['queued', 'completed', 'failed', 'cancelled'] },
    createdAt: time,
    finishedAt: nullableTime,
    request: {
      type: ['object', 'null'],
      description: 'The request as the job queue still holds it (24 h after the job finished, 7 days if it failed), its lists cut to the items naming the address; null otherwise',
    },
    result: {
      type: ['object', 'null'],
      description: 'The stored answer when it names the address, its lists (results, places) cut to the items naming it; null otherwise',
    },
  },
  required: ['id', 'queue', 'state', 'createdAt', 'finishedAt', 'request', 'result'],
  additionalProperties: false,
} as const;

export const personalData = {
  type: 'object',
  properties: {
    email: { type: 'string', description: 'The address, lower-cased' },
    exportedAt: time,
    suppressed: { type: 'boolean', description: 'Whether the workspace keeps the address suppressed (erased with suppress: true)' },
    leads: { type: 'array', items: exportedLead, description: 'Its leads in every table of the workspace, archived ones too, oldest first' },
    mentions: {
      type: 'array',
      description: "Other leads whose website research names it (a company's site naming its staff): the items of that research that do",
      items: {
        type: 'object',
        properties: { leadId: { type: 'integer' }, tableId: { type: 'integer' }, items: { type: 'array' } },
        required: ['leadId', 'tableId', 'items'],
        additionalProperties: false,
      },
    },
    jobs: { type: 'array', items: exportedJob, description: 'The jobs that named it, oldest first' },
  },
  required: ['email', 'exportedAt', 'suppressed', 'leads', 'mentions', 'jobs'],
  additionalProperties: false,
};
