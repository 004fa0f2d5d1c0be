/**
 * The lead's standard fields and statuses: the one place these facts are defined.
 * Request schemas, the SQL that reads and writes leads, and table field lists all derive from here.
 */

export const LEAD_STATUSES = ['new', 'ready', 'contacted', 'bounced', 'replied', 'interested', 'not_interested', 'meeting_booked'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DEFAULT_LEAD_STATUS: LeadStatus = 'new';

export interface StandardField {
  id: string;
  label: string;
  /** Column in the `lead` table. */
  column: string;
  /** Set by imports (`LeadInput`), or only by the service (e.g. discovery). */
  writable: boolean;
  type: 'string' | 'number' | 'status';
}

/** In display order. `email` is the matching key within a table. */
export const STANDARD_FIELDS: readonly StandardField[] = [
  { id: 'email', label: 'Email', column: 'email', writable: true, type: 'string' },
  { id: 'firstName', label: 'First name', column: 'first_name', writable: true, type: 'string' },
  { id: 'lastName', label: 'Last name', column: 'last_name', writable: true, type: 'string' },
  { id: 'name', label: 'Name', column: 'name', writable: true, type: 'string' },
  { id: 'company', label: 'Company', column: 'company', writable: true, type: 'string' },
  { id: 'role', label: 'Role', column: 'role', writable: true, type: 'string' },
  { id: 'website', label: 'Website', column: 'website', writable: true, type: 'string' },
  { id: 'linkedin', label: 'LinkedIn', column: 'linkedin', writable: true, type: 'string' },
  { id: 'phone', label: 'Phone', column: 'phone', writable: true, type: 'string' },
  { id: 'address', label: 'Address', column: 'address', writable: true, type: 'string' },
  { id: 'rating', label: 'Rating', column: 'rating', writable: true, type: 'number' },
  { id: 'status', label: 'Status', column: 'status', writable: true, type: 'status' },
  { id: 'mapsUrl', label: 'Maps URL', column: 'maps_url', writable: false, type: 'string' },
  { id: 'source', label: 'Source', column: 'source', writable: false, type: 'string' },
];

export const STANDARD_FIELD_IDS: ReadonlySet<string> = new Set(STANDARD_FIELDS.map((f) => f.id));

/** Optional text fields of `LeadInput` (everything writable but the key, the rating and the status). */
export const LEAD_TEXT_INPUTS = STANDARD_FIELDS.filter((f) => f.writable && f.type === 'string' && f.id !== 'email');

export const CUSTOM_FIELD_PREFIX = 'custom_';
/** Row ids are PostgreSQL `integer`s. */
export const MAX_ROW_ID = 2_147_483_647;

/** Ids outside 1…2³¹−1 cannot name a row, so they are bad input, not a miss. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
export const MAX_EMAIL_LENGTH = 320;
export const MAX_CUSTOM_FIELDS_PER_TABLE = 200;
export const MAX_TEXT_FIELD_LENGTH = 2000;
export const MAX_BATCH_LEADS = 5000;
export const MAX_TABLE_NAME_LENGTH = 80;
export const MAX_FIELD_LABEL_LENGTH = 80;
