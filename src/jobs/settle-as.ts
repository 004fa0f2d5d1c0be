/**
 * Thrown by a billed job's work (workers/metered.ts) to settle it now with this status and message,
 * without a retry: an answer that is final (not configured, nothing upstream answered, its table gone).
 */
export class SettleAs extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
