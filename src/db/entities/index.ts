import { ApiKeySchema } from './api-key.entity.js';
import { AprCompanySchema } from './apr-company.entity.js';
import { AprDatasetSchema } from './apr-dataset.entity.js';
import { AdminInviteSchema, AdminSchema, AdminSessionSchema, AuditEventSchema, WorkspaceMemberSchema } from './console.entity.js';
import { WebhookDeliverySchema, WebhookSecretSchema } from './webhook.entity.js';
import { EnrichmentChunkSchema, EnrichmentRunSchema } from './enrichment.entity.js';
import { CreditUsageSchema } from './credit-usage.entity.js';
import { JobSchema } from './job.entity.js';
import { LeadTableSchema } from './lead-table.entity.js';
import { LeadSchema } from './lead.entity.js';
import { PrivacyRequestSchema, SuppressionSchema } from './privacy.entity.js';
import { WorkspaceSchema } from './workspace.entity.js';

export const ENTITIES = [
  WorkspaceSchema,
  ApiKeySchema,
  LeadTableSchema,
  LeadSchema,
  CreditUsageSchema,
  JobSchema,
  AprCompanySchema,
  AprDatasetSchema,
  WebhookSecretSchema,
  WebhookDeliverySchema,
  EnrichmentRunSchema,
  EnrichmentChunkSchema,
  SuppressionSchema,
  PrivacyRequestSchema,
  AdminSchema,
  WorkspaceMemberSchema,
  AdminInviteSchema,
  AdminSessionSchema,
  AuditEventSchema,
];
