/** Embedded BI dashboards' rows (migration 0110, D235). The secret is read here for signing and testing only. */
import type { Db } from '../../db/database.ts';
import type { BiEmbedScope } from '../../db/schema.ts';

export interface EmbedWrite {
  name: string;
  site_url: string;
  dashboard: number;
  scope: BiEmbedScope;
  secret: string;
}

const base = (db: Db) => db.selectFrom('bi_embeds').selectAll();
export type EmbedRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export async function listOfAccount(db: Db, accountId: number, scope?: BiEmbedScope): Promise<EmbedRow[]> {
  let query = base(db).where('account_id', '=', accountId);
  if (scope) query = query.where('scope', '=', scope);
  return query.orderBy('name').orderBy('embed_id').execute();
}

/** The embed when it is the company's; undefined otherwise (another company's is not found). */
export async function findOfAccount(db: Db, accountId: number, embedId: number): Promise<EmbedRow | undefined> {
  return base(db).where('account_id', '=', accountId).where('embed_id', '=', embedId).executeTakeFirst();
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
    .values({ account_id: accountId, ...values })
    .returning('embed_id')
    .executeTakeFirstOrThrow();
  return row.embed_id;
}

export async function update(db: Db, embedId: number, values: EmbedWrite, siteChanged: boolean): Promise<void> {
  await db
    .updateTable('bi_embeds')
    .set({
      ...values,
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
