import { idSchema } from './common.schemas.js';
import { MAX_FIELD_LABEL_LENGTH, MAX_TABLE_NAME_LENGTH } from '../../domain/lead-fields.js';

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
