import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A secret shared by every API process: generated once and kept in the database. */
export async function loadOrCreateSecret(db: Db, key: string): Promise<string> {
  if (key === 'jwt_secret' && process.env.JWT_SECRET) return process.env.JWT_SECRET;
  await db
    .insertInto('server_settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow())
    .value;
}
