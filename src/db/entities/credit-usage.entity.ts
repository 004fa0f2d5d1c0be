import { EntitySchema } from '@mikro-orm/core';
import type { Workspace } from './workspace.entity.js';

/** Credits used by a workspace in one calendar month (UTC); a month's row appears on first use. */
export interface CreditUsage {
  workspace: Workspace;
  /** First day of the month. */
  month: string;
  used: number;
}

export const CreditUsageSchema = new EntitySchema<CreditUsage>({
  name: 'CreditUsage',
  tableName: 'credit_usage',
  properties: {
    workspace: { kind: 'm:1', entity: 'Workspace', primary: true, deleteRule: 'cascade' },
    month: { type: 'string', columnType: 'date', primary: true },
    used: { type: 'integer', default: 0 },
  },
});
