/** The only SQL of the candidate's skills tests: content (server/db/skills-test-content.ts, D459), runs, sections, answers. */
import { sql } from 'kysely';
import { drawnQuestions } from '../../../contracts/attempt-order.ts';
import type { Db } from '../../db/database.ts';
import { ownActivityQuery, type OwnActivityFilter } from '../../db/own-activity.store.ts';

/** The tracker's owner, job, accommodation and the activity's test (when the activity is a skills test of that job). */
export async function findActivity(db: Db, refId: string, jobStepActivityId: number, filter: OwnActivityFilter) {
  return ownActivityQuery(db, refId, jobStepActivityId, filter)
    .select([
      't.ref_id',
      't.user_id',
      't.job_id',
      't.time_accommodation',
      'jsa.skills_test_id',
      'jsa.activity_type',
      'jsa.job_step_activity_id',
    ])
    .executeTakeFirst();
}

export { isActivityCompleted } from '../../db/own-activity.store.ts';
/** The test's content (below the modules, D459). */
export { readContent } from '../../db/skills-test-content.ts';

/** The author fixed the order of the test's questions and options (D332): not shuffled per run. */
export async function isOrderFixed(db: Db, skillsTestId: number): Promise<boolean> {
  const row = await db
    .selectFrom('skills_tests')
    .select('fixed_order')
    .where('skills_test_id', '=', skillsTestId)
    .executeTakeFirst();
  return row?.fixed_order ?? false;
}

/**
 * The row a candidate starting now takes for the test a plan names: its newest published version;
 * a test written before authoring is taken as it is until its first version; an authored test
 * never published: none.
 */
export async function servedTestId(db: Db, skillsTestId: number): Promise<number | null> {
  const latest = await db
    .selectFrom('skills_tests')
    .select('skills_test_id')
    .where('version_of', '=', skillsTestId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) return latest.skills_test_id;
  const test = await db
    .selectFrom('skills_tests')
    .select('is_draft')
    .where('skills_test_id', '=', skillsTestId)
    .executeTakeFirst();
  return test && !test.is_draft ? skillsTestId : null;
}

