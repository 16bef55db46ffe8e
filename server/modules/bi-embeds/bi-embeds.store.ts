/** Embedded BI dashboards' rows (migration 0110, D235). The secret stays sealed (D265) until it signs a token. */
import type { Db } from '../../db/database.ts';
import type { BiEmbedScope } from '../../db/schema.ts';
import { sealContext } from '../../secrets/sealed-columns.ts';
import { SealedSecret } from '../../secrets/sealed-secret.ts';

export interface EmbedWrite {
  name: string;
  site_url: string;
  dashboard: number;
  scope: BiEmbedScope;
  secret: string | SealedSecret;
}

const base = (db: Db) => db.selectFrom('bi_embeds').selectAll();
type StoredRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
export type EmbedRow = Omit<StoredRow, 'secret'> & { secret: SealedSecret };

const secretContext = (accountId: number) => sealContext('bi_embeds', 'secret', accountId);
const sealed = (row: StoredRow): EmbedRow => ({
  ...row,
  secret: SealedSecret.fromStored(row.secret, secretContext(row.account_id)),
});
const stored = (accountId: number, values: EmbedWrite) => ({
  ...values,
  secret: SealedSecret.toStored(values.secret, secretContext(accountId)),
});

export async function listOfAccount(db: Db, accountId: number, scope?: BiEmbedScope): Promise<EmbedRow[]> {
  let query = base(db).where('account_id', '=', accountId);
  if (scope) query = query.where('scope', '=', scope);
  return (await query.orderBy('name').orderBy('embed_id').execute()).map(sealed);
}

/** The embed when it is the company's; undefined otherwise (another company's is not found). */
export async function findOfAccount(db: Db, accountId: number, embedId: number): Promise<EmbedRow | undefined> {
  const row = await base(db).where('account_id', '=', accountId).where('embed_id', '=', embedId).executeTakeFirst();
  return row && sealed(row);
}

export async function countOfAccount(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('bi_embeds')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insert(db: Db, accountId: number, values: EmbedWrite): Promise<number> {
  const row = await db
    .insertInto('bi_embeds')
    .values({ account_id: accountId, ...stored(accountId, values) })
    .returning('embed_id')
    .executeTakeFirstOrThrow();
  return row.embed_id;
}

export async function update(
  db: Db,
  existing: Pick<EmbedRow, 'embed_id' | 'account_id'>,
  values: EmbedWrite,
  siteChanged: boolean,
): Promise<void> {
  const embedId = existing.embed_id;
  await db
    .updateTable('bi_embeds')
    .set({
      ...stored(existing.account_id, values),
      updated_at: new Date(),
      // A new address has not been tested yet.
      ...(siteChanged ? { status: 'unchecked' as const, last_error: '', checked_at: null } : {}),
    })
    .where('embed_id', '=', embedId)
    .execute();
}

export async function remove(db: Db, embedId: number): Promise<void> {
  await db.deleteFrom('bi_embeds').where('embed_id', '=', embedId).execute();
}

export async function recordCheck(db: Db, embedId: number, result: { ok: boolean; reason: string }): Promise<void> {
  await db
    .updateTable('bi_embeds')
    .set({
      status: result.ok ? 'connected' : 'failing',
      last_error: result.ok ? '' : result.reason,
      checked_at: new Date(),
    })
    .where('embed_id', '=', embedId)
    .execute();
}
