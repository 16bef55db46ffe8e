/**
 * Every column that holds a secret (D265: outside-service credentials; D272: the server's own keys
 * in server_settings), and the passes over them: at start,
 * seal what an older version stored in clear and refuse to run without the keys the stored
 * values need; on rotation, seal every value anew under the current key.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isSealed, openText, sealedKeyId, sealText } from './sealed-secret.ts';
import { SecretKeyError, type SecretKeyring } from './secret-keys.ts';

export interface SealedColumn {
  table: string;
  column: string;
  /** The row's owner (a company, a person, or the row itself): part of the value's context, so it opens only there. */
  owner: string;
  /** The column that names one row. */
  row: string;
  /** Only these rows hold secrets (by the `row` column's value); every row when absent. */
  rows?: readonly string[];
}

/**
 * The server's own secrets in server_settings (D272): the access tokens' signing key, the second
 * factors' keys (the challenges' signing key and the key that encrypts authenticator-app secrets)
 * and the offer-signing certificate with its passphrase. JWT_SECRET and OFFER_SIGNING_P12, when
 * set, come from the environment and are not stored.
 */
export const SERVER_SECRET_KEYS = [
  'jwt_secret',
  'second_factor_challenge_secret',
  'second_factor_secret_key',
  'offer_signing_p12',
  'offer_signing_passphrase',
] as const;
export type ServerSecretKey = (typeof SERVER_SECRET_KEYS)[number];

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'calendar_connections', column: 'secret', owner: 'user_id', row: 'user_id' },
  { table: 'sms_connections', column: 'secret', owner: 'account_id', row: 'account_id' },
  { table: 'bi_embeds', column: 'secret', owner: 'account_id', row: 'embed_id' },
  { table: 'background_check_connections', column: 'api_key', owner: 'account_id', row: 'account_id' },
  { table: 'job_boards', column: 'api_key', owner: 'job_board_id', row: 'job_board_id' },
  { table: 'reply_mailboxes', column: 'secret', owner: 'account_id', row: 'account_id' },
  { table: 'server_settings', column: 'value', owner: 'key', row: 'key', rows: SERVER_SECRET_KEYS },
];

/** The sealed value's context: its column and its owner. */
export const sealContext = (table: string, column: string, owner: number | string): string =>
  `${table}.${column}:${owner}`;

interface StoredValue {
  row_id: number | string;
  owner_id: number | string;
  value: string;
}

/** The column's non-empty values, with their rows and owners. */
export async function storedValues(db: Db, c: SealedColumn): Promise<StoredValue[]> {
  const only = c.rows ? sql` and ${sql.ref(c.row)} in (${sql.join(c.rows)})` : sql``;
  const result = await sql<StoredValue>`select ${sql.ref(c.row)} as row_id, ${sql.ref(c.owner)} as owner_id,
      ${sql.ref(c.column)} as value from ${sql.table(c.table)} where ${sql.ref(c.column)} <> ''${only}`.execute(db);
  return result.rows;
}

/** How many stored secrets each key sealed (`clear` for values stored before D265). */
export async function sealedCensus(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const c of SEALED_COLUMNS)
    for (const { value } of await storedValues(db, c)) {
      const id = sealedKeyId(value) ?? 'clear';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  return counts;
}

/** Refuses, naming the keys, when stored values were sealed with keys the keyring does not hold. */
export function assertKeysPresent(census: Map<string, number>, keyring: SecretKeyring): void {
  const missing = [...census].filter(([id]) => id !== 'clear' && !keyring.readable.has(id));
  if (missing.length === 0) return;
  const which = missing.map(([id, n]) => `${n} with key ${id}`).join(', ');
  throw new SecretKeyError(
    `Stored secrets were sealed with keys that ${keyring.source} does not hold (${which}; it holds ${[
      ...keyring.readable.keys(),
    ].join(
      ', ',
    )}). Configure the key they were sealed with (ASSAY_SECRETS_KEY, ASSAY_SECRETS_OLD_KEYS or the key file).`,
  );
}

/**
 * Seals every clear value and, with `rotate`, seals anew every value not under the current key,
 * in one transaction. Returns how many values it sealed and how many it sealed anew.
 */
export async function resealAll(
  db: Db,
  keyring: SecretKeyring,
  options: { rotate: boolean },
): Promise<{ sealedClear: number; resealed: number }> {
  assertKeysPresent(await sealedCensus(db), keyring);
  let sealedClear = 0;
  let resealed = 0;
  await db.transaction().execute(async (trx) => {
    for (const c of SEALED_COLUMNS) {
      for (const { row_id, owner_id, value } of await storedValues(trx, c)) {
        const context = sealContext(c.table, c.column, owner_id);
        let plain: string;
        if (!isSealed(value)) {
          plain = value;
          sealedClear++;
        } else if (options.rotate && sealedKeyId(value) !== keyring.current.id) {
          plain = openText(value, context, keyring);
          resealed++;
        } else continue;
        await sql`update ${sql.table(c.table)} set ${sql.ref(c.column)} = ${sealText(plain, context, keyring.current)}
          where ${sql.ref(c.row)} = ${row_id}`.execute(trx);
      }
    }
  });
  return { sealedClear, resealed };
}
