/**
 * The rows behind the sessions page: a session is a refresh-token family with a token still live.
 * The sign-in records the row itself (auth.store.ts `touchSession`), so sign-in does not import this
 * module (D331).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The user's sessions that can still refresh (a token not revoked and not expired), newest use first. */
export async function liveSessions(db: Db, userId: number) {
  return db
    .selectFrom('sign_in_sessions as s')
    .select(['s.family_id', 's.user_agent', 's.ip', 's.created_at', 's.last_used_at'])
    .where('s.user_id', '=', userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens as r')
          .select(sql`1`.as('one'))
          .whereRef('r.family_id', '=', 's.family_id')
          .where('r.revoked_at', 'is', null)
          .where('r.used_at', 'is', null)
          .where('r.expires_at', '>', new Date()),
      ),
    )
    .orderBy('s.last_used_at', 'desc')
    .execute();
}

/** Revokes the families named (all of the user's but `keep` when none are named); returns how many sessions ended. */
export async function revokeSessions(
  db: Db,
  userId: number,
  which: { only: string } | { allBut: string | undefined },
): Promise<number> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if ('only' in which) query = query.where('family_id', '=', which.only);
  else if (which.allBut) query = query.where('family_id', '!=', which.allBut);
  const rows = await query.returning('family_id').execute();
  return new Set(rows.map((row) => row.family_id)).size;
}
