/** A moment as the console shows it: UTC, to the minute. */
export const at = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
