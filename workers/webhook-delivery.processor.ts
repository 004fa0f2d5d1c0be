import { UnrecoverableError, type Processor } from 'bullmq';
import { jobView } from '../src/domain/metered-job.service.js';
import { HttpError } from '../src/lib/errors.js';
import type { PayloadOf, ReturnOf } from '../src/jobs/payloads.js';
import { pendingDelivery, recordAttempt } from '../src/db/repositories/webhook-deliveries.repository.js';
import type { WebhookPoster } from '../src/webhooks/post.js';
import { RetryLater, retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from '../src/webhooks/retry.js';
import { signatureHeader, signingSecrets } from '../src/webhooks/signing.js';
import type { WorkerTools } from '../src/kinds/kind.js';

/**
 * One attempt to deliver a settled job's webhook: the job view as GET /api/v1/jobs/{id} shows it now,
 * signed with the workspace's secret(s). A 2xx delivers; 410 stops; anything else is retried on the
 * schedule of retry.ts until WEBHOOK_MAX_ATTEMPTS. A delivery already made or given up is not attempted.
 */
export function webhookDeliveryProcessor({
  pool,
  config,
  queues,
  poster,
}: Pick<WorkerTools, 'pool' | 'config' | 'queues'> & { poster: WebhookPoster }): Processor<PayloadOf<'webhook-delivery'>, ReturnOf<'webhook-delivery'>> {
  return async (job) => {
    const { jobId } = job.data;
    const delivery = await pendingDelivery(pool, jobId);
    if (!delivery) return { delivered: false };
    const view = await jobView({ pool, queues }, delivery.workspaceId, jobId).catch((err: unknown) => {
      if (err instanceof HttpError && err.status === 410) return null;
      throw err;
    });
    if (!view) {
      // The job's result was deleted (retention or erasure) before its webhook went out: nothing left to send.
      const error = "not sent: the job's result was deleted before delivery";
      await recordAttempt(pool, jobId, { number: delivery.attempts + 1, status: null, error, delivered: false, retryInMs: null });
      throw new UnrecoverableError(error);
    }
    const body = JSON.stringify(view);
    const secrets = await signingSecrets(pool, delivery.workspaceId);
    const outcome = await poster.post(delivery.url, body, {
      'leadbase-event': `job.${delivery.jobState}`,
      'leadbase-delivery': delivery.deliveryId,
      'leadbase-signature': signatureHeader(secrets, body),
    });
    const number = delivery.attempts + 1;
    const delivered = outcome.error === null;
    const stop = delivered || outcome.status === 410 || number >= WEBHOOK_MAX_ATTEMPTS;
    const retryInMs = stop ? null : retryDelayMs(number, config.webhookRetryBaseMs);
    await recordAttempt(pool, jobId, { number, ...outcome, delivered, retryInMs });
    if (delivered) return { delivered: true };
    if (retryInMs === null) throw new UnrecoverableError(outcome.error!);
    throw new RetryLater(outcome.error!, retryInMs);
  };
}
