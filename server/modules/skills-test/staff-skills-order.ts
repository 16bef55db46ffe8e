/**
 * The order each skills test run of an application showed its candidate (D332, D492), for staff:
 * the test's sections as authored (skills-test-authored.ts) put in the run's order by the one
 * function the candidate's content is served in (contracts/attempt-order.ts `skillsTestSections`,
 * seeded by the run's application and activity), so staff read the order the candidate's device
 * showed and the server scored. Once the run is submitted, each option says whether the candidate
 * chose it on time (the answer scored) and whether it is right; before, that would tell the key.
 */
import { skillsTestSeed, skillsTestSections } from '../../../contracts/attempt-order.ts';
import type { SkillsTestOrder } from '../../../contracts/skills-test-order.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { authoredSections, testText } from './skills-test-authored.ts';
import * as store from './skills-test.store.ts';

async function orderOfRun(db: Db, run: store.RunRow, language: Language): Promise<SkillsTestOrder> {
  const rows = await store.readContent(db, run.skills_test_id, language);
  const fixed = await store.isOrderFixed(db, run.skills_test_id);
  const shown = skillsTestSections(
    authoredSections(rows, language, () => true),
    skillsTestSeed(run.ref_id, run.job_step_activity_id),
    fixed,
  );
  const submitted = run.submitted_at !== null;
  const chosen = new Set(
    submitted
      ? (await store.answersOfRun(db, run.user_skills_test_id))
          .filter((a) => !a.is_late && a.skills_test_option_id !== null)
          .map((a) => `${a.skills_test_question_id}:${a.skills_test_option_id}`)
      : [],
  );
  return {
    job_step_activity_id: run.job_step_activity_id,
    title: testText(rows, language)?.title ?? '',
    shuffled: !fixed,
    submitted,
    sections: shown.map((section) => ({
      skills_test_section_id: section.skills_test_section_id,
      title: section.title,
      is_practice: section.is_practice,
      questions: section.questions.map((question) => ({
        skills_test_question_id: question.skills_test_question_id,
        text: question.text,
        options: question.options.map((option) => ({
          skills_test_option_id: option.skills_test_option_id,
          text: option.text,
          chosen: chosen.has(`${question.skills_test_question_id}:${option.skills_test_option_id}`),
          is_correct: submitted && option.is_correct === true,
        })),
      })),
    })),
  };
}

/** Every skills test the application's candidate started, as they saw it. */
export async function staffSkillsTestOrders(
  db: Db,
  application: StaffApplication,
  language: Language,
): Promise<SkillsTestOrder[]> {
  const runs = await store.runsOfApplication(db, application.ref_id);
  return Promise.all(runs.map((run) => orderOfRun(db, run, language)));
}
