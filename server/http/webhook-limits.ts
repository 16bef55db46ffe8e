/**
 * Inbound webhooks are limited per company and minute (D264, D322): every delivery counts, and
 * refusals (a forged, stale or unsigned delivery) count apart with a lower limit. Past either the
 * sender gets 429 with Retry-After, so a forged flood stops costing work (and, where refusals are
 * audited, rows) while the provider's signed events still pass. A company with no connection to
 * the provider is refused before anything is counted. An applicant tracking system's calls to the
 * order API with a live integration key count as deliveries the same way (source 'ats-order', D329),
 * and reads of an order's candidate page in a bucket of their own (source 'ats-order-page', D336).
 */
import type { Db } from '../db/database.ts';
import { enforceLimits, hit, tooManyAttempts, type Limit } from './rate-limit.ts';

export const WEBHOOK_LIMITS = { deliveriesPerMinute: 300, refusalsPerMinute: 20 };

export interface WebhookLimits {
  /** Counts one delivery; throws 429 past the company's limit. */
  delivery(): Promise<void>;
  /** Counts one refusal; throws 429 past the company's limit, else returns so the refusal is answered. */
  refusal(): Promise<void>;
}

/** The counter of one provider's (`source`) deliveries or refusals at one company. */
export const webhookBucket = (kind: 'delivery' | 'refusal', source: string, accountId: number) =>
  `webhook-${kind}:${source}:${accountId}`;

/** The limits of one provider's webhook (`source`) at one company; `factor` multiplies them (RATE_LIMIT_MAX). */
export function webhookLimits(db: Db, source: string, accountId: number, factor = 1): WebhookLimits {
  const limit = (kind: 'delivery' | 'refusal', max: number): Limit => ({
    bucket: webhookBucket(kind, source, accountId),
    max: max * factor,
    windowSeconds: 60,
  });
  return {
    delivery: () => enforceLimits(db, [limit('delivery', WEBHOOK_LIMITS.deliveriesPerMinute)]),
    async refusal() {
      const counted = await hit(db, limit('refusal', WEBHOOK_LIMITS.refusalsPerMinute));
      if (!counted.allowed) throw tooManyAttempts(counted.retryAfterSeconds);
    },
  };
}
