/** The provider's questionnaires as one company sees them: on or off for its plans, and how many of its activities give each. */
import { sql } from 'kysely';
import type { Language } from '../../../contracts/languages.ts';
import type {
  ListPersonalAssessments,
  PersonalAssessment,
  PersonalAssessmentOrdering,
} from '../../../contracts/personal-assessments.ts';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';

function catalogue(db: Db, accountId: number, language: Language) {
  return db
    .selectFrom('assessments as a')
    .leftJoin('assessment_texts as t', (join) =>
      join.onRef('t.asmt_id', '=', 'a.asmt_id').on('t.language', '=', language),
    )
    .leftJoin('assessment_texts as en', (join) =>
      join.onRef('en.asmt_id', '=', 'a.asmt_id').on('en.language', '=', 'en'),
    )
    .select((eb) => [
      'a.asmt_id',
      'a.slug',
      'a.kind',
      'a.estimated_minutes',
      sql<string>`coalesce(t.title, en.title, a.slug)`.as('title'),
      eb
        .not(
          eb.exists(
            eb
              .selectFrom('account_disabled_assessments as d')
              .select('d.asmt_id')
              .whereRef('d.asmt_id', '=', 'a.asmt_id')
              .where('d.account_id', '=', accountId),
          ),
        )
        .as('is_enabled'),
      eb
        .selectFrom('job_step_activities as jsa')
        .innerJoin('job_steps as s', 's.job_step_id', 'jsa.job_step_id')
        .innerJoin('jobs as j', 'j.job_id', 's.job_id')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('jsa.asmt_id', '=', 'a.asmt_id')
        .where('j.account_id', '=', accountId)
        .where('j.deleted_at', 'is', null)
        .as('in_use'),
    ]);
}

type Row = Omit<PersonalAssessment, 'in_use'> & { in_use: string | number | null };
const publicRow = (row: Row): PersonalAssessment => ({
  ...row,
  is_enabled: Boolean(row.is_enabled),
  in_use: Number(row.in_use ?? 0),
});

export async function listAssessments(
  db: Db,
  query: ListPersonalAssessments,
): Promise<{ results: PersonalAssessment[]; count: number }> {
  const ordering: PersonalAssessmentOrdering = query.ordering ?? 'title';
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  let rows = db.selectFrom(catalogue(db, query.account_id, query.language ?? 'en').as('c')).selectAll();
  if (query.search) rows = rows.where('c.title', 'ilike', `%${escapeLike(query.search)}%`);
  const { n } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const column = ordering.replace(/^-/, '') as 'title' | 'estimated_minutes' | 'in_use';
  const found = await rows
    .orderBy(column, ordering.startsWith('-') ? 'desc' : 'asc')
    .orderBy('c.asmt_id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { results: found.map((r) => publicRow(r as Row)), count: Number(n) };
}

export async function assessmentFor(
  db: Db,
  accountId: number,
  asmtId: number,
  language: Language,
): Promise<PersonalAssessment | undefined> {
  const row = await db
    .selectFrom(catalogue(db, accountId, language).as('c'))
    .selectAll()
    .where('c.asmt_id', '=', asmtId)
    .executeTakeFirst();
  return row && publicRow(row as Row);
}

export async function setEnabled(db: Db, accountId: number, asmtId: number, isEnabled: boolean): Promise<void> {
  if (isEnabled)
    await db
      .deleteFrom('account_disabled_assessments')
      .where('account_id', '=', accountId)
      .where('asmt_id', '=', asmtId)
      .execute();
  else
    await db
      .insertInto('account_disabled_assessments')
      .values({ account_id: accountId, asmt_id: asmtId })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Whether the company may give this questionnaire in a new activity. */
export async function isEnabled(db: Db, accountId: number, asmtId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('account_disabled_assessments')
      .select('asmt_id')
      .where('account_id', '=', accountId)
      .where('asmt_id', '=', asmtId)
      .executeTakeFirst()) === undefined
  );
}

export async function disabledIds(db: Db, accountId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('account_disabled_assessments')
    .select('asmt_id')
    .where('account_id', '=', accountId)
    .execute();
  return new Set(rows.map((r) => r.asmt_id));
}
