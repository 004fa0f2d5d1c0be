import { idSchema, MAX_FIELD_LABEL_LENGTH, MAX_TABLE_NAME_LENGTH } from '../../../lib/lead-fields.js';

export const tableIdParam = {
  type: 'object',
  properties: { id: { ...idSchema, description: 'The lead table id' } },
  required: ['id'],
  additionalProperties: false,
} as const;

export const createTableBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: MAX_TABLE_NAME_LENGTH },
  },
  required: ['name'],
  additionalProperties: false,
} as const;

export const fieldChange = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, description: 'A standard field id or an existing custom_… id; omit to add a custom field' },
    label: { type: 'string', minLength: 1, maxLength: MAX_FIELD_LABEL_LENGTH },
    hidden: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export const updateTableBody = {
  type: 'object',
  properties: { fields: { type: 'array', maxItems: 500, items: fieldChange } },
  required: ['fields'],
  additionalProperties: false,
} as const;

/** Responses. */
export const fieldDefinition = {
  type: 'object',
  properties: { id: { type: 'string' }, label: { type: 'string' }, hidden: { type: 'boolean' } },
  required: ['id', 'label', 'hidden'],
  additionalProperties: false,
} as const;

export const leadTable = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', maxLength: MAX_TABLE_NAME_LENGTH },
    leadCount: { type: 'integer' },
    fields: { type: 'array', items: fieldDefinition },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    archivedAt: { type: 'string', format: 'date-time', description: 'Archived tables only (?archived=true): when it was archived' },
    purgeAt: {
      type: 'string',
      format: 'date-time',
      description: 'Archived tables only: when it and its leads are deleted for good (TABLE_RETENTION_DAYS after archivedAt), unless restored before',
    },
  },
  required: ['id', 'name', 'leadCount', 'fields', 'createdAt', 'updatedAt'],
  additionalProperties: false,
} as const;

export const listTablesQuery = {
  type: 'object',
  properties: { archived: { type: 'string', enum: ['true', 'false'], description: 'true: the archived tables instead, with archivedAt and purgeAt' } },
  additionalProperties: false,
} as const;

/** One table, as create, update and restore answer it. */
export const oneTable = { type: 'object', properties: { table: leadTable }, required: ['table'], additionalProperties: false } as const;
