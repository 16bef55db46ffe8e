/** The SQL of pending sign-ups (migration 0116, D242): one row per address, waiting for its code. */
import type { Db } from '../../db/database.ts';

export interface NewPendingSignUp {
  email: string;
  code_hash: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  preferred_language: string | null;
  expires_at: Date;
}

/** Keeps the sign-up, replacing an earlier one for the address (its code stops working); sweeps expired ones. */
export async function replacePendingSignUp(db: Db, row: NewPendingSignUp): Promise<void> {
  await db
    .deleteFrom('pending_sign_ups')
    .where((eb) => eb.or([eb('expires_at', '<', new Date()), eb('email', '=', row.email)]))
    .execute();
  // Two requests at once for one address: the later one's row wins.
  await db
    .insertInto('pending_sign_ups')
    .values(row)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({
        code_hash: eb.ref('excluded.code_hash'),
        password_hash: eb.ref('excluded.password_hash'),
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        preferred_language: eb.ref('excluded.preferred_language'),
        expires_at: eb.ref('excluded.expires_at'),
        failed_attempts: 0,
      })),
    )
    .execute();
}

/** The address's pending sign-up, locked until the transaction ends. */
export async function lockPendingSignUp(db: Db, email: string) {
  return db.selectFrom('pending_sign_ups').selectAll().where('email', '=', email).forUpdate().executeTakeFirst();
}

export async function deletePendingSignUp(db: Db, email: string): Promise<void> {
  await db.deleteFrom('pending_sign_ups').where('email', '=', email).execute();
}

/** Counts a wrong code; answers the count so far. */
export async function countWrongCode(db: Db, email: string): Promise<number> {
  const row = await db
    .updateTable('pending_sign_ups')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('email', '=', email)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts ?? 0;
}
