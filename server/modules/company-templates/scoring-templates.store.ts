/** A company's scoring-criteria templates as settings read and write them (criteria kept as jsonb). */
import { sql } from 'kysely';
import type {
  ListScoringTemplates,
  SaveScoringTemplate,
  ScoringCriterion,
  ScoringTemplate,
  ScoringTemplateOrdering,
} from '../../../contracts/scoring-templates.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const COLUMNS = [
  'scoring_template_id',
  'account_id',
  'name',
  'criteria',
  'use_count',
  'archived_at',
  'updated_at',
] as const;
type Row = {
  scoring_template_id: number;
  account_id: number;
  name: string;
  criteria: unknown;
  use_count: number;
  archived_at: Date | null;
  updated_at: Date;
};
const criteriaOf = (value: unknown): ScoringCriterion[] =>
  typeof value === 'string' ? (JSON.parse(value) as ScoringCriterion[]) : (value as ScoringCriterion[]);
const publicTemplate = ({ archived_at, criteria, ...row }: Row): ScoringTemplate => ({
  ...row,
  criteria: criteriaOf(criteria),
  archived: archived_at !== null,
  updated_at: new Date(row.updated_at).toISOString(),
});

export async function listTemplates(
  db: Db,
  query: ListScoringTemplates,
): Promise<{ results: ScoringTemplate[]; count: number }> {
  const ordering: ScoringTemplateOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let base = db
    .selectFrom('scoring_templates')
    .where('account_id', '=', query.account_id)
    .where('archived_at', query.archived === 'true' ? 'is not' : 'is', null);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // The criteria's names and texts count too: the jsonb as text holds them all.
    base = base.where((eb) => eb.or([eb('name', 'ilike', pattern), eb(sql<string>`criteria::text`, 'ilike', pattern)]));
  }
  const found = await base
    .select(COLUMNS)
    .orderBy(ordering.replace(/^-/, '') as 'name' | 'updated_at', ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('scoring_template_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { results: (found as Row[]).map(publicTemplate), count: Number(n) };
}

export async function templateById(db: Db, id: number, lock = false): Promise<ScoringTemplate | undefined> {
  let query = db.selectFrom('scoring_templates').select(COLUMNS).where('scoring_template_id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && publicTemplate(row as Row);
}

export async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('scoring_templates')
    .select('scoring_template_id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('scoring_template_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTemplate(db: Db, accountId: number, value: SaveScoringTemplate): Promise<number> {
  const row = await db
    .insertInto('scoring_templates')
    .values({ account_id: accountId, name: value.name, criteria: JSON.stringify(value.criteria) })
    .returning('scoring_template_id')
    .executeTakeFirstOrThrow();
  return row.scoring_template_id;
}

export async function updateTemplate(db: Db, id: number, value: SaveScoringTemplate): Promise<void> {
  await db
    .updateTable('scoring_templates')
    .set({ name: value.name, criteria: JSON.stringify(value.criteria), updated_at: new Date() })
    .where('scoring_template_id', '=', id)
    .execute();
}

export async function countUse(db: Db, id: number): Promise<void> {
  await db
    .updateTable('scoring_templates')
    .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
    .where('scoring_template_id', '=', id)
    .execute();
}

export async function setArchived(db: Db, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('scoring_templates')
    .set({ archived_at: archived ? new Date() : null, updated_at: new Date() })
    .where('scoring_template_id', '=', id)
    .execute();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('scoring_templates').where('scoring_template_id', '=', id).execute();
}
