/** The SQL of outcome questions, periods, supervisors' links and answers (contracts/outcome-questions.ts). */
import { sql } from 'kysely';
import {
  OUTCOME_LINK_DAYS,
  type OutcomeAudience,
  OutcomePeriod,
  OutcomeQuestion,
} from '../../../contracts/outcome-questions.ts';
import { ratingOnReference } from '../../../contracts/performance-scale.ts';
import type { Db } from '../../db/database.ts';

const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const questions = (db: Db) => db.selectFrom('outcome_questions as q').where('q.deleted_at', 'is', null);
const questionColumns = [
  sql<string | null>`case when q.archived_at is null then null else ${iso('q.archived_at')} end`.as('archived_at'),
  'q.outcome_question_id',
  'q.account_id',
  'q.audience',
  'q.question',
  'q.sort_order',
  sql<string>`(select count(*) from outcome_answers a where a.outcome_question_id = q.outcome_question_id) + (select count(*) from satisfaction_answers s where s.outcome_question_id = q.outcome_question_id)`.as(
    'answers',
  ),
] as const;

const asQuestion = (r: Omit<OutcomeQuestion, 'answers'> & { answers: string | number }): OutcomeQuestion => ({
  ...r,
  answers: Number(r.answers),
});

/** The company's questions asked, in order; only one audience's when given (supervisors' or employees' own, D150); archived ones last when asked for (D155). */
export async function listQuestions(
  db: Db,
  accountId: number,
  audience?: OutcomeAudience,
  includeArchived = false,
): Promise<OutcomeQuestion[]> {
  let query = questions(db).select(questionColumns).where('q.account_id', '=', accountId);
  if (audience !== undefined) query = query.where('q.audience', '=', audience);
  if (!includeArchived) query = query.where('q.archived_at', 'is', null);
  const rows = await query
    .orderBy('q.audience', 'desc')
    .orderBy(sql`q.archived_at is not null`)
    .orderBy('q.sort_order')
    .orderBy('q.outcome_question_id')
    .execute();
  return rows.map(asQuestion);
}

export async function findQuestion(db: Db, id: number): Promise<OutcomeQuestion | undefined> {
  const row = await questions(db).select(questionColumns).where('q.outcome_question_id', '=', id).executeTakeFirst();
  return row ? asQuestion(row) : undefined;
}

export async function insertQuestion(
  db: Db,
  accountId: number,
  question: string,
  audience: OutcomeAudience,
): Promise<number> {
  const row = await db
    .insertInto('outcome_questions')
    .values({
      account_id: accountId,
      audience,
      question,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from outcome_questions where account_id = ${accountId})`,
    })
    .returning('outcome_question_id')
    .executeTakeFirstOrThrow();
  return row.outcome_question_id;
}

export async function updateQuestion(db: Db, id: number, question: string): Promise<void> {
  await db.updateTable('outcome_questions').set({ question }).where('outcome_question_id', '=', id).execute();
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db
    .updateTable('outcome_questions')
    .set({ deleted_at: new Date() })
    .where('outcome_question_id', '=', id)
    .execute();
}

/** Archived, a question is no longer asked; restored, it goes to the end of its list. */
export async function archiveQuestion(db: Db, id: number, accountId: number, archived: boolean): Promise<void> {
  await db
    .updateTable('outcome_questions')
    .set(
      archived
        ? { archived_at: new Date() }
        : {
            archived_at: null,
            sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from outcome_questions where account_id = ${accountId})`,
          },
    )
    .where('outcome_question_id', '=', id)
    .execute();
}

export async function orderQuestions(db: Db, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('outcome_questions')
      .set({ sort_order: index + 1 })
      .where('outcome_question_id', '=', id)
      .execute();
}

