/** The SQL of the staff's pathway roles: roles, their weights, who answered about them, what a role may weigh. */
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { roleItemId } from '../../db/seed/content/career-pathways-bank.ts';

export async function rolesOf(db: Db, jobId: number) {
  return db
    .selectFrom('pathway_jobs')
    .select(['pathway_job_id', 'title', 'description', 'sort_order', 'archived_at'])
    .where('job_id', '=', jobId)
    .orderBy('sort_order')
    .orderBy('pathway_job_id')
    .execute();
}

export async function findRole(db: Db, jobId: number, pathwayJobId: number) {
  return db
    .selectFrom('pathway_jobs')
    .select(['pathway_job_id', 'title', 'description', 'sort_order', 'archived_at'])
    .where('job_id', '=', jobId)
    .where('pathway_job_id', '=', pathwayJobId)
    .executeTakeFirst();
}

export async function weightsOf(db: Db, pathwayJobIds: readonly number[]) {
  if (pathwayJobIds.length === 0) return [];
  return db
    .selectFrom('pathway_job_attributes')
    .select(['pathway_job_id', 'attribute_type_id', 'weight'])
    .where('pathway_job_id', 'in', [...pathwayJobIds])
    .orderBy('pathway_job_id')
    .orderBy('sort_order')
    .orderBy('attribute_type_id')
    .execute();
}

/** How many attempts (one per employee and questionnaire) answered each role's interest question, saved or submitted. */
export async function interestAnswerCounts(db: Db, pathwayJobIds: readonly number[]): Promise<Map<number, number>> {
  if (pathwayJobIds.length === 0) return new Map();
  const itemIds = pathwayJobIds.map(roleItemId);
  const rows = await db
    .selectFrom('user_answers')
    .select(['item_id', (eb) => eb.fn.count<string>('attempt_id').distinct().as('n')])
    .where('item_id', 'in', itemIds)
    .groupBy('item_id')
    .execute();
  const byItem = new Map(rows.map((r) => [r.item_id, Number(r.n)]));
  return new Map(pathwayJobIds.map((id) => [id, byItem.get(roleItemId(id)) ?? 0]));
}

/** Live trackers of the pathway with at least one measured attribute score. */
export async function scoredEmployeeCount(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('user_trackers as t')
    .where('t.job_id', '=', jobId)
    .where('t.removed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('application_attribute_scores as s').select('s.ref_id').whereRef('s.ref_id', '=', 't.ref_id'),
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The attributes a role of the company may weigh: the shared library and the company's own. */
export async function attributeOptions(db: Db, accountId: number, language: Language) {
  const types = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'category', 'sort_order'])
    .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '=', accountId)]))
    .orderBy('category')
    .orderBy('sort_order')
    .orderBy('attribute_type_id')
    .execute();
  if (types.length === 0) return [];
  const texts = await db
    .selectFrom('attribute_type_texts')
    .select(['attribute_type_id', 'language', 'name'])
    .where(
      'attribute_type_id',
      'in',
      types.map((t) => t.attribute_type_id),
    )
    .where('language', 'in', language === 'en' ? ['en'] : [language, 'en'])
    .execute();
  const nameOf = new Map<number, string>();
  for (const text of texts)
    if (!nameOf.has(text.attribute_type_id) || text.language === language)
      nameOf.set(text.attribute_type_id, text.name);
  return types
    .map((t) => ({
      attribute_type_id: t.attribute_type_id,
      category: t.category,
      name: nameOf.get(t.attribute_type_id) ?? '',
    }))
    .filter((t) => t.name !== '');
}

export async function nextSortOrder(db: Db, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('pathway_jobs')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
