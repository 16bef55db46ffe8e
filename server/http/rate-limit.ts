/**
 * Rate-limit counters kept in the database, so several API processes behind a load balancer
 * share one limit (the API keeps no state in memory between requests).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepareQuery } from '../db/prepared-query.ts';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { HttpError } from './http-error.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Sliding-window estimate: this window's hits plus the previous window's, weighted by how much
 * of it still overlaps the last `windowSeconds`. A burst that straddles a window boundary is
 * still counted as one burst.
 */
export async function hit(db: Db, limit: Limit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return count(db, limit, true);
}

/** As `hit`, without counting: what the bucket holds now (`hits`: the estimate). */
export async function peek(
  db: Db,
  limit: Limit,
): Promise<{ allowed: boolean; retryAfterSeconds: number; hits: number }> {
  return count(db, limit, false);
}

// Run on every limited request: built once and registered as hot queries (D127, D146).
const addHit = prepareQuery((db: Db, bucket: string, windowStart: Date) =>
  db
    .insertInto('rate_limit_counters')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }))
    .returning('hits'),
);

const windowHits = prepareQuery((db: Db, bucket: string, windowStart: Date) =>
  db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart),
);

async function count(db: Db, limit: Limit, isHit: boolean) {
  const nowMs = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const previousStart = new Date(windowStart.getTime() - windowMs);
  const [row] = isHit ? await addHit(db, limit.bucket, windowStart) : await windowHits(db, limit.bucket, windowStart);
  const [previous] = await windowHits(db, limit.bucket, previousStart);
  const elapsed = (nowMs - windowStart.getTime()) / windowMs;
  const estimate = (row?.hits ?? 0) + (previous?.hits ?? 0) * (1 - elapsed);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  // A peek asks whether one more attempt would still be within the limit.
  return { allowed: (isHit ? estimate : estimate + 1) <= limit.max, retryAfterSeconds, hits: estimate };
}

/** Counts one attempt against every limit; throws 429 with Retry-After when any is exceeded. */
export async function enforceLimits(db: Db, limits: Limit[]): Promise<void> {
  let retryAfter = 0;
  for (const limit of limits) {
    const result = await hit(db, limit);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
}

export function tooManyAttempts(retryAfter: number): HttpError {
  return new HttpError(
    429,
    ErrorCode.rateLimited,
    `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

export async function pruneOldCounters(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', new Date(Date.now() - 86_400_000))
    .execute();
}
