/**
 * What each seeded completion left behind, so every tick on a scorecard matches something that
 * exists (issue 41): the demo seeds mark activities completed in bulk, and this pass, run last,
 * writes for each completion without it what the activity's module writes when a candidate
 * completes it. Rows are written in bulk (a few statements per kind), with values a candidate
 * could have given, from a fixed seed:
 *
 * - resume: a one-page PDF in the file storage (written before its row, as an upload is) and its
 *   `resumes` row, one per candidate;
 * - form: the company's application fields as a submission writes them, the required ones answered;
 * - eeoc: the equal-opportunity answers and their link to the application (as eeoc.store.ts
 *   writes them; declined questions are left out), spread so the dashboard has ratios and small
 *   groups it hides;
 * - questions: a submitted attempt with an answer to the activity's questions (checked with the
 *   same rules a submission is), and the attribute scores screening-questions@1 gives them;
 * - assessment: the questionnaire's attribute scores, which its report on the scorecard shows:
 *   scored with the module's own scoring from the stored answers where a seed stored them, else
 *   written as scores only (the generated candidates' answers themselves are not kept);
 * - typing_test: a result scored from a generated keystroke log with the shared typing score;
 * - skills_test: a submitted run with every section and an answer to every question;
 * - video: a ready answer to every question, a short silent WebM (demo-files.ts) in the storage.
 *
 * Interviews and offers are left to the flows that make them (demo-hires.ts, demo-offers.ts).
 */
import { createHash } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { canonicalAnswersText } from '../../../contracts/user-response-codes.ts';
import { screeningAnswerProblems, type RuleQuestion } from '../../../contracts/screening-rules.ts';
import type { QuestionSettings } from '../../../contracts/screening-questions.ts';
import { EEOC_QUESTIONS } from '../../../contracts/eeoc-questions.ts';
import type { Db } from '../database.ts';
import type { UserAnswersTable, UserAttemptsTable } from '../schema/answers.ts';
import type { ApplicationAttributeScoresTable } from '../schema/candidates.ts';
import { RESUME_DIR, sha256Hex } from '../../modules/resume/resume-file.ts';
import { scoreScreeningAnswers } from '../../scoring/screening-questions.ts';
import { scoreSubmission } from '../../modules/scoring/scoring.service.ts';
import { screeningQuestionsOf } from '../../modules/scoring/scoring.store.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { prng } from './demo-applicants.ts';
import { onePagePdf, type PdfLine } from './demo-files.ts';
import {
  DAY,
  MINUTE,
  between,
  completions,
  fixedUuid,
  isoDate,
  pickFrom,
  putAll,
  type Completion,
  type Random,
} from './demo-evidence-kit.ts';
import { seedSkills, seedTyping, seedVideos } from './demo-evidence-timed.ts';

const ROLES = [
  'Sales Associate',
  'Cashier',
  'Customer Service Representative',
  'Barista',
  'Receptionist',
  'Call Center Agent',
  'Stock Associate',
  'Shift Lead',
  'Warehouse Picker',
  'Retail Supervisor',
];
const EMPLOYERS = [
  'Corner Market',
  'City Books',
  'Harbor Cafe',
  'Bright Telecom',
  'North Outfitters',
  'Lakeside Hotel',
  'Metro Pharmacy',
  'Sunrise Grocers',
  'Blue Line Logistics',
  'Riverside Mall',
];
const DUTIES = [
  'Served 80 to 120 customers a day and resolved most questions on the first contact.',
  'Trained four new colleagues on the till, returns and the loyalty programme.',
  'Kept the stock room organised and cut weekly counting time by a third.',
  'Answered phone, email and chat enquiries within the team’s service targets.',
  'Opened and closed the store, balanced the cash and reported to the manager.',
  'Handled complaints calmly and turned several unhappy customers into regulars.',
];
const SUMMARIES = [
  'Friendly and reliable, with several years of experience serving customers in busy stores.',
  'Organised team player who enjoys solving problems for customers and colleagues.',
  'Calm under pressure; happiest in a fast-paced job with plenty of people contact.',
  'Quick learner with a record of good customer feedback and punctual attendance.',
];
const SCHOOLS = [
  'Austin Community College',
  'Round Rock High School',
  'Texas State University',
  'Lanier High School',
  'St. Edward’s University',
];
const LANGUAGES = [
  'English',
  'English, Spanish',
  'English, French',
  'English, Portuguese',
  'English, Mandarin',
  'English, Arabic',
];

