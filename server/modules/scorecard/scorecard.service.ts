/** The scorecard's reads: assembling its parts and the application's history (actions: scorecard-actions.service.ts). */
import type {
  AssessmentReport,
  MeasuredAttribute,
  Scorecard,
  ScreeningAnswer,
  ScreeningStage,
} from '../../../contracts/scorecard.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import type { Db } from '../../db/database.ts';
import { applicationOr404, type StaffApplication } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './scorecard.store.ts';
import { answerFileUrl } from '../../../contracts/screening-files.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import { isShownForHiring } from '../../../contracts/hiring-attributes.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';
import { timedResultsFrom } from './timed-results.service.ts';
import { interviewerScoreFrom } from './interview-panel.ts';
import { scaleBands } from '../scale-quality/index.ts';
import { addIntegrityTotals, addSkillsTestBands } from './timed-result-bands.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Steps with their activities in plan order (named already); a step is complete when every activity is. */
export function stagesFrom(rows: Omit<store.PlanActivityRow, 'step_name_i18n' | 'title_i18n'>[]): ScreeningStage[] {
  const stages: ScreeningStage[] = [];
  for (const row of rows) {
    let stage = stages.at(-1);
    if (!stage || stage.job_step_id !== row.job_step_id) {
      stage = {
        job_step_id: row.job_step_id,
        name: row.step_name,
        sort_order: row.step_sort_order,
        activities: [],
        completed_at: null,
      };
      stages.push(stage);
    }
    if (row.job_step_activity_id === null) continue;
    stage.activities.push({
      job_step_activity_id: row.job_step_activity_id,
      activity_type: row.activity_type ?? '',
      title: row.title ?? '',
      is_completed: row.is_completed === true,
      completed_at: row.is_completed ? row.completed_at : null,
    });
  }
  for (const stage of stages) {
    const done = stage.activities.length > 0 && stage.activities.every((a) => a.is_completed);
    stage.completed_at = done
      ? stage.activities.map((a) => a.completed_at ?? '').reduce((a, b) => (a > b ? a : b), '') || null
      : null;
  }
  return stages;
}

/** Per step: the mean of the attribute scores its activities produced, null when none did. */
export function stepScores(
  stages: ScreeningStage[],
  scores: store.AttributeScoreRow[],
): { job_step_id: number; score: number | null }[] {
  return stages.map((stage) => {
    const ids = new Set(stage.activities.map((a) => a.job_step_activity_id));
    const own = scores.filter((s) => s.job_step_activity_id !== null && ids.has(s.job_step_activity_id));
    return {
      job_step_id: stage.job_step_id,
      score: own.length ? round2(own.reduce((sum, s) => sum + s.score, 0) / own.length) : null,
    };
  });
}