export async function findSection(db: Db, skillsTestId: number, sectionId: number) {
  return db
    .selectFrom('skills_test_sections')
    .select(['skills_test_section_id', 'is_practice', 'minutes', 'sort_order'])
    .where('skills_test_id', '=', skillsTestId)
    .where('skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
}

/**
 * Whether a run may answer the question with the option (if any), in one statement: `outside` when
 * the question is not the section's or the option not the question's; `undrawn` when the section
 * has a pool (D503) and the run seeded `seed` did not draw it; else `drawn`. The section's question
 * ids are read only for a pooled section.
 */
export async function questionInSection(
  db: Db,
  seed: string,
  sectionId: number,
  questionId: number,
  optionId: number | null,
): Promise<'drawn' | 'undrawn' | 'outside'> {
  const row = await db
    .selectFrom('skills_test_questions as q')
    .innerJoin('skills_test_sections as s', 's.skills_test_section_id', 'q.skills_test_section_id')
    .select((eb) => [
      's.is_practice',
      's.pool_size',
      optionId === null
        ? sql<boolean>`true`.as('option_ok')
        : eb
            .exists(
              eb
                .selectFrom('skills_test_options as o')
                .select('o.skills_test_option_id')
                .where('o.skills_test_option_id', '=', optionId)
                .whereRef('o.skills_test_question_id', '=', 'q.skills_test_question_id'),
            )
            .as('option_ok'),
      sql<number[] | null>`case when s.pool_size is null then null else
        (select array_agg(p.skills_test_question_id) from skills_test_questions p
          where p.skills_test_section_id = s.skills_test_section_id) end`.as('pool'),
    ])
    .where('q.skills_test_question_id', '=', questionId)
    .where('q.skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
  if (!row || !row.option_ok) return 'outside';
  if (row.pool === null) return 'drawn';
  const questions = row.pool.map((id) => ({ skills_test_question_id: id }));
  return drawnQuestions(seed, { ...row, questions }).some((q) => q.skills_test_question_id === questionId)
    ? 'drawn'
    : 'undrawn';
}

export interface RunRow {
  user_skills_test_id: number;
  ref_id: string;
  job_step_activity_id: number;
  skills_test_id: number;
  user_id: number;
  submitted_at: Date | null;
}

const runColumns = [
  'user_skills_test_id',
  'ref_id',
  'job_step_activity_id',
  'skills_test_id',
  'user_id',
  'submitted_at',
] as const;

export async function findRun(db: Db, refId: string, jobStepActivityId: number): Promise<RunRow | undefined> {
  return db
    .selectFrom('user_skills_tests')
    .select(runColumns)
    .where('ref_id', '=', refId)
    .where('job_step_activity_id', '=', jobStepActivityId)
    .executeTakeFirst();
}

/** The application's skills test runs, by activity (the staff's view of the order each showed, D492). */
export async function runsOfApplication(db: Db, refId: string): Promise<RunRow[]> {
  return db
    .selectFrom('user_skills_tests')
    .select(runColumns)
    .where('ref_id', '=', refId)
    .orderBy('job_step_activity_id')
    .execute();
}

export async function findRunById(db: Db, id: number): Promise<RunRow | undefined> {
  return db.selectFrom('user_skills_tests').select(runColumns).where('user_skills_test_id', '=', id).executeTakeFirst();
}

/** The run, created on first use, locked for the rest of the transaction. */
export async function openRun(
  db: Db,
  values: { ref_id: string; job_step_activity_id: number; skills_test_id: number; user_id: number },
): Promise<RunRow> {
  await db
    .insertInto('user_skills_tests')
    .values(values)
    .onConflict((oc) => oc.columns(['ref_id', 'job_step_activity_id']).doNothing())
    .execute();
  return db
    .selectFrom('user_skills_tests')
    .select(runColumns)
    .where('ref_id', '=', values.ref_id)
    .where('job_step_activity_id', '=', values.job_step_activity_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface SectionRow {
  user_skills_test_section_id: number;
  user_skills_test_id: number;
  skills_test_section_id: number;
  section_started_at: Date;
  client_started_at: Date;
  time_accommodation: string;
  duration_seconds: number;
  submitted_at: Date | null;
}

const sectionColumns = [
  'user_skills_test_section_id',
  'user_skills_test_id',
  'skills_test_section_id',
  'section_started_at',
  'client_started_at',
  'time_accommodation',
  'duration_seconds',
  'submitted_at',
] as const;

export async function sectionsOfRun(db: Db, runId: number): Promise<SectionRow[]> {
  return db
    .selectFrom('user_skills_test_sections')
    .select(sectionColumns)
    .where('user_skills_test_id', '=', runId)
    .execute();
}

export async function findUserSection(db: Db, runId: number, sectionId: number): Promise<SectionRow | undefined> {
  return db
    .selectFrom('user_skills_test_sections')
    .select(sectionColumns)
    .where('user_skills_test_id', '=', runId)
    .where('skills_test_section_id', '=', sectionId)
    .executeTakeFirst();
}

/** Records the start unless the section has one; returns the section as stored. */
export async function recordSectionStart(
  db: Db,
  values: {
    user_skills_test_id: number;
    skills_test_section_id: number;
    section_started_at: Date;
    client_started_at: string;
    time_accommodation: string;
    duration_seconds: number;
  },
): Promise<SectionRow> {
  await db
    .insertInto('user_skills_test_sections')
    .values(values)
    .onConflict((oc) => oc.columns(['user_skills_test_id', 'skills_test_section_id']).doNothing())
    .execute();
  return (await findUserSection(db, values.user_skills_test_id, values.skills_test_section_id))!;
}

export async function submitUserSection(db: Db, userSectionId: number, at: Date): Promise<void> {
  await db
    .updateTable('user_skills_test_sections')
    .set({ submitted_at: at })
    .where('user_skills_test_section_id', '=', userSectionId)
    .where('submitted_at', 'is', null)
    .execute();
}

/** Closes every open section of the run at its deadline or `at`, whichever is earlier. */
export async function closeOpenSections(db: Db, runId: number, at: Date): Promise<void> {
  await db
    .updateTable('user_skills_test_sections')
    .set({
      submitted_at: sql<Date>`least(${at}::timestamptz, section_started_at + make_interval(secs => duration_seconds))`,
    })
    .where('user_skills_test_id', '=', runId)
    .where('submitted_at', 'is', null)
    .execute();
}

export interface AnswerWrite {
  user_skills_test_section_id: number;
  skills_test_question_id: number;
  skills_test_option_id: number | null;
  revision: number;
  answered_at: string;
  received_at: Date;
  is_late: boolean;
  synced_late: boolean;
  /** The device that sent it (migration 0025), when it named one. */
  device_id?: string | null;
}

/** Writes the answer into its slot (on-time or late) only over a lower revision; the row id when written. */
export async function writeAnswerIfNewer(db: Db, answer: AnswerWrite): Promise<number | undefined> {
  const row = await db
    .insertInto('user_skills_test_answers')
    .values(answer)
    .onConflict((oc) =>
      oc
        .columns(['user_skills_test_section_id', 'skills_test_question_id', 'is_late'])
        .doUpdateSet((eb) => ({
          skills_test_option_id: eb.ref('excluded.skills_test_option_id'),
          revision: eb.ref('excluded.revision'),
          answered_at: eb.ref('excluded.answered_at'),
          received_at: eb.ref('excluded.received_at'),
          synced_late: eb.ref('excluded.synced_late'),
          device_id: eb.ref('excluded.device_id'),
        }))
        .where('user_skills_test_answers.revision', '<', (eb) => eb.ref('excluded.revision')),
    )
    .returning('user_skills_test_question_id')
    .executeTakeFirst();
  return row?.user_skills_test_question_id;
}

export async function storedAnswer(db: Db, userSectionId: number, questionId: number, isLate: boolean) {
  return db
    .selectFrom('user_skills_test_answers')
    .select(['user_skills_test_question_id', 'revision', 'is_late', 'synced_late'])
    .where('user_skills_test_section_id', '=', userSectionId)
    .where('skills_test_question_id', '=', questionId)
    .where('is_late', '=', isLate)
    .executeTakeFirstOrThrow();
}

export async function answersOfRun(db: Db, runId: number) {
  return db
    .selectFrom('user_skills_test_answers as a')
    .innerJoin('user_skills_test_sections as s', 's.user_skills_test_section_id', 'a.user_skills_test_section_id')
    .select([
      's.skills_test_section_id',
      'a.skills_test_question_id',
      'a.skills_test_option_id',
      'a.is_late',
      'a.revision',
    ])
    .where('s.user_skills_test_id', '=', runId)
    .execute();
}

export async function markRunSubmitted(db: Db, runId: number): Promise<Date> {
  const row = await db
    .updateTable('user_skills_tests')
    .set({ submitted_at: sql<Date>`now()` })
    .where('user_skills_test_id', '=', runId)
    .returning('submitted_at')
    .executeTakeFirstOrThrow();
  return new Date(row.submitted_at!);
}

/** The stored answer of a question in its on-time or late slot, with who wrote it and when (the lease's yield rule). */
export async function answerWriter(db: Db, userSectionId: number, questionId: number, isLate: boolean) {
  return db
    .selectFrom('user_skills_test_answers')
    .select(['device_id', 'received_at'])
    .where('user_skills_test_section_id', '=', userSectionId)
    .where('skills_test_question_id', '=', questionId)
    .where('is_late', '=', isLate)
    .executeTakeFirst();
}

/** The run's answers with revisions and times; `lateFrom`: only those other devices than the holder delivered since then. */
export async function answersWithRevisions(db: Db, runId: number, lateFrom?: { since: Date; holder: string }) {
  let query = db
    .selectFrom('user_skills_test_answers as a')
    .innerJoin('user_skills_test_sections as s', 's.user_skills_test_section_id', 'a.user_skills_test_section_id')
    .select([
      's.skills_test_section_id',
      'a.skills_test_question_id',
      'a.skills_test_option_id',
      'a.revision',
      'a.answered_at',
      'a.is_late',
      'a.synced_late',
    ])
    .where('s.user_skills_test_id', '=', runId);
  if (lateFrom) {
    query = query
      .where('a.received_at', '>=', lateFrom.since)
      .where((eb) => eb.or([eb('a.device_id', 'is', null), eb('a.device_id', '!=', lateFrom.holder)]));
  }
  return query.orderBy('a.skills_test_question_id').execute();
}
