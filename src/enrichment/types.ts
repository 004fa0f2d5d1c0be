/** Table enrichment's job payloads and result (the catalogue's `enrichment` and `enrichment-chunk` queues). */
import type { VerifyResult } from '../verification/verify-emails.js';

export interface EnrichmentOptions {
  verify: boolean;
  research: boolean;
  /**
   * ISO time: a part checked after it is skipped and not charged. Fixed when the run is requested
   * (now − maxAgeDays), so a chunk run again after a crash decides exactly as the first attempt.
   */
  checkedAfter: string;
}

export interface EnrichmentPayload extends EnrichmentOptions {
  workspaceId: number;
  tableId: number;
}

/** One chunk of a run: its leads and what was decided at request time are in `enrichment_chunk`. */
export interface EnrichmentChunkPayload extends EnrichmentPayload {
  jobId: string;
  seq: number;
  /** Verdicts the chunk has already, by lead id: written while it waits for websites other chunks read. */
  verdicts?: KnownVerdicts;
  /** Set while it waits when nothing could be verified (resolver or every mail server down): its leads fail. */
  verifyFailed?: boolean;
}

export type KnownVerdicts = Record<string, VerifyResult>;

/**
 * Counts of leads: `verified` got a verdict (deliverable, undeliverable or risky), `researched` had its
 * website read; `skipped` needed nothing (checked within maxAgeDays, or nothing to check); `failed` had a
 * part that could not be done (verification unknown, website unreadable), refunded. A lead verified and
 * researched counts in both; leads of chunks cancelled before they started count in `leads` only.
 */
export interface EnrichmentResult {
  tableId: number;
  leads: number;
  verified: number;
  researched: number;
  skipped: number;
  failed: number;
}
