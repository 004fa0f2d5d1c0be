import { MAX_ROW_ID } from '../../domain/lead-fields.js';

/** Ids outside 1…2³¹−1 cannot name a row, so they are bad input, not a miss. */
export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;
