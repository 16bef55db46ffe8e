import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { sealContext, type ServerSecretKey } from '../secrets/sealed-columns.ts';
import { openText, sealText } from '../secrets/sealed-secret.ts';

/** The sealed value's context of a server secret: it opens only in its own row (D272). */
export const serverSecretContext = (key: ServerSecretKey): string => sealContext('server_settings', 'value', key);

/** Server secrets as kept (sealed), by key; a key not yet made is absent. */
async function storedSecrets(db: Db, keys: readonly ServerSecretKey[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('server_settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * Server secrets shared by every API process, made together once when absent and kept sealed in
 * the database (D272): the first process to store them wins, and every process opens the same.
 */
export async function loadOrCreateSecrets<K extends ServerSecretKey>(
  db: Db,
  keys: readonly K[],
  make: () => Record<K, string>,
): Promise<Record<K, string>> {
  let stored = await storedSecrets(db, keys);
  if (keys.some((k) => !stored.has(k))) {
    const made = make();
    await db
      .insertInto('server_settings')
      .values(keys.map((key) => ({ key, value: sealText(made[key], serverSecretContext(key)) })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    stored = await storedSecrets(db, keys);
  }
  return Object.fromEntries(keys.map((k) => [k, openText(stored.get(k)!, serverSecretContext(k))])) as Record<
    K,
    string
  >;
}

/** A random secret shared by every API process: generated once and kept sealed in the database. */
export async function loadOrCreateSecret<K extends ServerSecretKey>(db: Db, key: K): Promise<string> {
  if (key === 'jwt_secret' && process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const made = await loadOrCreateSecrets(
    db,
    [key],
    () => ({ [key]: randomBytes(48).toString('base64url') }) as Record<K, string>,
  );
  return made[key];
}
