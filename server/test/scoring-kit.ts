/**
 * Scored work planted straight into the tables for the report tests (the bias audit, Scale
 * Quality, the scorecard's bands): an applicant with their ids, the first activity of Demo Company
 * that matches, a skills test of right/wrong questions, and a submitted run of it answered right
 * or wrong question by question.
 */
import type { Db } from '../db/database.ts';
import { insertApplication, type ApplicationRow } from './application-kit.ts';

/** An application planted by insertApplication, with the ids the tests go on with. */
export interface PlantedApplicant {
  refId: string;
  userId: number;
  /** The staff API's number for the application (user_trackers.user_step_tracker_id). */
  userSmartreqId: number;
}

export async function plantApplicant(db: Db, row: ApplicationRow): Promise<PlantedApplicant> {
  const refId = await insertApplication(db, row);
  const tracker = await db
    .selectFrom('user_trackers')
    .select(['user_id', 'user_step_tracker_id'])
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return { refId, userId: tracker.user_id, userSmartreqId: tracker.user_step_tracker_id };
}

/** Demo Company's first plan activity (by id) of the questionnaire `asmtId` or of the kind `activityType`. */
export async function demoCompanyActivity(
  db: Db,
  of: { asmtId: number } | { activityType: string },
): Promise<{ job_step_activity_id: number; job_id: number; account_id: number }> {
  let query = db
    .selectFrom('job_step_activities as jsa')
    .innerJoin('job_steps as js', 'js.job_step_id', 'jsa.job_step_id')
    .innerJoin('jobs as j', 'j.job_id', 'js.job_id')
    .innerJoin('accounts as a', 'a.account_id', 'j.account_id')
    .select(['jsa.job_step_activity_id', 'j.job_id', 'j.account_id'])
    .where('a.name', '=', 'Demo Company');
  query =
    'asmtId' in of
      ? query.where('jsa.asmt_id', '=', of.asmtId)
      : query.where('jsa.activity_type', '=', of.activityType);
  return query.orderBy('jsa.job_step_activity_id').executeTakeFirstOrThrow();
}

/** A question with one right and one wrong option. */
export interface RightWrongQuestion {
  id: number;
  right: number;
  wrong: number;
}

export interface PlantedSkillsTest {
  testId: number;
  /** The practice section (first, never counted), when asked for. */
  practice: { sectionId: number; questions: RightWrongQuestion[] } | null;
  timed: { sectionId: number; questions: RightWrongQuestion[] };
}

/**
 * A skills test of the company: a timed section of `timedQuestions` right/wrong questions,
 * after a practice section of `practiceQuestions` when there are any.
 */
export async function plantSkillsTest(
  db: Db,
  test: { accountId: number; slug: string; timedQuestions: number; practiceQuestions?: number },
): Promise<PlantedSkillsTest> {
  const testId = (
    await db
      .insertInto('skills_tests')
      .values({ slug: test.slug, account_id: test.accountId })
      .returning('skills_test_id')
      .executeTakeFirstOrThrow()
  ).skills_test_id;
  const section = async (sort: number, isPractice: boolean, count: number) => {
    const sectionId = (
      await db
        .insertInto('skills_test_sections')
        .values({ skills_test_id: testId, sort_order: sort, is_practice: isPractice })
        .returning('skills_test_section_id')
        .executeTakeFirstOrThrow()
    ).skills_test_section_id;
    const questions: RightWrongQuestion[] = [];
    for (let k = 1; k <= count; k++) {
      const q = await db
        .insertInto('skills_test_questions')
        .values({ skills_test_section_id: sectionId, sort_order: k })
        .returning('skills_test_question_id')
        .executeTakeFirstOrThrow();
      const [right, wrong] = await db
        .insertInto('skills_test_options')
        .values([
          { skills_test_question_id: q.skills_test_question_id, sort_order: 1, is_correct: true },
          { skills_test_question_id: q.skills_test_question_id, sort_order: 2, is_correct: false },
        ])
        .returning('skills_test_option_id')
        .execute();
      questions.push({
        id: q.skills_test_question_id,
        right: right!.skills_test_option_id,
        wrong: wrong!.skills_test_option_id,
      });
    }
    return { sectionId, questions };
  };
  const practiceCount = test.practiceQuestions ?? 0;
  const practice = practiceCount > 0 ? await section(1, true, practiceCount) : null;
  const timed = await section(practice ? 2 : 1, false, test.timedQuestions);
  return { testId, practice, timed };
}

/**
 * A run of `test` by `applicant` for the activity, submitted at `at` (every section started and
 * submitted then, within its time): the timed questions answered right where `timedRight` says
 * so (null: not answered, as a question a pooled section did not draw, D503), and the practice
 * questions, if any, right.
 */
export async function plantSkillsRun(
  db: Db,
  run: {
    test: PlantedSkillsTest;
    applicant: Pick<PlantedApplicant, 'refId' | 'userId'>;
    jobStepActivityId: number;
    at: string;
    timedRight: readonly (boolean | null)[];
  },
): Promise<number> {
  const { at, test } = run;
  const runId = (
    await db
      .insertInto('user_skills_tests')
      .values({
        ref_id: run.applicant.refId,
        job_step_activity_id: run.jobStepActivityId,
        skills_test_id: test.testId,
        user_id: run.applicant.userId,
        submitted_at: at,
      })
      .returning('user_skills_test_id')
      .executeTakeFirstOrThrow()
  ).user_skills_test_id;
  const sections = [
    ...(test.practice ? [{ ...test.practice, right: test.practice.questions.map(() => true) }] : []),
    { ...test.timed, right: run.timedRight },
  ];
  for (const section of sections) {
    const runSection = (
      await db
        .insertInto('user_skills_test_sections')
        .values({
          user_skills_test_id: runId,
          skills_test_section_id: section.sectionId,
          section_started_at: at,
          client_started_at: at,
          time_accommodation: 1,
          duration_seconds: 600,
          submitted_at: at,
        })
        .returning('user_skills_test_section_id')
        .executeTakeFirstOrThrow()
    ).user_skills_test_section_id;
    await db
      .insertInto('user_skills_test_answers')
      .values(
        section.questions.flatMap((q, k) =>
          section.right[k] === null
            ? []
            : [
                {
                  user_skills_test_section_id: runSection,
                  skills_test_question_id: q.id,
                  skills_test_option_id: section.right[k] ? q.right : q.wrong,
                  revision: 1,
                  answered_at: at,
                  received_at: at,
                  is_late: false,
                },
              ],
        ),
      )
      .execute();
  }
  return runId;
}
