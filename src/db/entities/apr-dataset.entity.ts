import { EntitySchema } from '@mikro-orm/core';

/**
 * The state of the APR companies dataset (one row): the edition served and how the last downloads went,
 * shared by every process. Written with plain SQL by the loader (src/db/repositories/apr-dataset.repository.ts);
 * declared here so the schema tools know the table.
 */
export interface AprDataset {
  id: number;
  edition: string | null;
  companies: number | null;
  lastSuccessAt: Date | null;
  lastFailureAt: Date | null;
  lastFailure: string | null;
  loadingSince: Date | null;
}

export const AprDatasetSchema = new EntitySchema<AprDataset>({
  name: 'AprDataset',
  tableName: 'apr_dataset',
  properties: {
    id: { type: 'smallint', primary: true, default: 1, autoincrement: false },
    edition: { type: 'string', columnType: 'date', nullable: true },
    companies: { type: 'integer', nullable: true },
    lastSuccessAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    lastFailureAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
    lastFailure: { type: 'text', nullable: true },
    loadingSince: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
});
