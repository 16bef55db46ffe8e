/** Company details and sources as company settings read and write them. */
import { sql } from 'kysely';
import type {
  CompanyDetails,
  ListSources,
  SaveCompanyDetails,
  SaveSource,
  Source,
  SourceOrdering,
  SourceType,
} from '../../../contracts/company-settings.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

export async function companyDetails(db: Db, accountId: number): Promise<CompanyDetails | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select([
      'account_id',
      'name',
      'logo_url',
      'time_zone',
      'default_language',
      'locations',
      'career_page_headline',
      'career_page_intro',
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && { ...row, default_language: row.default_language as Language };
}

export async function companyNameTaken(db: Db, name: string, exceptAccountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('account_id', '!=', exceptAccountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveCompanyDetails(db: Db, accountId: number, value: SaveCompanyDetails): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ ...value, locations: JSON.stringify(value.locations) })
    .where('account_id', '=', accountId)
    .execute();
}

/** Applications per source, counted once per query rather than per row. */
function sourceQuery(db: Db) {
  return db
    .selectFrom('sources')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('user_trackers')
          .select(['source_id', (e) => e.fn.countAll<string>().as('n')])
          .where('source_id', 'is not', null)
          .groupBy('source_id')
          .as('used'),
      (join) => join.onRef('used.source_id', '=', 'sources.source_id'),
    )
    .select([
      'sources.source_id',
      'sources.account_id',
      'sources.name',
      'sources.source_type',
      'sources.is_active',
      'sources.created_at',
      sql<number>`coalesce(used.n, 0)::int`.as('applications'),
    ]);
}

type SourceRow = Awaited<ReturnType<ReturnType<typeof sourceQuery>['executeTakeFirstOrThrow']>>;
const publicSource = (row: SourceRow): Source => ({
  ...row,
  source_type: row.source_type as SourceType,
  created_at: new Date(row.created_at).toISOString(),
  applications: Number(row.applications),
});

const ORDER: Record<string, 'sources.name' | 'sources.created_at' | 'applications'> = {
  name: 'sources.name',
  created_at: 'sources.created_at',
  applications: 'applications',
};

export async function listSources(db: Db, query: ListSources): Promise<{ results: Source[]; count: number }> {
  const ordering: SourceOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = sourceQuery(db).where('sources.account_id', '=', query.account_id);
  let counted = db
    .selectFrom('sources')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', query.account_id);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where('sources.name', 'ilike', pattern);
    counted = counted.where('name', 'ilike', pattern);
  }
  if (query.is_active) {
    rows = rows.where('sources.is_active', '=', query.is_active === 'true');
    counted = counted.where('is_active', '=', query.is_active === 'true');
  }
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const found = await rows
    .orderBy(ORDER[ordering.replace(/^-/, '')]!, direction)
    .orderBy('sources.source_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await counted.executeTakeFirstOrThrow();
  return { results: found.map(publicSource), count: Number(n) };
}

export async function sourceById(db: Db, sourceId: number, lock = false): Promise<Source | undefined> {
  if (lock) await db.selectFrom('sources').select('source_id').where('source_id', '=', sourceId).forUpdate().execute();
  const row = await sourceQuery(db).where('sources.source_id', '=', sourceId).executeTakeFirst();
  return row && publicSource(row);
}

export async function sourceNameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('sources')
    .select('source_id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('source_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSource(db: Db, accountId: number, value: SaveSource): Promise<number> {
  const row = await db
    .insertInto('sources')
    .values({ account_id: accountId, name: value.name, source_type: value.source_type })
    .returning('source_id')
    .executeTakeFirstOrThrow();
  return row.source_id;
}

export async function updateSource(
  db: Db,
  sourceId: number,
  value: Partial<SaveSource> & { is_active?: boolean },
): Promise<void> {
  await db.updateTable('sources').set(value).where('source_id', '=', sourceId).execute();
}
