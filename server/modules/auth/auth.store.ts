import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../secrets/opaque-token.ts';

export async function insertRefreshToken(
  db: Db,
  userId: number,
  familyId: string,
  token: string,
  days: number,
  secondFactorSetup = false,
  origin: { rotatedFrom?: number; deviceId?: string | null } = {},
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + days * 86_400_000),
      ...(secondFactorSetup ? { second_factor_setup: true } : {}),
      rotated_from: origin.rotatedFrom ?? null,
      device_id: origin.deviceId ?? null,
    })
    .execute();
}

/** The tokens a token was rotated to (one per rotation: a lost reply's retries and two tabs make several). */
export async function successorsOf(db: Db, refreshTokenId: number) {
  return db
    .selectFrom('refresh_tokens')
    .select(['refresh_token_id', 'used_at', 'revoked_at', 'device_id'])
    .where('rotated_from', '=', refreshTokenId)
    .execute();
}

/**
 * Revokes the successors of a token that were never used (their replies were lost, D282). Row by
 * row against `markRefreshTokenUsed`: a successor is either used first (and stays) or revoked first
 * (and its later use is refused as reuse).
 */
export async function revokeUnusedSuccessors(db: Db, refreshTokenId: number): Promise<number> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('rotated_from', '=', refreshTokenId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether any successor of a token has been used. */
export async function anySuccessorUsed(db: Db, refreshTokenId: number): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('refresh_token_id')
    .where('rotated_from', '=', refreshTokenId)
    .where('used_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function newFamilyId(): string {
  return randomUUID();
}

export async function findRefreshToken(db: Db, token: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Marks a token used; false when another request used it first (a race or a replay). */
export async function markRefreshTokenUsed(db: Db, refreshTokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('refresh_token_id', '=', refreshTokenId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every reset link of the person not used yet (a newer link, a reset or a password change makes them stale). */
export async function endResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Issues a reset link; only the newest one works. */
export async function insertResetToken(db: Db, userId: number, token: string, minutes: number): Promise<void> {
  await endResetTokens(db, userId);
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + minutes * 60_000) })
    .execute();
}

/** Consumes a valid reset token for the user; undefined when unknown, used or expired. */
export async function consumeResetToken(db: Db, userUuid: string, token: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .from('users')
    .whereRef('users.user_id', '=', 'password_reset_tokens.user_id')
    .where('users.uuid', '=', userUuid)
    .where('password_reset_tokens.token_hash', '=', hashToken(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', new Date())
    .returning('password_reset_tokens.user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null | undefined> {
  return (await db.selectFrom('users').select('password_hash').where('user_id', '=', userId).executeTakeFirst())
    ?.password_hash;
}

/** What a password-reset mail needs of its recipient. */
export async function resetRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['uuid', 'first_name', 'last_name', 'preferred_language'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCandidate(
  db: Db,
  values: {
    email: string;
    first_name: string;
    last_name: string;
    password_hash: string;
    preferred_language: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...values, uuid: randomUUID() })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? 0;
}

export async function revokeAllExceptFamily(db: Db, userId: number, keepFamilyId: string | undefined): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

const USER_AGENT_MAX = 512;

/** Records a sign-in or a refresh of the session: first sign-in stays, the device and last use move on. */
export async function touchSession(
  db: Db,
  values: { familyId: string; userId: number; userAgent: string; ip: string },
): Promise<void> {
  await db
    .insertInto('sign_in_sessions')
    .values({
      family_id: values.familyId,
      user_id: values.userId,
      user_agent: values.userAgent.slice(0, USER_AGENT_MAX),
      ip: values.ip,
    })
    .onConflict((oc) =>
      oc.column('family_id').doUpdateSet({
        user_agent: (eb) => eb.ref('excluded.user_agent'),
        ip: (eb) => eb.ref('excluded.ip'),
        last_used_at: new Date(),
      }),
    )
    .execute();
}
