/**
 * The start-up step of sealed secrets (D265), run once per start after the migrations: find the
 * keys (making the key file on a first start), refuse to run when stored values need a key that
 * is not configured, seal what an older version stored in clear, then let the database hold the
 * secret columns to sealed values (migration 0119's checks).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { useSecretKeys } from './sealed-secret.ts';
import { resealAll, sealedCensus, SEALED_COLUMNS } from './sealed-columns.ts';
import { loadKeyring, newKeyText, readKeyFile, SecretKeyError, secretKeySource, writeKeyFile } from './secret-keys.ts';

export interface PreparedSecrets {
  /** The key file in use; undefined when the key comes from ASSAY_SECRETS_KEY. */
  keyFile: string | undefined;
  /** Whether this start made the key file. */
  created: boolean;
  /** Values stored in clear before, sealed now. */
  sealedNow: number;
}

export async function prepareSealedSecrets(db: Db, env: NodeJS.ProcessEnv, dataDir: string): Promise<PreparedSecrets> {
  const source = secretKeySource(env, dataDir);
  let keyring = loadKeyring(source);
  let created = false;
  if (!keyring) {
    const sealedWith = [...(await sealedCensus(db)).keys()].filter((id) => id !== 'clear');
    // A new key now would leave these values unreadable for good: the operator must bring the old one back.
    if (sealedWith.length > 0)
      throw new SecretKeyError(
        `The database holds secrets sealed with key ${sealedWith.join(', ')}, but no key is configured: put the key file back at ${source.keyFile} or set ASSAY_SECRETS_KEY.`,
      );
    writeKeyFile(source.keyFile, [newKeyText()]);
    keyring = readKeyFile(source.keyFile);
    created = true;
  }
  useSecretKeys(keyring);
  const { sealedClear } = await resealAll(db, keyring, { rotate: false });
  for (const { table, column } of SEALED_COLUMNS)
    await sql`alter table ${sql.table(table)} validate constraint ${sql.ref(`${table}_${column}_sealed`)}`.execute(db);
  return { keyFile: keyring.fileStamp === undefined ? undefined : keyring.source, created, sealedNow: sealedClear };
}
