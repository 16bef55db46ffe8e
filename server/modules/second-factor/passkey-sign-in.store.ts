/** The passwordless sign-in's challenges and the passkey an answer names (migration 0102, D212). */
import type { Db } from '../../db/database.ts';

/** Keeps a new challenge until `expiresAt`, clearing the ones nobody answered in time. */
export async function saveChallenge(db: Db, challenge: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('passkey_sign_in_challenges').where('expires_at', '<', new Date()).execute();
  await db.insertInto('passkey_sign_in_challenges').values({ challenge, expires_at: expiresAt }).execute();
}

/** Spends a challenge: true once for a live one, false when unknown, expired or already spent. */
export async function takeChallenge(db: Db, challenge: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('passkey_sign_in_challenges')
    .where('challenge', '=', challenge)
    .where('expires_at', '>', new Date())
    .returning('challenge')
    .execute();
  return rows.length === 1;
}

/** The passkey with this credential id and its owner's address. */
export async function passkeyWithOwner(db: Db, credentialId: string) {
  return db
    .selectFrom('user_passkeys')
    .innerJoin('users', 'users.user_id', 'user_passkeys.user_id')
    .select([
      'user_passkeys.passkey_id',
      'user_passkeys.user_id',
      'user_passkeys.credential_id',
      'user_passkeys.public_key',
      'user_passkeys.counter',
      'user_passkeys.transports',
      'users.email',
    ])
    .where('user_passkeys.credential_id', '=', credentialId)
    .executeTakeFirst();
}
