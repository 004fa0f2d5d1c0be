import { EntitySchema } from '@mikro-orm/core';

/**
 * A company from the Serbian Business Registers Agency (APR) open-data dataset, refreshed on a
 * schedule (never fetched per request). Keyed by matični broj, the number sites publish.
 */
export interface AprCompany {
  registrationNumber: string;
  name: string;
  legalForm: string | null;
  status: string | null;
  foundedOn: string | null;
  municipality: string | null;
  activityCode: string | null;
  refreshedAt: Date;
}

export const AprCompanySchema = new EntitySchema<AprCompany>({
  name: 'AprCompany',
  tableName: 'apr_company',
  properties: {
    registrationNumber: { type: 'string', columnType: 'char(8)', primary: true },
    name: { type: 'text' },
    legalForm: { type: 'text', nullable: true },
    status: { type: 'text', nullable: true },
    foundedOn: { type: 'string', columnType: 'date', nullable: true },
    municipality: { type: 'text', nullable: true },
    activityCode: { type: 'string', length: 16, nullable: true },
    refreshedAt: { type: 'Date', columnType: 'timestamptz(3)' },
  },
});
