/**
 * What lets the demo seed act through the modules' own services, as a user of the product would:
 * the seed's one transaction as a database whose `transaction()` runs inside it (Kysely has no
 * nested transactions, and each service opens its own), and the demo people as signed-in users.
 * A service that refuses throws, and the whole seed rolls back.
 */
import type { Db } from '../db/database.ts';
import { loadUser, type LoadedUser } from '../db/signed-in-user.store.ts';

/** `trx` as a Db whose transaction().execute(fn) calls fn with the same transaction. */
export function inlineTransactions(trx: Db): Db {
  const nested = { execute: <T>(fn: (db: Db) => Promise<T>): Promise<T> => fn(inline) };
  const inline: Db = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction')
        return () => ({ ...nested, setIsolationLevel: () => nested, setAccessMode: () => nested });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return inline;
}

/** The user with this email as the services see a signed-in user (roles included). */
export async function signedIn(db: Db, email: string): Promise<LoadedUser> {
  const row = await db.selectFrom('users').select('user_id').where('email', '=', email).executeTakeFirstOrThrow();
  const user = await loadUser(db, row.user_id);
  if (!user) throw new Error(`demo seed: ${email} cannot act (deactivated?)`);
  return user;
}
