import { EntitySchema } from '@mikro-orm/core';

/**
 * A table enrichment run and its chunks (src/enrichment/), written with plain SQL; declared here so the
 * schema tools know the tables. A run is the billed `enrichment` job; its leads are split into chunks
 * of 100, each an `enrichment-chunk` job whose write-back and accounting commit once.
 */
export interface EnrichmentRun {
  jobId: string;
  tableId: number;
}

export const EnrichmentRunSchema = new EntitySchema<EnrichmentRun>({
  name: 'EnrichmentRun',
  tableName: 'enrichment_run',
  properties: {
    jobId: { type: 'uuid', primary: true, fieldName: 'job_id' },
    tableId: { type: 'integer' },
  },
});

export interface EnrichmentChunk {
  jobId: string;
  seq: number;
  leadIds: number[];
  reserved: number;
  state: string;
  charged: number;
  verified: number;
  researched: number;
  skipped: number;
  failed: number;
  finishedAt: Date | null;
}

export const EnrichmentChunkSchema = new EntitySchema<EnrichmentChunk>({
  name: 'EnrichmentChunk',
  tableName: 'enrichment_chunk',
  properties: {
    jobId: { type: 'uuid', primary: true, fieldName: 'job_id' },
    seq: { type: 'integer', primary: true },
    leadIds: { type: 'array', columnType: 'int[]' },
    reserved: { type: 'integer' },
    state: { type: 'string', length: 16, default: 'pending' },
    charged: { type: 'integer', default: 0 },
    verified: { type: 'integer', default: 0 },
    researched: { type: 'integer', default: 0 },
    skipped: { type: 'integer', default: 0 },
    failed: { type: 'integer', default: 0 },
    finishedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
