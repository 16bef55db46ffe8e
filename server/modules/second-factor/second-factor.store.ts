/** A person's second factors, their recovery codes, and a company's requirement (migration 0096). */
import type { Db } from '../../db/database.ts';

export async function totpOf(db: Db, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Keeps a new, unconfirmed secret; false when the person already has a confirmed one. */
export async function savePendingTotp(db: Db, userId: number, secretEncrypted: string): Promise<boolean> {
  const row = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_encrypted: secretEncrypted })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_encrypted: secretEncrypted, last_step: null })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function confirmTotp(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_totp')
    .set({ confirmed_at: new Date(), last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the step a code was used for; false when that step (or a later one) was used already. */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the app (a pending one too); true when a confirmed one was removed. */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  // Only a confirmed app: with none, the refusal (404) changes nothing, an enrolment under way included.
  const rows = await db
    .deleteFrom('user_totp')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

export async function passkeysOf(db: Db, userId: number) {
  return db.selectFrom('user_passkeys').selectAll().where('user_id', '=', userId).orderBy('passkey_id').execute();
}

export async function insertPasskey(
  db: Db,
  values: {
    userId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('user_passkeys')
    .values({
      user_id: values.userId,
      credential_id: values.credentialId,
      public_key: values.publicKey,
      counter: values.counter,
      transports: JSON.stringify(values.transports),
      name: values.name,
    })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('passkey_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function passkeyUsed(db: Db, passkeyId: number, counter: number): Promise<void> {
  await db
    .updateTable('user_passkeys')
    .set({ counter, last_used_at: new Date() })
    .where('passkey_id', '=', passkeyId)
    .execute();
}

export async function deletePasskey(db: Db, userId: number, passkeyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_passkeys')
    .where('user_id', '=', userId)
    .where('passkey_id', '=', passkeyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Spends a recovery code; false when unknown or used. */
export async function useRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteAllFactors(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
}

/** Whether one of the person's companies still in service requires a second factor. */
export async function companyRequires(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .innerJoin('accounts', 'accounts.account_id', 'roles.account_id')
    .select('accounts.account_id')
    .where('user_roles.user_id', '=', userId)
    .where('accounts.require_second_factor', '=', true)
    .where('accounts.suspended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function companyPolicy(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('require_second_factor')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.require_second_factor;
}

export async function setCompanyPolicy(db: Db, accountId: number, required: boolean): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ require_second_factor: required })
    .where('account_id', '=', accountId)
    .execute();
}

export async function isStaffOf(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
    .select('user_roles.user_id')
    .where('roles.account_id', '=', accountId)
    .where('user_roles.user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The session has a second factor now: staff endpoints answer it again. */
export async function endSetupRequirement(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ second_factor_setup: false })
    .where('user_id', '=', userId)
    .where('second_factor_setup', '=', true)
    .execute();
}
