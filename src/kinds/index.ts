import type { BilledQueue } from '../jobs/queues.js';
import { discovery } from './discovery.js';
import { emailFind } from './email-find.js';
import { emailVerify } from './email-verify.js';
import { enrichment } from './enrichment.js';
import type { BilledKind } from './kind.js';

/**
 * Every billed job kind, by queue; the compiler refuses a billed queue of src/jobs/queues.ts without one.
 * The API orders and cancels through it, the workers run every kind listed (workers/index.ts). Adding a
 * kind: its queue in queues.ts, its payload and result in payloads.ts, one module here, one entry below,
 * and its operation in src/http/routes/.
 */
export const BILLED_KINDS: { [Q in BilledQueue]: BilledKind<Q, never> } = {
  'email-verify': emailVerify,
  'email-find': emailFind,
  discovery,
  enrichment,
};
