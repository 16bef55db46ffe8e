/**
 * The HTTP provider's webhook (D236): replies and delivery reports for one company, signed by the
 * provider with the company's API key: X-Sms-Signature is the hex HMAC-SHA256 of
 * `${X-Sms-Timestamp}.${raw body}`, and the timestamp (Unix seconds) must be within five minutes.
 * A missing, stale or forged signature is 401 and changes nothing; a company without an HTTP
 * connection is 404. Deliveries and refusals are limited per company and minute as the background
 * checks' are (server/http/webhook-limits.ts, D322): past them 429. The JSON is parsed in this
 * route's own scope so the raw bytes can be checked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '../../../contracts/sms.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { webhookLimits } from '../../http/webhook-limits.ts';
import { receive } from './sms.service.ts';
import * as store from './sms.store.ts';

const MAX_SKEW_SECONDS = 300;

declare module 'fastify' {
  interface FastifyRequest {
    smsRawBody?: string;
  }
}

export function signWebhook(secret: string, timestamp: string, raw: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

function unsigned(message: string): never {
  throw new HttpError(401, ErrorCode.unauthenticated, message);
}

function verify(request: FastifyRequest, secret: string, now = Date.now()): void {
  const timestamp = String(request.headers['x-sms-timestamp'] ?? '');
  const signature = String(request.headers['x-sms-signature'] ?? '').replace(/^sha256=/, '');
  if (!timestamp || !signature) unsigned('The webhook is not signed (X-Sms-Timestamp and X-Sms-Signature).');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
    unsigned('The webhook’s timestamp is more than five minutes away from now.');
  const expected = Buffer.from(signWebhook(secret, timestamp, request.smsRawBody ?? ''), 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    unsigned('The webhook’s signature does not match.');
}

export function registerSmsWebhook(app: FastifyInstance, db: Db, rateLimitFactor = 1): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        request.smsRawBody = body as string;
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new HttpError(400, ErrorCode.validation, 'The webhook’s body is not JSON.'));
        }
      },
    );
    registerEndpoint(scope, db, api.smsWebhook, async ({ request, params, body }) => {
      const connection = await store.connectionOf(db, params.accountId);
      if (!connection || connection.adapter !== 'http') throw notFound('No HTTP messaging provider is connected here.');
      const limits = webhookLimits(db, 'sms', params.accountId, rateLimitFactor);
      await limits.delivery();
      try {
        verify(request, connection.secret.reveal());
      } catch (refused) {
        await limits.refusal();
        throw refused;
      }
      await receive(
        db,
        params.accountId,
        body.type === 'message'
          ? [{ kind: 'message', providerId: body.id, from: body.from, to: body.to, text: body.text }]
          : [
              {
                kind: 'receipt',
                providerId: body.id,
                delivered: body.status === 'delivered',
                error: body.error
                  ? `The provider reported: ${body.error}`
                  : 'The provider reported the message undelivered.',
              },
            ],
      );
      return { ok: true };
    });
  });
}
