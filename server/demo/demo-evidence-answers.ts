/**
 * The demo evidence of answered questions (demo-evidence.ts runs them): screening-question
 * attempts with their scores, and questionnaires' attribute scores.
 */
import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AnswerValue } from '../../contracts/user-response.ts';
import { canonicalAnswersText } from '../../contracts/user-response-codes.ts';
import { screeningAnswerProblems, type RuleQuestion } from '../../contracts/screening-rules.ts';
import type { QuestionSettings } from '../../contracts/screening-questions.ts';
import type { Db } from '../db/database.ts';
import type { UserAnswersTable, UserAttemptsTable } from '../db/schema/answers.ts';
import type { ApplicationAttributeScoresTable } from '../db/schema/candidates.ts';
import { scoreScreeningAnswers } from '../scoring/screening-questions.ts';
import { scoreSubmission, screeningQuestionsOf } from '../modules/scoring/index.ts';
import { DAY, between, fixedUuid, isoDate, pickFrom, type Completion, type Random } from './demo-evidence-kit.ts';

// ---- screening questions ----

const TEXT_ANSWERS: [RegExp, string[]][] = [
  [
    /language/i,
    [
      'English',
      'English and Spanish',
      'English, Spanish and Portuguese',
      'English and French',
      'English and Mandarin',
      'English and Arabic',
    ],
  ],
  [
    /colleague/i,
    [
      'A new colleague struggled with the till, so I stayed after my shift twice a week to practise with her until she felt confident.',
      'I noticed a teammate was overwhelmed by returns, so I split the queue with him and showed him the shortcuts I use.',
      'When a colleague kept missing the weekly report, we sat down together and made a simple checklist; he has not missed one since.',
    ],
  ],
  [
    /customer/i,
    [
      'A customer’s order arrived damaged the day before a party. I apologised, found a replacement in another store and had it delivered that evening. She still shops with us.',
      'A caller was angry about a double charge. I listened, refunded it while we talked and sent a written confirmation; he thanked me and renewed his plan.',
      'An elderly customer could not find a gift. I walked the store with her, suggested two options and wrapped the one she chose. She came back the next week to say thanks.',
    ],
  ],
];

function textAnswer(questionText: string, random: Random): string {
  const pool = TEXT_ANSWERS.find(([pattern]) => pattern.test(questionText))?.[1] ?? [
    'I enjoy working with people and I always try to leave them better off than I found them.',
  ];
  return pickFrom(random, pool);
}

interface AskedQuestion extends RuleQuestion {
  question_text: string;
}

function answerOf(q: AskedQuestion, c: Completion, random: Random): AnswerValue | undefined {
  if (!q.is_required && (q.question_type === 'file' || random() < 0.15)) return undefined;
  switch (q.question_type) {
    case 'yes_no':
      return random() < 0.85 || q.is_required ? 'yes' : 'no';
    case 'single_choice':
      return pickFrom(random, q.options).question_option_id;
    case 'multiple_choice': {
      const chosen = q.options.filter(() => random() < 0.5);
      return (chosen.length ? chosen : [pickFrom(random, q.options)]).map((o) => String(o.question_option_id));
    }
    case 'number': {
      const low = Math.max(q.settings.min ?? 0, 15);
      const high = Math.min(q.settings.max ?? 60, 40);
      return between(random, low, Math.max(low, high));
    }
    case 'date':
      return isoDate(c.applied_at.getTime() + between(random, 7, 30) * DAY);
    case 'short_text':
    case 'long_text':
      return textAnswer(q.question_text, random);
    default:
      return undefined;
  }
}

