/**
 * An employee's own job-profile page (contracts/my-job-profile.ts, D150): their roles, the plan
 * activities, and the current period's satisfaction questions, which they answer about themselves.
 * Only the signed-in user's own employee records are read; anything else answers 404.
 */
import type { AnswerSatisfaction, MyRole } from '../../../contracts/my-job-profile.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './my-job-profile.store.ts';
import { checkAnswers } from './outcomes.service.ts';
import { listQuestions } from './outcomes.store.ts';

type RoleRow = Awaited<ReturnType<typeof store.myRoles>>[number];

async function roleOf(db: Db, userId: number, row: RoleRow): Promise<MyRole> {
  const [activities, period, questions] = await Promise.all([
    store.planActivities(db, row.job_id!, userId),
    store.currentPeriod(db, row.job_id!),
    listQuestions(db, row.account_id, 'employee'),
  ]);
  const answers =
    period && questions.length > 0 ? await store.myAnswers(db, period.outcome_period_id, row.employee_id) : [];
  const asked = new Set(questions.map((q) => q.outcome_question_id));
  const given = answers.filter((a) => asked.has(a.outcome_question_id));
  return {
    employee_id: row.employee_id,
    company_name: row.company_name,
    job_title: row.job_title,
    profile_title: row.profile_title,
    start_date: row.start_date,
    activities,
    period:
      period && questions.length > 0
        ? {
            ...period,
            questions: questions.map((q) => ({ outcome_question_id: q.outcome_question_id, question: q.question })),
            answers: Object.fromEntries(given.map((a) => [String(a.outcome_question_id), a.value])),
            answered_at:
              given.length === 0
                ? null
                : given
                    .map((a) => a.answered_at)
                    .sort()
                    .at(-1)!,
          }
        : null,
  };
}

export async function getMine(db: Db, viewer: LoadedUser): Promise<{ roles: MyRole[] }> {
  const rows = await store.myRoles(db, viewer.user_id);
  const roles: MyRole[] = [];
  for (const row of rows) roles.push(await roleOf(db, viewer.user_id, row));
  return { roles };
}

const periodNotFound = () => notFound('This outcome period is not open to you.');

export async function answerMine(db: Db, viewer: LoadedUser, body: AnswerSatisfaction): Promise<{ roles: MyRole[] }> {
  const row = (await store.myRoles(db, viewer.user_id)).find((r) => r.employee_id === body.employee_id);
  if (!row) throw periodNotFound();
  await db.transaction().execute(async (trx) => {
    const period = await store.currentPeriod(trx, row.job_id!);
    if (!period || period.outcome_period_id !== body.outcome_period_id) throw periodNotFound();
    const questionIds = (await listQuestions(trx, row.account_id, 'employee')).map((q) => q.outcome_question_id);
    if (questionIds.length === 0) throw periodNotFound();
    checkAnswers(questionIds, body.answers);
    await store.saveMyAnswers(trx, period.outcome_period_id, row.employee_id, period.measured_on, body.answers);
  });
  return getMine(db, viewer);
}