/** How an answer reads on the scorecard: choices by their text, yes/no as 'yes'/'no', the rest as written. */
export function answerText(
  question: { question_type: string; options: { question_option_id: number; option_text: string }[] },
  value: AnswerValue,
): string {
  if (value === null || value === undefined) return '';
  const optionText = (id: number) =>
    question.options.find((o) => o.question_option_id === id)?.option_text ?? String(id);
  switch (question.question_type) {
    case 'single_choice':
      return typeof value === 'number' ? optionText(value) : String(value);
    case 'multiple_choice':
      return Array.isArray(value) ? value.map((v) => optionText(Number(v))).join(', ') : String(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A file a candidate answered with, as the scorecard reads it (scorecard-reads.store.ts, `answer_files`). */
interface AnswerFile {
  file_id: string;
  account_question_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** A file question's answer names its file; one the server does not hold (not uploaded yet) shows nothing. */
function fileAnswer(
  question: Parameters<typeof answerText>[0] & { account_question_id: number },
  value: AnswerValue,
  files: ReadonlyMap<string, AnswerFile>,
): Pick<ScreeningAnswer, 'answer_text' | 'file'> {
  if (question.question_type !== 'file') return { answer_text: answerText(question, value) };
  const file = typeof value === 'string' ? files.get(value.toLowerCase()) : undefined;
  if (!file || file.account_question_id !== question.account_question_id) return { answer_text: '' };
  return {
    answer_text: file.file_name,
    file: {
      file_id: file.file_id,
      file_name: file.file_name,
      content_type: file.content_type,
      size_bytes: file.size_bytes,
      url: answerFileUrl(file.file_id),
    },
  };
}

export async function buildScorecard(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  requestedLanguage?: Language,
): Promise<Scorecard> {
  const language = requestedLanguage ?? viewer.preferred_language ?? 'en';
  // The access check and every part in one round trip (D159); nothing is used before the check.
  const parts = await store.scorecardData(db, userSmartreqId, language);
  const row = parts?.row;
  const app = await applicationOr404(db, viewer, row && { ...row, uuid: row.job_uuid, title: row.job_title });
  if (!parts || !row) throw new Error('unreachable: applicationOr404 refuses a missing application');
  // Opening the scorecard is what "seen" means: only a new application needs the write (D146).
  if (app.is_new) await store.markSeen(db, userSmartreqId);
  // Opening it also settles the viewer's mentions on it (their home's tasks, D206).
  await store.markMentionsSeen(db, app.ref_id, viewer.user_id);
  // And it is audited, once an hour per person and application (D290); the print view reads the same.
  await auditScorecardRead(db, viewer, app);
  // Scales kept out of hiring are not shown to those who decide, from whatever measured them (D198,
  // D263); a pathway (development, not hiring) shows every scale.
  const shown = <T extends { category: string | null; code: string | null }>(rows: T[]): T[] =>
    row.job_type_id === JOB_TYPE.pathway ? rows : rows.filter(isShownForHiring);
  const { screeningAnswers: answers } = parts;
  // Steps and activities named in the screen's language where the company wrote a version, else its
  // default language's; the page translates a built-in name it kept (D199).
  const defaultLanguage = LANGUAGES.find((l) => l === row.default_language) ?? 'en';
  const named = (text: string, stored: unknown) =>
    pickText(allVersions(text, stored, defaultLanguage), language, defaultLanguage).text || text;
  const plan = parts.plan.map((p) => ({
    ...p,
    step_name: named(p.step_name, p.step_name_i18n),
    title: p.title === null ? null : named(p.title, p.title_i18n),
  }));
  const titleOf = new Map(plan.map((p) => [p.job_step_activity_id, p.title ?? '']));
  const scores = shown(parts.attributeScores);
  const attributes = shown(row.job_attributes).map(({ category: _category, code: _code, ...a }) => a);
  const resume = row.resume;
  const answerFiles = row.answer_files;
  const interviewerScore = interviewerScoreFrom(viewer, app.job.account_id, {
    ...parts.interviewPanel,
    scores: shown(parts.interviewPanel.scores),
  });
  const fileOf = new Map(answerFiles.map((f) => [f.file_id, f]));
  const stages = stagesFrom(plan);
  const scoreOf = new Map(scores.map((s) => [s.attribute_type_id, s.score]));
  const measured: MeasuredAttribute[] = attributes.map((a) => ({
    ...a,
    score: scoreOf.get(a.attribute_type_id) ?? null,
  }));

  const reports: AssessmentReport[] = [];
  for (const stage of stages) {
    for (const activity of stage.activities) {
      const asmtId = plan.find((p) => p.job_step_activity_id === activity.job_step_activity_id)?.asmt_id;
      if (!activity.is_completed || asmtId == null) continue;
      const ofAssessment = scores.filter((s) => s.asmt_id === asmtId);
      reports.push({
        job_step_activity_id: activity.job_step_activity_id,
        title: activity.title,
        asmt_id: asmtId,
        completed_at: activity.completed_at,
        is_personality: ofAssessment.length > 0 && ofAssessment.every((s) => s.category === 'personality'),
        scores: ofAssessment.map((s) => ({ attribute_type_id: s.attribute_type_id, name: s.name, score: s.score })),
      });
    }
  }

  // Each score's band: its scale's SEM from the company's own attempts, when there are enough
  // (D304), kept until a submission changes it (D391); a skills test's as its percent_sem (D392);
  // with how each timed test was taken (D402).
  const timedResults = timedResultsFrom(
    parts.timedTests.map((r) => ({ ...r, title: titleOf.get(r.job_step_activity_id) ?? r.title })),
  );
  const [bands] = await Promise.all([
    reports.length > 0
      ? scaleBands(
          db,
          row.account_id,
          reports.map((r) => r.asmt_id),
        )
      : new Map<number, number>(),
    addSkillsTestBands(db, row.account_id, row.ref_id, timedResults),
    addIntegrityTotals(db, row.ref_id, timedResults),
  ]);
  for (const report of reports)
    for (const s of report.scores) {
      const sem = bands.get(s.attribute_type_id);
      if (sem !== undefined) s.sem = sem;
    }

  const screeningAnswers: ScreeningAnswer[] = answers
    .map((a) => ({
      job_step_activity_id: a.job_step_activity_id,
      activity_title: titleOf.get(a.job_step_activity_id) ?? a.activity_title,
      account_question_id: a.account_question_id,
      question_text: a.question_text,
      question_type: a.question_type,
      ...fileAnswer(a, a.value, fileOf),
    }))
    .filter((a) => a.answer_text !== '');

  return {
    applicantData: {
      user_smartreq_id: row.user_step_tracker_id,
      ref_id: row.ref_id,
      user_id: row.user_id,
      job_id: row.job_id,
      job_title: row.job_title,
      job_type_id: row.job_type_id,
      account_id: row.account_id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone_number: row.phone_number,
      application_date: store.iso(row.created_at)!,
      status: row.status,
      // Opening the scorecard is what "seen" means.
      is_new: false,
      assigned_user:
        row.assigned_user_id !== null && row.assigned_first_name !== null
          ? {
              user_id: row.assigned_user_id,
              first_name: row.assigned_first_name,
              last_name: row.assigned_last_name ?? '',
            }
          : null,
      rejection_reason:
        row.rejection_reason_id !== null && row.rejection_type !== null && row.rejection_reason_name !== null
          ? {
              rejection_reason_id: row.rejection_reason_id,
              rejection_type: row.rejection_type,
              name: row.rejection_reason_name,
            }
          : null,
      rejection_note: row.rejection_note,
      rejected_at: store.iso(row.rejected_at),
      hired_at: store.iso(row.hired_at),
      hire_start_date: row.hire_start_date,
      time_accommodation: Number(row.time_accommodation ?? 0),
      completed_activity_count: Number(row.completed_activity_count ?? 0),
      total_activity_count: Number(row.total_activity_count ?? 0),
    },
    screeningStages: stages,
    screeningStepScores: stepScores(stages, scores),
    attributesMeasuredScore: measured,
    fit_score: store.num(row.fit_score),
    predictive_score: store.num(row.predictive_score),
    scored_at: store.iso(row.scored_at),
    assessmentReportData: reports,
    screeningAnswers,
    timedResults,
    videoAnswers: [],
    resumeData: resume
      ? {
          resume_id: resume.resume_id,
          file_name: resume.file_name,
          content_type: resume.content_type,
          size_bytes: Number(resume.size_bytes),
          created_at: store.iso(resume.created_at)!,
          url: `/resume/v1/original-file/${resume.resume_id}/`,
        }
      : null,
    interviewerScore,
  };
}

export async function history(db: Db, app: StaffApplication) {
  return store.historyOf(db, app.ref_id);
}
