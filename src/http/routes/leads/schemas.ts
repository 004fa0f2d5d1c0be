import {
  CUSTOM_FIELD_PREFIX,
  idSchema,
  LEAD_STATUSES,
  LEAD_TEXT_INPUTS,
  MAX_BATCH_LEADS,
  MAX_CUSTOM_FIELDS_PER_TABLE,
  MAX_EMAIL_LENGTH,
  MAX_TEXT_FIELD_LENGTH,
  STANDARD_FIELDS,
} from '../../../lib/lead-fields.js';
import { VERIFICATION_FILTERS } from '../../../db/repositories/leads.repository.js';
import { leadVerification } from '../../../kinds/enrichment.js';
import { MAX_PAGE_SIZE } from '../../../domain/lead-list.service.js';

const text = { type: 'string', maxLength: MAX_TEXT_FIELD_LENGTH } as const;

export const leadInput = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Matching key within a table, compared case-insensitively' },
    tableId: idSchema,
    ...Object.fromEntries(LEAD_TEXT_INPUTS.map((f) => [f.id, { ...text, description: 'Trimmed; an empty string clears the field' }])),
    rating: { type: 'number', minimum: 0, maximum: 5, description: 'Star rating, 0 to 5, as places directories give it' },
    status: { type: 'string', enum: LEAD_STATUSES },
    customFields: {
      type: 'object',
      maxProperties: MAX_CUSTOM_FIELDS_PER_TABLE,
      propertyNames: { pattern: `^${CUSTOM_FIELD_PREFIX}`, description: `must start with "${CUSTOM_FIELD_PREFIX}"` },
      additionalProperties: { ...text, description: 'An empty string removes the value' },
    },
  },
  required: ['email'],
  additionalProperties: false,
};

export const leadBatch = {
  type: 'object',
  properties: {
    tableId: idSchema,
    leads: { type: 'array', minItems: 1, maxItems: MAX_BATCH_LEADS, items: leadInput },
  },
  required: ['tableId', 'leads'],
  additionalProperties: false,
};

/** A body with `leads` is a batch; anything else is a single LeadInput. */
export const importLeadsBody = {
  type: 'object',
  if: { type: 'object', properties: { leads: {} }, required: ['leads'] },
  then: leadBatch,
  else: leadInput,
};

export const listLeadsQuery = {
  type: 'object',
  properties: {
    tableId: { ...idSchema, description: 'Only leads of this table' },
    verification: {
      type: 'string',
      enum: VERIFICATION_FILTERS,
      description: 'Only leads whose latest verification (table enrichment) has this status; unverified = never verified',
    },
    status: {
      type: 'string',
      pattern: `^(${LEAD_STATUSES.join('|')})(,(${LEAD_STATUSES.join('|')}))*$`,
      description: `must be one or more lead statuses separated by commas (${LEAD_STATUSES.join(', ')}): only leads with one of them`,
    },
    q: {
      type: 'string',
      minLength: 2,
      maxLength: 200,
      description: 'Only leads whose email, first or last name, name or company contains this text (case-insensitive, also inside words)',
    },
    updatedSince: {
      type: 'string',
      format: 'date-time',
      description: 'Only leads updated at or after this time (ISO 8601 with a time zone), for incremental sync',
    },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Page size; with limit or cursor the list is paginated' },
    cursor: { type: 'string', minLength: 1, maxLength: 200, description: 'nextCursor of the previous page' },
    format: { type: 'string', enum: ['json', 'csv'], description: 'csv: the same list as text/csv (needs tableId); without format, "Accept: text/csv" asks for CSV' },
    header: { type: 'string', enum: ['ids', 'labels'], description: "CSV only: head the columns with field ids (default) or the table's labels" },
  },
  additionalProperties: false,
} as const;

export const importLeadsQuery = {
  type: 'object',
  properties: {
    tableId: { ...idSchema, description: 'CSV bodies only (required with them): the table to import into' },
    ignoreUnknown: { type: 'string', enum: ['true', 'false'], description: 'CSV bodies only: skip columns that name no field of the table instead of answering 400' },
  },
  additionalProperties: false,
} as const;

/** Responses. */
const nullableText = { type: ['string', 'null'] } as const;

export const lead = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tableId: { type: 'integer' },
    ...Object.fromEntries(
      STANDARD_FIELDS.filter((f) => f.writable).map((f) => [
        f.id,
        f.type === 'number' ? { type: ['number', 'null'] } : f.type === 'status' ? { type: 'string', enum: LEAD_STATUSES } : f.id === 'email' ? { type: 'string' } : nullableText,
      ]),
    ),
    customFields: { type: 'object', additionalProperties: { type: 'string' } },
    mapsUrl: nullableText,
    source: nullableText,
    sourceId: nullableText,
    research: {
      type: ['object', 'null'],
      description: 'For discovered or enriched leads: the website (websiteResearch) and registry (registryResearch) research behind them, with evidence',
    },
    verification: leadVerification,
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'tableId', 'email', 'status', 'customFields', 'createdAt', 'updatedAt'],
  additionalProperties: false,
};

export const leadList = {
  type: 'object',
  properties: {
    leads: { type: 'array', items: lead },
    nextCursor: { type: ['string', 'null'], description: 'Only in paged responses (limit or cursor given)' },
  },
  required: ['leads'],
  additionalProperties: false,
};

export const importResult = {
  type: 'object',
  properties: {
    imported: { type: 'integer', description: 'created + updated' },
    created: { type: 'integer' },
    updated: { type: 'integer', description: 'Existing leads matched by email, changed or not' },
    suppressed: { type: 'integer', description: 'Leads skipped because their address was erased with suppress: true (POST /api/v1/privacy/erase)' },
  },
  required: ['imported', 'created', 'updated', 'suppressed'],
  additionalProperties: false,
} as const;

export const leadIdParam = {
  type: 'object',
  properties: { id: { ...idSchema, description: 'The lead id' } },
  required: ['id'],
  additionalProperties: false,
} as const;

export const deleteLeadsBody = {
  type: 'object',
  properties: {
    tableId: idSchema,
    ids: { type: 'array', minItems: 1, maxItems: MAX_BATCH_LEADS, items: idSchema, description: 'Lead ids of the table' },
    emails: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH_LEADS,
      items: { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH },
      description: 'Addresses of leads of the table, compared case-insensitively',
    },
  },
  required: ['tableId'],
  additionalProperties: false,
  description: 'The table and either ids or emails (not both)',
} as const;

export const deleteResult = {
  type: 'object',
  properties: { deleted: { type: 'integer', description: 'Leads deleted; ids and emails the table does not have are not counted' } },
  required: ['deleted'],
  additionalProperties: false,
} as const;