export async function seedQuestions(db: Db, done: Completion[], random: Random): Promise<void> {
  const submitted = new Set(
    (
      await db
        .selectFrom('user_attempts')
        .select(['ref_id', 'job_step_activity_id'])
        .where('submitted_at', 'is not', null)
        .execute()
    ).map((r) => `${r.ref_id}/${r.job_step_activity_id}`),
  );
  const todo = done.filter(
    (c) => c.activity_type === 'questions' && !submitted.has(`${c.ref_id}/${c.job_step_activity_id}`),
  );
  if (todo.length === 0) return;
  const activityIds = [...new Set(todo.map((c) => c.job_step_activity_id))];
  const asked = await db
    .selectFrom('job_step_activity_questions as aq')
    .innerJoin('account_questions as q', 'q.account_question_id', 'aq.account_question_id')
    .select([
      'aq.job_step_activity_id',
      'q.account_question_id',
      'q.question_type',
      'q.question_text',
      'q.settings',
      'aq.is_required',
    ])
    .where('aq.job_step_activity_id', 'in', activityIds)
    .orderBy('aq.sort_order')
    .execute();
  const options = asked.length
    ? await db
        .selectFrom('question_options')
        .select(['account_question_id', 'question_option_id', 'option_text'])
        .where('account_question_id', 'in', [...new Set(asked.map((q) => q.account_question_id))])
        .orderBy('sort_order')
        .execute()
    : [];
  const questionsOf = new Map<number, AskedQuestion[]>();
  const scoringOf = new Map<number, Awaited<ReturnType<typeof screeningQuestionsOf>>>();
  for (const id of activityIds) {
    questionsOf.set(
      id,
      asked
        .filter((q) => q.job_step_activity_id === id)
        .map((q) => ({
          account_question_id: q.account_question_id,
          question_type: q.question_type,
          question_text: q.question_text,
          is_required: q.is_required,
          settings: (q.settings ?? {}) as QuestionSettings,
          options: options.filter((o) => o.account_question_id === q.account_question_id),
        })),
    );
    scoringOf.set(id, await screeningQuestionsOf(db, id));
  }
  const attempts: Insertable<UserAttemptsTable>[] = [];
  const answers: Insertable<UserAnswersTable>[] = [];
  const scores: Insertable<ApplicationAttributeScoresTable>[] = [];
  for (const [n, c] of todo.entries()) {
    const questions = questionsOf.get(c.job_step_activity_id) ?? [];
    const given = questions.flatMap((q) => {
      const value = answerOf(q, c, random);
      return value === undefined ? [] : [{ item_id: `q${q.account_question_id}`, value }];
    });
    const problems = screeningAnswerProblems(questions, given);
    if (problems.length)
      throw new Error(`demo seed: generated screening answers break the rules: ${JSON.stringify(problems)}`);
    const attempt_id = fixedUuid('a7000000', n + 1);
    const span = c.completed_at.getTime() - c.started_at.getTime();
    attempts.push({
      attempt_id,
      ref_id: c.ref_id,
      job_step_activity_id: c.job_step_activity_id,
      user_id: c.user_id,
      client_started_at: c.started_at,
      server_started_at: c.started_at,
      submitted_at: c.completed_at,
      answer_count: given.length,
      // answersHash's digest, computed synchronously: the same SHA-256 of the canonical text.
      answers_hash: createHash('sha256').update(canonicalAnswersText(given), 'utf8').digest('hex'),
      created_at: c.started_at,
    });
    given.forEach((a, k) => {
      const at = new Date(c.started_at.getTime() + ((k + 1) * span) / (given.length + 1));
      answers.push({
        attempt_id,
        item_id: a.item_id,
        value: JSON.stringify(a.value),
        revision: 1,
        answered_at: at,
        received_at: at,
        device_id: null,
      });
    });
    for (const s of scoreScreeningAnswers(scoringOf.get(c.job_step_activity_id) ?? [], given).attributes) {
      scores.push({
        ref_id: c.ref_id,
        attribute_type_id: s.attribute_type_id,
        score: s.score,
        job_step_activity_id: c.job_step_activity_id,
        computed_at: c.completed_at,
      });
    }
  }
  await db.insertInto('user_attempts').values(attempts).execute();
  if (answers.length) await db.insertInto('user_answers').values(answers).execute();
  if (scores.length) {
    await db
      .insertInto('application_attribute_scores')
      .values(scores)
      .onConflict((oc) =>
        oc.columns(['ref_id', 'attribute_type_id']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          job_step_activity_id: eb.ref('excluded.job_step_activity_id'),
          computed_at: eb.ref('excluded.computed_at'),
        })),
      )
      .execute();
  }
}

// ---- questionnaires ----

export async function seedAssessments(db: Db, done: Completion[], random: Random): Promise<void> {
  const todo = done.filter((c) => c.activity_type === 'assessment' && c.asmt_id !== null);
  if (todo.length === 0) return;
  const types = await db
    .selectFrom('attribute_types')
    .select(['attribute_type_id', 'asmt_id'])
    .where('asmt_id', 'in', [...new Set(todo.map((c) => c.asmt_id!))])
    .orderBy('sort_order')
    .execute();
  const scored = await db
    .selectFrom('application_attribute_scores as s')
    .innerJoin('attribute_types as t', 't.attribute_type_id', 's.attribute_type_id')
    .select(['s.ref_id', 't.asmt_id'])
    .where('s.ref_id', 'in', [...new Set(todo.map((c) => c.ref_id))])
    .execute();
  const has = new Set(scored.map((s) => `${s.ref_id}/${s.asmt_id}`));
  const generated = [];
  for (const c of todo) {
    if (has.has(`${c.ref_id}/${c.asmt_id}`)) continue;
    const attempt = await db
      .selectFrom('user_attempts')
      .select('attempt_id')
      .where('ref_id', '=', c.ref_id)
      .where('job_step_activity_id', '=', c.job_step_activity_id)
      .where('submitted_at', 'is not', null)
      .executeTakeFirst();
    if (attempt) {
      // A seed kept this candidate's answers: score them as the submission does.
      const rows = await db
        .selectFrom('user_answers')
        .select(['item_id', 'value', 'revision'])
        .where('attempt_id', '=', attempt.attempt_id)
        .orderBy('revision')
        .execute();
      const latest = new Map(rows.map((r) => [r.item_id, r.value as AnswerValue]));
      await scoreSubmission(
        db,
        c.ref_id,
        c.job_step_activity_id,
        [...latest].map(([item_id, value]) => ({ item_id, value })),
      );
      continue;
    }
    for (const t of types.filter((t) => t.asmt_id === c.asmt_id)) {
      generated.push({
        ref_id: c.ref_id,
        attribute_type_id: t.attribute_type_id,
        score: Math.round((20 + random() * 75) * 100) / 100,
        job_step_activity_id: c.job_step_activity_id,
        computed_at: c.completed_at,
      });
    }
  }
  if (generated.length)
    await db
      .insertInto('application_attribute_scores')
      .values(generated)
      .onConflict((oc) => oc.columns(['ref_id', 'attribute_type_id']).doNothing())
      .execute();
}
