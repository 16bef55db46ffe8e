/**
 * The Screening Questions dashboard: answers the scope's applications gave to custom screening
 * questions (the last revision of each, once per application and question), counted in SQL.
 */
import { sql } from 'kysely';
import type { ScreeningQuestionReport } from '../../../contracts/screening-reports.ts';
import type { QuestionType } from '../../../contracts/screening-questions.ts';
import type { Db } from '../../db/database.ts';
import { apps, type Scope } from './analytics.store.ts';

function answersOf(scope: Scope) {
  return sql`${apps(scope)},
  ans as (
    select distinct on (ap.ref_id, aq.account_question_id) ap.ref_id, ap.status, aq.account_question_id, aq.question_type, a.value
    from apps ap
    join user_attempts ua on ua.ref_id = ap.ref_id
    join job_step_activities jsa on jsa.job_step_activity_id = ua.job_step_activity_id and jsa.activity_type = 'questions'
    join user_answers a on a.attempt_id = ua.attempt_id and a.item_id ~ '^q[0-9]{1,9}$'
    join account_questions aq on aq.account_question_id = substr(a.item_id, 2)::int
    where jsonb_typeof(a.value) <> 'null'
    order by ap.ref_id, aq.account_question_id, a.answered_at desc
  )`;
}

async function questionTotals(db: Db, scope: Scope) {
  const r = await sql<{
    account_question_id: number;
    question_text: string;
    question_type: QuestionType;
    answered: number;
    hired: number;
    median: string | null;
  }>`with ${answersOf(scope)}
    select ans.account_question_id, aq.question_text, aq.question_type, count(*)::int as answered,
      count(*) filter (where ans.status = 'hired')::int as hired,
      percentile_cont(0.5) within group (order by (ans.value #>> '{}')::numeric) filter (where ans.question_type = 'number' and jsonb_typeof(ans.value) = 'number') as median
    from ans join account_questions aq on aq.account_question_id = ans.account_question_id
    group by ans.account_question_id, aq.question_text, aq.question_type
    order by answered desc, ans.account_question_id`.execute(db);
  return r.rows;
}

async function choiceCounts(db: Db, scope: Scope) {
  const r = await sql<{ question_option_id: number; answers: number; hired: number }>`with ${answersOf(scope)}
    select o.question_option_id, count(*)::int as answers, count(*) filter (where ans.status = 'hired')::int as hired
    from ans join question_options o on o.account_question_id = ans.account_question_id
    where (ans.question_type = 'single_choice' and ans.value #>> '{}' = o.question_option_id::text)
       or (ans.question_type = 'multiple_choice' and jsonb_typeof(ans.value) = 'array'
           and exists (select 1 from jsonb_array_elements_text(ans.value) e where e = o.question_option_id::text))
       or (ans.question_type = 'yes_no' and lower(ans.value #>> '{}') = lower(o.option_text))
    group by o.question_option_id`.execute(db);
  return r.rows;
}

export async function screeningQuestions(db: Db, scope: Scope): Promise<ScreeningQuestionReport> {
  const [totals, counts] = await Promise.all([questionTotals(db, scope), choiceCounts(db, scope)]);
  const ids = totals.map((q) => q.account_question_id);
  const options = ids.length
    ? await db
        .selectFrom('question_options')
        .select(['question_option_id', 'account_question_id', 'option_text', 'is_knockout'])
        .where('account_question_id', 'in', ids)
        .orderBy('sort_order')
        .orderBy('question_option_id')
        .execute()
    : [];
  const isChoice = (type: QuestionType) => type === 'single_choice' || type === 'multiple_choice' || type === 'yes_no';
  return {
    range: { from_date: scope.from, to_date: scope.to },
    questions: totals.map((q) => ({
      account_question_id: q.account_question_id,
      question_text: q.question_text,
      question_type: q.question_type,
      answered: q.answered,
      hired: q.hired,
      choices: isChoice(q.question_type)
        ? options
            .filter((o) => o.account_question_id === q.account_question_id)
            .map((o) => {
              const count = counts.find((c) => c.question_option_id === o.question_option_id);
              return {
                question_option_id: o.question_option_id,
                label: o.option_text,
                is_knockout: o.is_knockout,
                answers: count?.answers ?? 0,
                hired: count?.hired ?? 0,
              };
            })
        : [],
      median: q.median === null ? null : Math.round(Number(q.median) * 100) / 100,
    })),
  };
}
