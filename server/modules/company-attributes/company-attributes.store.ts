/**
 * The attribute catalogue as company settings read and write it: the provider's attributes
 * (account_id null) and one company's own, with how many of that company's questions, weights and
 * scores use each. A company attribute's texts are one row in attribute_type_texts, language 'en',
 * which every language falls back to. Visibility is decided by the service; these trust the ids.
 */
import { sql } from 'kysely';
import type {
  CatalogueAttribute,
  CompanyAttributeCategory,
  CompanyAttributeOrdering,
  ListCompanyAttributes,
} from '../../../contracts/company-attributes.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

const text = (column: 'name' | 'description', language: Language) =>
  sql<string>`coalesce(
    (select x.${sql.ref(column)} from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
    (select x.${sql.ref(column)} from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'),
    at.code, '')`;

/** The company's questions that measure the attribute: question bank questions and interview kit questions. */
const questionsOf = (accountId: number) => sql<number>`(
  (select count(*)::int from question_attributes qa join account_questions q on q.account_question_id = qa.account_question_id
    where qa.attribute_type_id = at.attribute_type_id and q.account_id = ${accountId})
  + (select count(*)::int from interview_kit_question_attributes ka
    join interview_kit_questions kq on kq.interview_kit_question_id = ka.interview_kit_question_id
    join interview_kits k on k.interview_kit_id = kq.interview_kit_id
    where ka.attribute_type_id = at.attribute_type_id and k.account_id = ${accountId}))`;

/** Weights the company gives it: requisition and job profile groups, pathway roles, kit rubrics. */
const weightsOf = (accountId: number) => sql<number>`(
  (select count(*)::int from job_attribute_group_attributes ga join job_attribute_groups g on g.job_attribute_group_id = ga.job_attribute_group_id
    join jobs j on j.job_id = g.job_id where ga.attribute_type_id = at.attribute_type_id and j.account_id = ${accountId})
  + (select count(*)::int from pathway_job_attributes pa join pathway_jobs pj on pj.pathway_job_id = pa.pathway_job_id
    join jobs j on j.job_id = pj.job_id where pa.attribute_type_id = at.attribute_type_id and j.account_id = ${accountId})
  + (select count(distinct r.interview_kit_id)::int from interview_rubric_levels r join interview_kits k on k.interview_kit_id = r.interview_kit_id
    where r.attribute_type_id = at.attribute_type_id and k.account_id = ${accountId}))`;

/** Scores measured on the company's applicants, employees and interviews. */
const scoresOf = (accountId: number) => sql<number>`(
  (select count(*)::int from application_attribute_scores s join user_trackers u on u.ref_id = s.ref_id join jobs j on j.job_id = u.job_id
    where s.attribute_type_id = at.attribute_type_id and j.account_id = ${accountId})
  + (select count(*)::int from employee_attribute_scores s join employees e on e.employee_id = s.employee_id
    where s.attribute_type_id = at.attribute_type_id and e.account_id = ${accountId})
  + (select count(*)::int from interview_evaluation_scores s join interview_evaluations v on v.interview_evaluation_id = s.interview_evaluation_id
    join interviews i on i.interview_id = v.interview_id where s.attribute_type_id = at.attribute_type_id and i.account_id = ${accountId}))`;

function catalogue(db: Db, accountId: number, language: Language) {
  const rows = db
    .selectFrom('attribute_types as at')
    .select([
      'at.attribute_type_id',
      'at.account_id',
      'at.category',
      'at.sort_order',
      text('name', language).as('name'),
      text('description', language).as('description'),
      sql<boolean>`at.archived_at is not null`.as('is_archived'),
      questionsOf(accountId).as('questions'),
      weightsOf(accountId).as('weights'),
      scoresOf(accountId).as('scores'),
    ])
    .where((eb) => eb.or([eb('at.account_id', 'is', null), eb('at.account_id', '=', accountId)]));
  // The outer query names the columns, so orderings and filters can use the computed ones.
  return db.selectFrom(rows.as('c')).selectAll();
}

