/**
 * The SQL of the attributes library and a requisition's attribute groups, and the
 * attributes its plan measures. Visibility is decided by server/http/team-access.ts; these functions trust the ids.
 */
import { sql } from 'kysely';
import type { ScoringCriterion } from '../../../contracts/scoring-templates.ts';
import type { AttributeGroup, AttributeType } from '../../../contracts/smartreq.ts';
import type { Language } from '../../../contracts/user.ts';
import { hiringExclusionOf } from '../../../contracts/hiring-attributes.ts';
import type { Db } from '../../db/database.ts';

function textsJoin(language: Language) {
  return sql<string>`coalesce(
    (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
    (select x.name from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'),
    at.code, '')`;
}

export async function listAttributeTypes(
  db: Db,
  accountId: number | null,
  language: Language,
  category?: string,
): Promise<AttributeType[]> {
  let query = db
    .selectFrom('attribute_types as at')
    .select([
      'at.attribute_type_id',
      'at.account_id',
      'at.asmt_id',
      'at.code',
      'at.category',
      'at.sort_order',
      textsJoin(language).as('name'),
      sql<string>`coalesce(
        (select x.description from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = ${language}),
        (select x.description from attribute_type_texts x where x.attribute_type_id = at.attribute_type_id and x.language = 'en'), '')`.as(
        'description',
      ),
    ])
    .where((eb) =>
      accountId === null
        ? eb('at.account_id', 'is', null)
        : eb.or([eb('at.account_id', 'is', null), eb('at.account_id', '=', accountId)]),
    )
    // An archived company attribute stays where it is used and is offered for nothing new (D139).
    .where('at.archived_at', 'is', null);
  if (category) query = query.where('at.category', '=', category as AttributeType['category'] as never);
  const rows = await query
    .orderBy('at.category')
    .orderBy('at.asmt_id')
    .orderBy('at.sort_order')
    .orderBy('at.attribute_type_id')
    .execute();
  return rows.map((r) => ({ ...r, hiring_exclusion: hiringExclusionOf(r) }));
}

/** A library attribute the company may use (shared or its own, not archived), with what decides its exclusion from hiring. */
export async function usableAttributeType(db: Db, accountId: number, attributeTypeId: number) {
  return db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'category', 'code'])
    .where('attribute_type_id', '=', attributeTypeId)
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** Weighted attributes (group weight and own weight above 0) the job may weigh in hiring. */
export async function countHiringWeights(db: Db, jobId: number): Promise<number> {
  const rows = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select(['at.category', 'at.code'])
    .where('g.job_id', '=', jobId)
    .where('g.weight', '>', 0)
    .where('ga.weight', '>', 0)
    .execute();
  return rows.filter((r) => hiringExclusionOf(r) === null).length;
}

type Levels = ScoringCriterion['levels'];
const levelsOf = (value: unknown): Levels | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? (JSON.parse(value) as Levels)
      : (value as Levels);

