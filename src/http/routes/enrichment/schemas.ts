import { callbackUrl, idSchema } from '../common.schemas.js';

/** POST /api/v1/tables/{id}/enrich: that at least one of verify/research is true is checked by the service. */
export const enrichBody = {
  type: 'object',
  properties: {
    verify: { type: 'boolean', description: 'Verify every address (syntax, MX, SMTP; never sends mail): 1 credit per address, as POST /api/v1/email/verify' },
    research: { type: 'boolean', description: 'Research every website (ENRICH_RESEARCH_CREDITS per lead with a website, default 1)' },
    maxAgeDays: {
      type: 'integer',
      minimum: 0,
      maximum: 365,
      default: 30,
      description: 'A part checked more recently than this is skipped and not charged; 0 checks everything again',
    },
    callbackUrl,
  },
  additionalProperties: false,
} as const;

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

export const enrichResponse = {
  type: 'object',
  properties: {
    tableId: idSchema,
    leads: count("The table's leads when the run was asked for"),
    verified: count('Leads whose address got a verdict (deliverable, undeliverable or risky); charged'),
    researched: count('Leads whose website was read (status ok or partial); charged'),
    skipped: count('Leads with nothing to do: checked within maxAgeDays, or no website for a research-only run; not charged'),
    failed: count('Leads with a part that could not be done (verdict unknown, website unreadable); that part refunded'),
  },
  required: ['tableId', 'leads', 'verified', 'researched', 'skipped', 'failed'],
  additionalProperties: false,
} as const;

/** The verdict written on each lead (GET /api/v1/leads returns it). */
export const leadVerification = {
  type: ['object', 'null'],
  description: 'The latest verification of the address by a table enrichment; null when never verified',
  properties: {
    status: { type: 'string', enum: ['deliverable', 'undeliverable', 'risky', 'unknown'] },
    reason: { type: 'string', description: "The verifier's reason (as POST /api/v1/email/verify gives it)" },
    checkedAt: { type: 'string', format: 'date-time' },
  },
  required: ['status', 'reason', 'checkedAt'],
  additionalProperties: false,
} as const;
