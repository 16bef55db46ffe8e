/**
 * A request of the HTTP messaging provider's webhook (server/modules/sms/sms-webhook.ts), signed
 * with `key` as the provider signs it: the test client sends JSON.stringify(body), the very bytes
 * signed here.
 */
import { signWebhook } from '../modules/sms/index.ts';
import type { RequestInit } from './test-app.ts';

export function smsWebhookRequest(
  accountId: number,
  body: unknown,
  options: { key: string; at?: number; signature?: string },
): RequestInit {
  const timestamp = String(Math.floor((options.at ?? Date.now()) / 1000));
  return {
    method: 'POST',
    url: `/api/integration/v1/messaging/inbound/${accountId}/`,
    headers: {
      'content-type': 'application/json',
      'x-sms-timestamp': timestamp,
      'x-sms-signature': options.signature ?? signWebhook(options.key, timestamp, JSON.stringify(body)),
    },
    body,
  };
}
