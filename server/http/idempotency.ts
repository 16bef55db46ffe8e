/**
 * Idempotency-Key: the first request with a key is applied and its answer stored; a repeat
 * (same caller, same key, same request) gets the stored answer and changes nothing; the same key
 * with a different request is refused. A 5xx is not stored, so a retry runs again.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { HttpError } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | undefined;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STALE_IN_PROGRESS_MS = 60_000;

function scopeOf(request: FastifyRequest): string {
  return request.auth ? userKeyScope(request.auth.userId) : `anon:${request.ip}`;
}

/** What a key is bound to: the same key with another request is refused. */
export function idempotencyRequestHash(method: string, routeUrl: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${routeUrl}\n${JSON.stringify(params)}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** Runs after the auth check, before the handler. Returns true when it answered from storage. */
export async function applyIdempotencyKey(
  db: Db,
  request: FastifyRequest,
  reply: import('fastify').FastifyReply,
): Promise<void> {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !WRITES.has(request.method)) return;
  if (key.length < 8 || key.length > 200)
    throw new HttpError(400, ErrorCode.validation, 'Idempotency-Key must be 8 to 200 characters.');
  const scope = scopeOf(request);
  const requestHash = idempotencyRequestHash(
    request.method,
    request.routeOptions.url ?? request.url,
    request.params,
    request.body,
  );
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ scope, idempotency_key: key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['scope', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) {
    request.idempotency = { scope, key };
    return;
  }
  const stored = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== requestHash) {
    throw new HttpError(
      422,
      ErrorCode.idempotencyMismatch,
      'This Idempotency-Key was already used for a different request.',
    );
  }
  if (stored.status_code === null) {
    // A key left in progress by a server that died mid-request would block every retry forever;
    // after a minute the retry takes it over (the endpoints are safe to apply again).
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date() })
      .where('scope', '=', scope)
      .where('idempotency_key', '=', key)
      .where('status_code', 'is', null)
      .where('created_at', '<', new Date(Date.now() - STALE_IN_PROGRESS_MS))
      .returning('idempotency_key')
      .executeTakeFirst();
    if (takenOver) {
      request.idempotency = { scope, key };
      return;
    }
    // 503 + Retry-After, not 409: the client retries instead of treating it as a refusal.
    throw new HttpError(
      503,
      ErrorCode.requestInProgress,
      'The same request is still being processed. Please retry shortly.',
      undefined,
      { 'Retry-After': '1' },
    );
  }
  await reply
    .status(stored.status_code)
    .header('Idempotent-Replay', 'true')
    .type('application/json')
    .send(stored.response_body);
}

export function installIdempotencyRecorder(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', undefined);
  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem) return payload;
    request.idempotency = undefined;
    const where = db
      .updateTable('idempotency_keys')
      .where('scope', '=', idem.scope)
      .where('idempotency_key', '=', idem.key);
    if (reply.statusCode >= 500) {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', idem.scope)
        .where('idempotency_key', '=', idem.key)
        .execute();
    } else {
      await where
        .set({
          status_code: reply.statusCode,
          response_body: typeof payload === 'string' ? payload : JSON.stringify(payload),
        })
        .execute();
    }
    return payload;
  });
}

/**
 * For writes that are not idempotent on the data (bulk actions, mail): stores the answer inside
 * the handler's own transaction, so the effect and its stored answer commit together. A crash
 * after the commit leaves a complete key (a retry gets the first answer); a crash before it
 * leaves nothing applied, and the retry takes the key over after a minute and runs once.
 * bench/faults.ts found the gap this closes: a bulk reject applied twice after a SIGKILL.
 */
export async function storeResponseInTransaction(
  trx: Db,
  idempotency: FastifyRequest['idempotency'],
  data: unknown,
): Promise<void> {
  if (!idempotency) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: 200, response_body: JSON.stringify({ data }) })
    .where('scope', '=', idempotency.scope)
    .where('idempotency_key', '=', idempotency.key)
    .execute();
}

export type KeyClaim =
  { kind: 'new' } | { kind: 'replay'; status: number; body: string } | { kind: 'mismatch' } | { kind: 'in-progress' };

/**
 * For requests that carry several keys (the answer batch): claims one key inside the caller's
 * transaction, with the same outcomes as a header key. A claimed key must get its answer from
 * storeKeyResult in the same transaction, so the effect and the stored answer commit together
 * (or neither does, and a retry runs again).
 */
export async function claimKeyInTransaction(
  trx: Db,
  scope: string,
  key: string,
  requestHash: string,
): Promise<KeyClaim> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ scope, idempotency_key: key, request_hash: requestHash })
    .onConflict((oc) => oc.columns(['scope', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) return { kind: 'new' };
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== requestHash) return { kind: 'mismatch' };
  if (stored.status_code !== null)
    return { kind: 'replay', status: stored.status_code, body: String(stored.response_body) };
  const takenOver = await trx
    .updateTable('idempotency_keys')
    .set({ created_at: new Date() })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('status_code', 'is', null)
    .where('created_at', '<', new Date(Date.now() - STALE_IN_PROGRESS_MS))
    .returning('idempotency_key')
    .executeTakeFirst();
  return takenOver ? { kind: 'new' } : { kind: 'in-progress' };
}

/**
 * claimKeyInTransaction's first step for many keys in one statement (the answer batch, D146): the
 * keys among `claims` that were not stored yet, now claimed in the caller's transaction. Every
 * other key (stored before, or listed twice) is claimKeyInTransaction's to judge, one by one.
 */
export async function claimNewKeysInTransaction(
  trx: Db,
  scope: string,
  claims: { key: string; requestHash: string }[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const { rows } = await sql<{ idempotency_key: string }>`
    insert into idempotency_keys (scope, idempotency_key, request_hash)
    select ${scope}, c.key, c.hash from unnest(${claims.map((c) => c.key)}::text[], ${claims.map((c) => c.requestHash)}::text[]) as c(key, hash)
    on conflict (scope, idempotency_key) do nothing
    returning idempotency_key`.execute(trx);
  return new Set(rows.map((r) => r.idempotency_key));
}

/** storeKeyResult for many keys of one scope in one statement (the answer batch's results, D146). */
export async function storeKeyResults(
  trx: Db,
  scope: string,
  results: { key: string; status: number; body: unknown }[],
): Promise<void> {
  if (results.length === 0) return;
  await sql`
    update idempotency_keys k set status_code = r.status, response_body = r.body
      from unnest(${results.map((r) => r.key)}::text[], ${results.map((r) => r.status)}::int[], ${results.map((r) => JSON.stringify(r.body))}::text[]) as r(key, status, body)
     where k.scope = ${scope} and k.idempotency_key = r.key`.execute(trx);
}

export async function storeKeyResult(
  trx: Db,
  scope: string,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: status, response_body: JSON.stringify(body) })
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .execute();
}

/** The scope a signed-in user's keys live in (the same as the header keys'). */
export function userKeyScope(userId: number): string {
  return `user:${userId}`;
}