export async function listAttributeGroups(db: Db, jobId: number, language: Language): Promise<AttributeGroup[]> {
  const groups = await db
    .selectFrom('job_attribute_groups')
    .select(['job_attribute_group_id', 'name', 'weight', 'sort_order'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('job_attribute_group_id')
    .execute();
  if (groups.length === 0) return [];
  const attributes = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select([
      'ga.job_attribute_group_attribute_id',
      'ga.job_attribute_group_id',
      'ga.attribute_type_id',
      'ga.weight',
      'ga.levels',
      'at.category',
      'at.code',
      textsJoin(language).as('name'),
    ])
    .where(
      'ga.job_attribute_group_id',
      'in',
      groups.map((g) => g.job_attribute_group_id),
    )
    .orderBy('ga.sort_order')
    .orderBy('ga.job_attribute_group_attribute_id')
    .execute();
  // Sort orders are given from 1 in fetched lists (seed 001 section 9).
  return groups.map((g, gi) => ({
    ...g,
    sort_order: gi + 1,
    attributes: attributes
      .filter((a) => a.job_attribute_group_id === g.job_attribute_group_id)
      .map((a, ai) => ({
        job_attribute_group_attribute_id: a.job_attribute_group_attribute_id,
        attribute_type_id: a.attribute_type_id,
        name: a.name,
        category: a.category,
        weight: a.weight,
        sort_order: ai + 1,
        hiring_exclusion: hiringExclusionOf(a),
        levels: levelsOf(a.levels),
      })),
  }));
}

export async function findGroup(db: Db, groupId: number) {
  return db
    .selectFrom('job_attribute_groups')
    .select(['job_attribute_group_id', 'job_id'])
    .where('job_attribute_group_id', '=', groupId)
    .executeTakeFirst();
}

export async function findGroupAttribute(db: Db, groupAttributeId: number) {
  return db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select(['ga.job_attribute_group_attribute_id', 'ga.job_attribute_group_id', 'g.job_id', 'at.category', 'at.code'])
    .where('ga.job_attribute_group_attribute_id', '=', groupAttributeId)
    .executeTakeFirst();
}

export async function insertGroup(db: Db, jobId: number, name: string, weight: number): Promise<number> {
  const next = await db
    .selectFrom('job_attribute_groups')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('job_attribute_groups')
    .values({ job_id: jobId, name, weight, sort_order: Number(next.m ?? 0) + 1 })
    .returning('job_attribute_group_id')
    .executeTakeFirstOrThrow();
  return row.job_attribute_group_id;
}

export async function updateGroup(
  db: Db,
  groupId: number,
  values: { name?: string; weight?: number; sort_order?: number },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('job_attribute_groups').set(values).where('job_attribute_group_id', '=', groupId).execute();
}

export async function deleteGroup(db: Db, groupId: number): Promise<void> {
  await db.deleteFrom('job_attribute_groups').where('job_attribute_group_id', '=', groupId).execute();
}

/** Whether the job already weighs this attribute in one of its groups. */
export async function jobHasAttribute(db: Db, jobId: number, attributeTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .select('ga.job_attribute_group_attribute_id')
    .where('g.job_id', '=', jobId)
    .where('ga.attribute_type_id', '=', attributeTypeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGroupAttribute(
  db: Db,
  groupId: number,
  attributeTypeId: number,
  weight: number,
  levels?: Levels,
): Promise<void> {
  const next = await db
    .selectFrom('job_attribute_group_attributes')
    .select((eb) => eb.fn.max('sort_order').as('m'))
    .where('job_attribute_group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_attribute_group_attributes')
    .values({
      job_attribute_group_id: groupId,
      attribute_type_id: attributeTypeId,
      weight,
      sort_order: Number(next.m ?? 0) + 1,
      levels: levels ? JSON.stringify(levels) : null,
    })
    .execute();
}

export async function updateGroupAttribute(
  db: Db,
  groupAttributeId: number,
  values: { weight?: number; sort_order?: number; levels?: Levels | null },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  const { levels, ...rest } = values;
  await db
    .updateTable('job_attribute_group_attributes')
    .set(levels === undefined ? rest : { ...rest, levels: levels === null ? null : JSON.stringify(levels) })
    .where('job_attribute_group_attribute_id', '=', groupAttributeId)
    .execute();
}

export async function deleteGroupAttribute(db: Db, groupAttributeId: number): Promise<void> {
  await db
    .deleteFrom('job_attribute_group_attributes')
    .where('job_attribute_group_attribute_id', '=', groupAttributeId)
    .execute();
}

export async function groupIdsOfJob(db: Db, jobId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('job_attribute_groups')
    .select('job_attribute_group_id')
    .where('job_id', '=', jobId)
    .execute();
  return new Set(rows.map((r) => r.job_attribute_group_id));
}

/** The job's weighted attributes by their row id, with what decides their exclusion from hiring. */
export async function groupAttributesOfJob(
  db: Db,
  jobId: number,
): Promise<Map<number, { category: string; code: string | null }>> {
  const rows = await db
    .selectFrom('job_attribute_group_attributes as ga')
    .innerJoin('job_attribute_groups as g', 'g.job_attribute_group_id', 'ga.job_attribute_group_id')
    .innerJoin('attribute_types as at', 'at.attribute_type_id', 'ga.attribute_type_id')
    .select(['ga.job_attribute_group_attribute_id', 'at.category', 'at.code'])
    .where('g.job_id', '=', jobId)
    .execute();
  return new Map(rows.map((r) => [r.job_attribute_group_attribute_id, { category: r.category, code: r.code }]));
}

/** Attributes measured by the plan's questionnaires and by the questions its question sets ask. */
export async function listRecommendedAttributes(db: Db, jobId: number, language: Language) {
  const rows = await db
    .selectFrom('attribute_types as at')
    .select([
      'at.attribute_type_id',
      'at.category',
      'at.code',
      textsJoin(language).as('name'),
      sql<boolean>`exists (select 1 from job_attribute_group_attributes ga join job_attribute_groups g on g.job_attribute_group_id = ga.job_attribute_group_id
        where g.job_id = ${jobId} and ga.attribute_type_id = at.attribute_type_id)`.as('is_added'),
    ])
    .where(
      sql<boolean>`at.asmt_id in (select a.asmt_id from job_step_activities a join job_steps s on s.job_step_id = a.job_step_id
        where s.job_id = ${jobId} and a.asmt_id is not null)
      or at.attribute_type_id in (select qa.attribute_type_id from question_attributes qa
        join job_step_activity_questions q on q.account_question_id = qa.account_question_id
        join job_step_activities a on a.job_step_activity_id = q.job_step_activity_id
        join job_steps s on s.job_step_id = a.job_step_id where s.job_id = ${jobId})`,
    )
    .orderBy('at.asmt_id')
    .orderBy('at.sort_order')
    .orderBy('at.attribute_type_id')
    .execute();
  // An attribute kept out of hiring (D198) is never recommended.
  return rows
    .filter((r) => hiringExclusionOf(r) === null)
    .map(({ code: _code, ...r }, i) => ({ ...r, sort_order: i + 1 }));
}
