/**
 * What the candidate reads of a skills test: its content in their language (a timed section's key
 * stays on the server), a timed section's details, and the scored result once it is submitted.
 */
import type {
  SectionDetails,
  SkillsTestContent,
  SkillsTestReport,
  SkillsTestSection,
} from '../../../contracts/skills-test.ts';
import { GRACE_SECONDS } from '../../../contracts/skills-test.ts';
import { drawnQuestions, skillsTestSeed, skillsTestSections } from '../../../contracts/attempt-order.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { scoreSkillsTest, type ScoredAnswer } from '../../scoring/skills-test.ts';
import { approvedKindsOf } from '../accommodations/index.ts';
import { consentOf } from '../camera-check/index.ts';
import { timedTestAsksForJob } from '../candidate-notice/index.ts';
import { preferText } from '../../db/questionnaire-content.ts';
import { authoredSections, testText } from './skills-test-authored.ts';
import * as store from './skills-test.store.ts';
import { detailsOf, ownActivity, servedOrNotFound, timedSection, type Target } from './skills-test-run.ts';

export async function skillsTestContent(
  db: Db,
  userId: number,
  target: Target,
  language: Language,
  now = new Date(),
): Promise<SkillsTestContent> {
  const planned = await ownActivity(db, userId, target);
  const run = await store.findRun(db, target.ref_id, target.job_step_activity_id);
  const activity = {
    ...planned,
    skills_test_id: run?.skills_test_id ?? (await servedOrNotFound(db, planned.skills_test_id)),
  };
  const rows = await store.readContent(db, activity.skills_test_id, language);
  const started = new Map(
    (run ? await store.sectionsOfRun(db, run.user_skills_test_id) : []).map((s) => [s.skills_test_section_id, s]),
  );
  const text = testText(rows, language);
  // Only practice questions show the best answer; a timed section's key stays here.
  const authored: SkillsTestSection[] = authoredSections(rows, language, (s) => s.is_practice).map((section) => ({
    ...section,
    details: section.is_practice
      ? null
      : detailsOf(
          section.skills_test_section_id,
          section.minutes,
          activity.accommodation,
          started.get(section.skills_test_section_id),
          now,
        ),
  }));
  // Each run's own order of the timed questions and their options, the same on every read (D332).
  const sections = skillsTestSections(
    authored,
    skillsTestSeed(activity.ref_id, activity.job_step_activity_id),
    await store.isOrderFixed(db, activity.skills_test_id),
  );
  const completed = await store.isActivityCompleted(db, target.ref_id, target.job_step_activity_id);
  const approved = await approvedKindsOf(db, activity.ref_id);
  const asks = await timedTestAsksForJob(db, activity.job_id);
  return {
    skills_test_id: activity.skills_test_id,
    user_skills_test_id: run?.user_skills_test_id ?? null,
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    job_id: activity.job_id,
    language,
    title: text?.title ?? '',
    instructions: text?.instructions ?? '',
    time_accommodation: activity.accommodation,
    accommodations: approved.filter((kind) => kind === 'no_countdown' || kind === 'breaks'),
    // Asked by the company, waived by any approved accommodation (D431, D455).
    ask_full_screen: approved.length === 0 && asks.ask_full_screen,
    ask_camera_check: approved.length === 0 && asks.ask_camera_check,
    camera_consent: (await consentOf(db, activity.ref_id, activity.job_step_activity_id)) ?? null,
    grace_seconds: GRACE_SECONDS,
    submitted_at: run?.submitted_at ? new Date(run.submitted_at).toISOString() : completed ? now.toISOString() : null,
    sections,
    server_now: now.toISOString(),
  };
}

export async function sectionDetails(
  db: Db,
  userId: number,
  query: Target & { skills_test_section_id: number },
  now = new Date(),
): Promise<SectionDetails> {
  const activity = await ownActivity(db, userId, query);
  const run = await store.findRun(db, query.ref_id, query.job_step_activity_id);
  const section = await timedSection(
    db,
    run?.skills_test_id ?? (await servedOrNotFound(db, activity.skills_test_id)),
    query.skills_test_section_id,
  );
  const row = run
    ? await store.findUserSection(db, run.user_skills_test_id, section.skills_test_section_id)
    : undefined;
  return detailsOf(section.skills_test_section_id, section.minutes, activity.accommodation, row, now);
}

export async function skillsTestReport(
  db: Db,
  userId: number,
  id: number,
  language: Language,
): Promise<SkillsTestReport> {
  const run = await store.findRunById(db, id);
  if (!run || run.user_id !== userId) throw notFound('Skills test result not found');
  // Before the submission a score would tell which answers are right.
  if (!run.submitted_at)
    throw new HttpError(409, ErrorCode.conflict, 'The result is ready once the skills test is submitted.');
  return scoredRun(db, run, language);
}

/**
 * A run's score from its stored answers, per section and in all (the candidate's report; the
 * scorecard's timed tests score by the same rules in SQL, skills-staff-result.ts).
 */
async function scoredRun(db: Db, run: store.RunRow, language: Language): Promise<SkillsTestReport> {
  const rows = await store.readContent(db, run.skills_test_id, language);
  const sectionTexts = preferText(rows.sectionTexts, (r) => String(r.skills_test_section_id), language);
  // Over the questions the run drew (D503), as its content showed them.
  const seed = skillsTestSeed(run.ref_id, run.job_step_activity_id);
  const scoringSections = rows.sections
    .filter((s) => !s.is_practice)
    .map((s) => ({
      skills_test_section_id: s.skills_test_section_id,
      question_ids: drawnQuestions(seed, {
        ...s,
        questions: rows.questions.filter((q) => q.skills_test_section_id === s.skills_test_section_id),
      }).map((q) => q.skills_test_question_id),
    }));
  const correct = new Set(rows.options.filter((o) => o.is_correct).map((o) => o.skills_test_option_id));
  const bySection = new Map<number, ScoredAnswer[]>();
  for (const answer of await store.answersOfRun(db, run.user_skills_test_id)) {
    const list = bySection.get(answer.skills_test_section_id) ?? [];
    list.push(answer);
    bySection.set(answer.skills_test_section_id, list);
  }
  const score = scoreSkillsTest(scoringSections, correct, bySection);
  const title = testText(rows, language)?.title ?? '';
  return {
    user_skills_test_id: run.user_skills_test_id,
    ref_id: run.ref_id,
    job_step_activity_id: run.job_step_activity_id,
    title,
    submitted_at: run.submitted_at ? new Date(run.submitted_at).toISOString() : null,
    sections: score.sections.map((s) => ({
      ...s,
      title: sectionTexts.get(String(s.skills_test_section_id))?.title ?? '',
    })),
    correct: score.correct,
    total: score.total,
    percent: score.percent,
  };
}