const periodColumns = [
  'p.outcome_period_id',
  'p.job_id',
  'p.name',
  sql<string>`to_char(p.measured_on, 'YYYY-MM-DD')`.as('measured_on'),
  iso('p.created_at').as('created_at'),
  sql<string | null>`to_char(p.scheduled_on, 'YYYY-MM-DD')`.as('scheduled_on'),
  sql<string>`(select count(*) from outcome_invitations i where i.outcome_period_id = p.outcome_period_id)`.as(
    'supervisors',
  ),
  sql<string>`(select count(*) from outcome_invitation_employees ie join outcome_invitations i using (outcome_invitation_id) where i.outcome_period_id = p.outcome_period_id)`.as(
    'employees',
  ),
  sql<string>`(select count(*) from outcome_invitation_employees ie join outcome_invitations i using (outcome_invitation_id) where i.outcome_period_id = p.outcome_period_id and ie.answered_at is not null)`.as(
    'answered',
  ),
  sql<string>`(select count(distinct s.employee_id) from satisfaction_answers s where s.outcome_period_id = p.outcome_period_id)`.as(
    'self_answered',
  ),
  sql<string>`(select to_char(max(i.expires_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from outcome_invitations i where i.outcome_period_id = p.outcome_period_id)`.as(
    'expires_at',
  ),
] as const;

type Counted = 'supervisors' | 'employees' | 'answered' | 'self_answered';
type PeriodRow = Omit<OutcomePeriod, Counted | 'expires_at'> &
  Record<Counted, string | number> & { expires_at: string | null };
const asPeriod = (r: PeriodRow): OutcomePeriod => ({
  ...r,
  supervisors: Number(r.supervisors),
  employees: Number(r.employees),
  answered: Number(r.answered),
  self_answered: Number(r.self_answered),
  expires_at: r.expires_at ?? new Date(Date.parse(r.created_at) + OUTCOME_LINK_DAYS * 86_400_000).toISOString(),
});

export async function listPeriods(db: Db, jobId: number): Promise<OutcomePeriod[]> {
  const rows = await db
    .selectFrom('outcome_periods as p')
    .select(periodColumns)
    .where('p.job_id', '=', jobId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.outcome_period_id', 'desc')
    .execute();
  return rows.map(asPeriod);
}

export async function periodById(db: Db, id: number): Promise<OutcomePeriod> {
  return asPeriod(
    await db
      .selectFrom('outcome_periods as p')
      .select(periodColumns)
      .where('p.outcome_period_id', '=', id)
      .executeTakeFirstOrThrow(),
  );
}

/** The profile's participants still employed with an email of their own (their user's when the record has none): who is asked the satisfaction questions. */
export async function participantsToAsk(db: Db, jobId: number) {
  return db
    .selectFrom('employees as e')
    .leftJoin('users as u', 'u.user_id', 'e.user_id')
    .select([
      'e.employee_id',
      sql<string>`lower(trim(coalesce(nullif(trim(e.email), ''), u.email)))`.as('email'),
      'u.preferred_language as language',
    ])
    .where('e.job_profile_id', '=', jobId)
    .where('e.end_date', 'is', null)
    .where(sql<boolean>`coalesce(nullif(trim(e.email), ''), u.email) is not null`)
    .orderBy('e.employee_id')
    .execute();
}

/** The profile's participants still employed who have a supervisor email, grouped by that email (lower case). */
export async function supervisedParticipants(db: Db, jobId: number): Promise<Map<string, number[]>> {
  const rows = await db
    .selectFrom('employees')
    .select(['employee_id', sql<string>`lower(trim(supervisor_email))`.as('supervisor')])
    .where('job_profile_id', '=', jobId)
    .where('end_date', 'is', null)
    .where(sql<boolean>`coalesce(trim(supervisor_email), '') <> ''`)
    .orderBy('employee_id')
    .execute();
  const bySupervisor = new Map<string, number[]>();
  for (const r of rows) bySupervisor.set(r.supervisor, [...(bySupervisor.get(r.supervisor) ?? []), r.employee_id]);
  return bySupervisor;
}

export async function insertPeriod(
  db: Db,
  values: { job_id: number; name: string; measured_on: string; created_by: number | null; scheduled_on?: string },
): Promise<number> {
  const row = await db
    .insertInto('outcome_periods')
    .values(values)
    .returning('outcome_period_id')
    .executeTakeFirstOrThrow();
  return row.outcome_period_id;
}

export async function insertInvitation(
  db: Db,
  values: {
    outcome_period_id: number;
    supervisor_email: string;
    token_hash: string;
    expires_at: Date;
    employeeIds: number[];
  },
): Promise<void> {
  const { employeeIds, ...invitation } = values;
  const row = await db
    .insertInto('outcome_invitations')
    .values(invitation)
    .returning('outcome_invitation_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outcome_invitation_employees')
    .values(employeeIds.map((employee_id) => ({ outcome_invitation_id: row.outcome_invitation_id, employee_id })))
    .execute();
}

export interface InvitationRow {
  outcome_invitation_id: number;
  expires_at: Date;
  account_id: number;
  company_name: string;
  profile_title: string;
  period_name: string;
  measured_on: string;
}

/** A link by its token's hash, with its period, profile and company; a deleted profile's links are gone. */
export async function invitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('outcome_invitations as i')
    .innerJoin('outcome_periods as p', 'p.outcome_period_id', 'i.outcome_period_id')
    .innerJoin('jobs as j', 'j.job_id', 'p.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select([
      'i.outcome_invitation_id',
      'i.expires_at',
      'j.account_id',
      'a.name as company_name',
      'j.title as profile_title',
      'p.name as period_name',
      sql<string>`to_char(p.measured_on, 'YYYY-MM-DD')`.as('measured_on'),
    ])
    .where('i.token_hash', '=', tokenHash)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function invitationEmployees(db: Db, invitationId: number) {
  return db
    .selectFrom('outcome_invitation_employees as ie')
    .innerJoin('employees as e', 'e.employee_id', 'ie.employee_id')
    .select(['e.employee_id', 'e.first_name', 'e.last_name', 'e.job_title', 'ie.answered_at'])
    .where('ie.outcome_invitation_id', '=', invitationId)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.employee_id')
    .execute();
}