function resumeLines(c: Completion, random: Random): PdfLine[] {
  const lastYear = new Date(c.applied_at).getUTCFullYear();
  const firstJobEnd = lastYear - between(random, 0, 1);
  const firstJobStart = firstJobEnd - between(random, 1, 4);
  const secondJobStart = firstJobStart - between(random, 1, 3);
  const place = [c.city, c.state].filter(Boolean).join(', ') || 'Austin, TX';
  return [
    { text: `${c.first_name} ${c.last_name}`, size: 20, bold: true },
    { text: `${c.email}  |  ${place}` },
    { text: 'Summary', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, SUMMARIES) },
    { text: 'Experience', size: 13, bold: true, gap: 14 },
    {
      text: `${pickFrom(random, ROLES)}, ${pickFrom(random, EMPLOYERS)} (${firstJobStart} to ${firstJobEnd === lastYear ? 'present' : firstJobEnd})`,
      bold: true,
    },
    { text: pickFrom(random, DUTIES) },
    {
      text: `${pickFrom(random, ROLES)}, ${pickFrom(random, EMPLOYERS)} (${secondJobStart} to ${firstJobStart})`,
      bold: true,
      gap: 6,
    },
    { text: pickFrom(random, DUTIES) },
    { text: 'Education', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, SCHOOLS) },
    { text: 'Languages', size: 13, bold: true, gap: 14 },
    { text: pickFrom(random, LANGUAGES) },
  ];
}

async function seedResumes(db: Db, files: FileStorage, done: Completion[], random: Random): Promise<void> {
  const have = new Set((await db.selectFrom('resumes').select('user_id').execute()).map((r) => r.user_id));
  const byUser = new Map<number, Completion>();
  for (const c of done)
    if (c.activity_type === 'resume' && !have.has(c.user_id) && !byUser.has(c.user_id)) byUser.set(c.user_id, c);
  const rows = [...byUser.values()].map((c) => {
    const bytes = onePagePdf(resumeLines(c, random));
    return { c, bytes, key: `${RESUME_DIR}/${c.user_id}/${fixedUuid('5e5e0000', c.user_id)}.pdf` };
  });
  // The file first, then its row: a failure leaves at most a file no row names (swept at start-up).
  await putAll(
    files,
    rows.map((r) => ({ key: r.key, bytes: r.bytes })),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('resumes')
    .values(
      rows.map(({ c, bytes, key }) => ({
        user_id: c.user_id,
        file_name: `${c.first_name} ${c.last_name} - Resume.pdf`,
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        sha256: sha256Hex(bytes),
        storage_path: key,
        created_at: new Date(c.started_at.getTime() - 5 * MINUTE),
      })),
    )
    .execute();
}

// ---- application forms ----

async function seedForms(db: Db, done: Completion[], random: Random): Promise<void> {
  const forms = done.filter((c) => c.activity_type === 'form');
  if (forms.length === 0) return;
  const answered = new Set(
    (await db.selectFrom('user_field_answers').select('ref_id').where('ref_id', 'is not', null).execute()).map(
      (r) => r.ref_id,
    ),
  );
  const fields = await db
    .selectFrom('account_fields')
    .select(['account_field_id', 'account_id', 'field_type', 'options', 'is_required'])
    .where('usage_type_id', '=', 2)
    .where('field_group', '=', 'application')
    .where('is_archived', '=', false)
    .orderBy('sort_order')
    .orderBy('account_field_id')
    .execute();
  // A row per field, as a submission writes them; the optional ones left empty, so the company's
  // optional fields have no answers yet and can still be deleted or retyped in the settings.
  const rows = forms
    .filter((c) => !answered.has(c.ref_id))
    .flatMap((c) =>
      fields
        .filter((f) => f.account_id === c.account_id)
        .map((f) => {
          const options = Array.isArray(f.options) ? (f.options as unknown[]).map(String) : [];
          let answer: string | null = null;
          if (f.is_required) {
            if (f.field_type === 'select') answer = options[0] ?? null;
            else if (f.field_type === 'date') answer = isoDate(c.applied_at.getTime() + between(random, 7, 35) * DAY);
            else if (f.field_type === 'number') answer = String(between(random, 15, 24));
            else if (f.field_type === 'text') answer = 'Yes';
          }
          return {
            account_field_id: f.account_field_id,
            user_id: c.user_id,
            ref_id: c.ref_id,
            answer,
            file_upload_response: null,
            updated_at: c.completed_at,
          };
        }),
    );
  if (rows.length) await db.insertInto('user_field_answers').values(rows).execute();
}

// ---- equal-opportunity answers ----

type EeocQuestion = keyof typeof EEOC_QUESTIONS;
/** Shares of each answer; 'decline' is not stored. Rare groups stay rare, so the dashboard hides them. */
const EEOC_SHARES: Record<EeocQuestion, [string, number][]> = {
  gender: [
    ['female', 0.47],
    ['male', 0.44],
    ['non_binary', 0.03],
    ['decline', 0.06],
  ],
  race_ethnicity: [
    ['hispanic_latino', 0.32],
    ['white', 0.33],
    ['black_african_american', 0.13],
    ['asian', 0.1],
    ['american_indian_alaska_native', 0.02],
    ['native_hawaiian_pacific_islander', 0.01],
    ['two_or_more', 0.04],
    ['decline', 0.05],
  ],
  veteran_status: [
    ['protected_veteran', 0.07],
    ['not_protected_veteran', 0.85],
    ['decline', 0.08],
  ],
  disability: [
    ['yes', 0.09],
    ['no', 0.83],
    ['decline', 0.08],
  ],
};

function eeocAnswers(random: Random): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const [question, shares] of Object.entries(EEOC_SHARES)) {
    let roll = random();
    const chosen = shares.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'decline';
    if (chosen !== 'decline') answers[question] = chosen;
  }
  return answers;
}

