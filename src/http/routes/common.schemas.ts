/** Ids are Postgres `integer`s: anything outside 1…2³¹−1 cannot name a row, so it is bad input, not a miss. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