export async function invitationAnswers(db: Db, invitationId: number) {
  return db
    .selectFrom('outcome_answers')
    .select(['employee_id', 'outcome_question_id', 'value', 'performance_scale_id'])
    .where('outcome_invitation_id', '=', invitationId)
    .execute();
}

/**
 * Replaces the answers about one employee, kept with the scale version they were given on, and
 * records their mean on the 1-5 reference as the employee's performance rating on the period's day.
 */
export async function saveAnswers(
  db: Db,
  invitationId: number,
  employeeId: number,
  measuredOn: string,
  scale: { performance_scale_id: number | null; size: number },
  answers: { outcome_question_id: number; value: number }[],
): Promise<void> {
  await db
    .deleteFrom('outcome_answers')
    .where('outcome_invitation_id', '=', invitationId)
    .where('employee_id', '=', employeeId)
    .execute();
  await db
    .insertInto('outcome_answers')
    .values(
      answers.map((a) => ({
        outcome_invitation_id: invitationId,
        employee_id: employeeId,
        outcome_question_id: a.outcome_question_id,
        value: a.value,
        performance_scale_id: scale.performance_scale_id,
      })),
    )
    .execute();
  await db
    .updateTable('outcome_invitation_employees')
    .set({ answered_at: new Date() })
    .where('outcome_invitation_id', '=', invitationId)
    .where('employee_id', '=', employeeId)
    .execute();
  const mean = ratingOnReference(answers.reduce((sum, a) => sum + a.value, 0) / answers.length, scale.size);
  await db
    .insertInto('employee_outcome_values')
    .values({ employee_id: employeeId, outcome: 'performance_rating', value: mean, measured_at: measuredOn })
    .onConflict((oc) => oc.columns(['employee_id', 'outcome', 'measured_at']).doUpdateSet({ value: mean }))
    .execute();
}