function narrowed(db: Db, query: ListCompanyAttributes, language: Language) {
  let rows = catalogue(db, query.account_id, language);
  if (query.owner === 'company') rows = rows.where('c.account_id', 'is not', null);
  if (query.owner === 'provider') rows = rows.where('c.account_id', 'is', null);
  if (query.category) rows = rows.where('c.category', '=', query.category as never);
  if (query.include_archived !== 'true') rows = rows.where('c.is_archived', '=', false);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    rows = rows.where((eb) => eb.or([eb('c.name', 'ilike', pattern), eb('c.description', 'ilike', pattern)]));
  }
  return rows;
}

export async function listAttributes(
  db: Db,
  query: ListCompanyAttributes,
  language: Language,
): Promise<{ results: CatalogueAttribute[]; count: number }> {
  const ordering: CompanyAttributeOrdering = query.ordering ?? 'name';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  const desc = ordering.startsWith('-') ? 'desc' : 'asc';
  let rows = narrowed(db, query, language);
  const key = ordering.replace(/^-/, '');
  if (key === 'uses') rows = rows.orderBy(sql`c.questions + c.weights + c.scores`, desc);
  else if (key === 'category') rows = rows.orderBy('c.category').orderBy('c.sort_order');
  rows = rows.orderBy(sql`lower(c.name)`, key === 'name' ? desc : 'asc').orderBy('c.attribute_type_id');
  const found = await rows
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { n } = await db
    .selectFrom(narrowed(db, query, language).as('n'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { results: found.map(({ sort_order: _order, ...row }) => row), count: Number(n) };
}

/** One attribute as the company sees it, with its uses; undefined when it is missing or another company's. */
export async function attributeOf(
  db: Db,
  accountId: number,
  id: number,
  language: Language = 'en',
): Promise<CatalogueAttribute | undefined> {
  const row = await catalogue(db, accountId, language).where('c.attribute_type_id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { sort_order: _order, ...attribute } = row;
  return attribute;
}

export async function ownerOf(db: Db, id: number, lock = false): Promise<{ account_id: number | null } | undefined> {
  let query = db.selectFrom('attribute_types').select('account_id').where('attribute_type_id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether another attribute of the company (archived or not) has this name, case ignored. */
export async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('attribute_types as at')
    .innerJoin('attribute_type_texts as x', 'x.attribute_type_id', 'at.attribute_type_id')
    .select('at.attribute_type_id')
    .where('at.account_id', '=', accountId)
    .where('x.language', '=', 'en')
    .where(sql<boolean>`lower(x.name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('at.attribute_type_id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertAttribute(
  db: Db,
  accountId: number,
  value: { name: string; category: CompanyAttributeCategory; description: string },
): Promise<number> {
  const next = await db
    .selectFrom('attribute_types')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('attribute_types')
    .values({
      account_id: accountId,
      asmt_id: null,
      code: null,
      category: value.category,
      sort_order: Number(next.m ?? 0) + 1,
    })
    .returning('attribute_type_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('attribute_type_texts')
    .values({
      attribute_type_id: row.attribute_type_id,
      language: 'en',
      name: value.name,
      description: value.description,
    })
    .execute();
  return row.attribute_type_id;
}

/** The company's own texts replace every language's (it writes them in one). */
export async function updateAttribute(
  db: Db,
  id: number,
  value: { name: string; category: CompanyAttributeCategory; description: string },
): Promise<void> {
  await db
    .updateTable('attribute_types')
    .set({ category: value.category })
    .where('attribute_type_id', '=', id)
    .execute();
  await db.deleteFrom('attribute_type_texts').where('attribute_type_id', '=', id).execute();
  await db
    .insertInto('attribute_type_texts')
    .values({ attribute_type_id: id, language: 'en', name: value.name, description: value.description })
    .execute();
}

export async function setArchived(db: Db, id: number, isArchived: boolean): Promise<void> {
  await db
    .updateTable('attribute_types')
    .set({ archived_at: isArchived ? sql<Date>`now()` : null })
    .where('attribute_type_id', '=', id)
    .execute();
}

export async function deleteAttribute(db: Db, id: number): Promise<void> {
  await db.deleteFrom('attribute_types').where('attribute_type_id', '=', id).execute();
}