async function seedEeoc(db: Db, done: Completion[], random: Random): Promise<void> {
  const linked = new Set(
    (await db.selectFrom('eeoc_answer_applications').select('ref_id').execute()).map((r) => r.ref_id),
  );
  const todo = done.filter((c) => c.activity_type === 'eeoc' && !linked.has(c.ref_id));
  if (todo.length === 0) return;
  // The ids first, so each answer's link names its own row (one statement either way).
  const ids = (
    await sql<{
      id: number;
    }>`select nextval(pg_get_serial_sequence('eeoc_answers', 'eeoc_answer_id'))::int as id from generate_series(1, ${todo.length})`.execute(
      db,
    )
  ).rows.map((r) => Number(r.id));
  await db
    .insertInto('eeoc_answers')
    .values(
      todo.map((c, i) => ({
        eeoc_answer_id: ids[i]!,
        account_id: c.account_id,
        job_id: c.job_id,
        answers: JSON.stringify(eeocAnswers(random)),
        created_at: c.completed_at,
      })),
    )
    .execute();
  await db
    .insertInto('eeoc_answer_applications')
    .values(todo.map((c, i) => ({ eeoc_answer_id: ids[i]!, ref_id: c.ref_id })))
    .execute();
}

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

async function seedQuestions(db: Db, done: Completion[], random: Random): Promise<void> {
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

async function seedAssessments(db: Db, done: Completion[], random: Random): Promise<void> {
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

// ---- typing tests ----

/** A keystroke log of someone typing `passage` at about `wpm`, with a few typos they correct, until `limitMs`. */
export async function seedDemoEvidence(db: Db, files: FileStorage): Promise<void> {
  const random = prng(20261125);
  const done = await completions(db);
  await seedResumes(db, files, done, random);
  await seedForms(db, done, random);
  await seedEeoc(db, done, random);
  await seedQuestions(db, done, random);
  await seedAssessments(db, done, random);
  await seedTyping(db, done, random);
  await seedSkills(db, done, random);
  await seedVideos(db, files, done);
}
