/** Refresh tokens in API tests: the one a response set, and a use made to look older. */
import type { Db } from '../db/database.ts';
import { hashToken } from '../secrets/opaque-token.ts';

/** The refresh token a response set in its cookie (it is never in the JSON, D205). */
export function refreshCookie(res: { headers: Record<string, unknown> }): string {
  const line = ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .find((l) => l.startsWith('assay_refresh='));
  return decodeURIComponent(line?.split(';')[0]?.slice('assay_refresh='.length) ?? '');
}

/** As if the refresh token had been used `ms` ago. */
export const ageRefreshUse = (db: Db, refresh: string, ms: number) =>
  db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - ms) })
    .where('token_hash', '=', hashToken(refresh))
    .execute();

/**
 * The audit log's newest entry id: a case counts the entries after it, never after a time, since
 * occurred_at keeps microseconds and a Date milliseconds (flake 54, docs/testing.md).
 */
export const lastAuditId = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.max('audit_event_id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
