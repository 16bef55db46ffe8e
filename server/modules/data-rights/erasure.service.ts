/**
 * Erasure and anonymisation, driven only by the registry (personal-data.ts). A person's erasure
 * removes or overwrites every row about them and anonymises their users row in place (it stays as
 * a placeholder so applications, funnels and equal-opportunity counts keep their numbers), revokes
 * every session at once, then removes their files. Anonymising applications (the retention sweep)
 * does the same for those applications only, moving them to a fresh placeholder person, so the
 * person's account and their applications elsewhere are untouched.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { safeKey, type FileStorage } from '../../storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  type PersonalDataTable,
  type Scope,
} from '../../db/personal-data-kit.ts';
import { PERSONAL_DATA } from './personal-data.ts';

type Executor = Kysely<Database>;

/** A file a row of the person's names, with its table's way of removing it. */
interface NamedFile {
  file: string;
  removeFile: PersonalDataTable['removeFile'];
}

async function filesOf(db: Executor, scope: Scope): Promise<NamedFile[]> {
  const files: NamedFile[] = [];
  for (const entry of PERSONAL_DATA) {
    const where = entry.rows(scope);
    if (!entry.fileColumn || !where) continue;
    const { rows } = await sql<{
      file: string | null;
    }>`select ${sql.ref(entry.fileColumn)} as file from ${sql.table(entry.table)} where ${where}`.execute(db);
    for (const row of rows) if (row.file) files.push({ file: row.file, removeFile: entry.removeFile });
  }
  return files;
}

/** Call inside the erasure's transaction: offer documents and events, written once otherwise, may then go (migration 0053). */
async function eraseRows(db: Executor, scope: Scope): Promise<void> {
  await sql`select set_config('assay.erasure', 'on', true)`.execute(db);
  for (const entry of PERSONAL_DATA) {
    const where = entry.rows(scope);
    if (!where) continue;
    if (entry.erase.kind === 'delete') {
      await sql`delete from ${sql.table(entry.table)} where ${where}`.execute(db);
    } else if (entry.erase.kind === 'anonymise') {
      const sets = Object.entries(entry.erase.set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
      await sql`update ${sql.table(entry.table)} set ${sql.join(sets)} where ${where}`.execute(db);
    }
  }
}

async function removeFiles(storage: FileStorage, files: readonly NamedFile[]): Promise<void> {
  for (const { file, removeFile } of files) {
    const key = safeKey(file);
    if (!key) continue;
    // The table's own way where it keeps some files elsewhere (video answers still uploading, D459).
    if (removeFile) await removeFile(storage, key);
    else await storage.delete(key);
  }
}

/** Identity columns of a users row once erased: nothing left that names the person or lets them sign in. */
function anonymousIdentity() {
  const opaque = randomUUID();
  return {
    uuid: opaque,
    email: `erased-${opaque}@${ERASED_EMAIL_DOMAIN}`,
    first_name: ERASED_FIRST_NAME,
    last_name: ERASED_LAST_NAME,
    phone_number: null,
    password_hash: null,
    preferred_language: null,
    track_user_with_pendo: false,
    deactivated_at: sql<Date>`now()`,
    sessions_revoked_at: sql<Date>`now()`,
    erased_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  };
}

/** Erases one person. Returns the opaque id the audit entry names. */
export async function erasePerson(db: Db, storage: FileStorage, userId: number): Promise<string> {
  const { opaque, files } = await db.transaction().execute(async (trx) => {
    const files = await filesOf(trx, { userId });
    await eraseRows(trx, { userId });
    const identity = anonymousIdentity();
    await trx.updateTable('users').set(identity).where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    return { opaque: identity.uuid, files };
  });
  await removeFiles(storage, files);
  return opaque;
}

/** Anonymises some applications: their personal rows and files go, and each moves to its own placeholder person. */
export async function anonymiseApplications(db: Db, storage: FileStorage, refIds: readonly string[]): Promise<number> {
  let done = 0;
  for (const refId of refIds) {
    const files = await db.transaction().execute(async (trx) => {
      const scope: Scope = { refIds: [refId] };
      const files = await filesOf(trx, scope);
      await eraseRows(trx, scope);
      const placeholder = await trx
        .insertInto('users')
        .values(anonymousIdentity() as never)
        .returning('user_id')
        .executeTakeFirstOrThrow();
      for (const entry of PERSONAL_DATA) {
        const where = entry.rows(scope);
        if (entry.personColumn && where) {
          await sql`update ${sql.table(entry.table)} set ${sql.ref(entry.personColumn)} = ${placeholder.user_id} where ${where}`.execute(
            trx,
          );
        }
      }
      return files;
    });
    await removeFiles(storage, files);
    done++;
  }
  return done;
}
