/**
 * The scorecard's logic: assembling the parts, and the review actions. Each action runs in one
 * transaction holding the application's row lock: it checks, changes and records its job event
 * together, so a refused action changes nothing.
 */
import { interviewerScoreFrom } from '../interview/interview-panel.ts';
import type {
  ApplicationState,
  AssessmentReport,
  HirePersonalData,
  MeasuredAttribute,
  Scorecard,
  ScreeningAnswer,
  ScreeningStage,
  ShareScorecard,
} from '../../../contracts/scorecard.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { queueMail } from '../../integrations/mail.ts';
import { accountNames } from '../../integrations/mail-outbox.store.ts';
import { languageOfAddress } from '../../integrations/mail-template/email-template.store.ts';
import { checkShareRecipients } from './share-recipients.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { applicationForStaff, applicationOr404, type StaffApplication } from '../job/job-access.ts';
import { recordJobEvent } from '../job/job-events.store.ts';
import { employeeFromHire } from '../people/hired-employee.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './scorecard.store.ts';
import { cancelRejectionEmails } from '../applicants/rejection-email.ts';
import { answerFileUrl } from '../../../contracts/screening-files.ts';
import type { AnswerFileRow } from '../screening-questions/screening-files.store.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export const REJECTED_CANNOT_BE_HIRED = 'A rejected applicant cannot be hired. Recover the applicant first.';
const rejectedConflict = () => new HttpError(409, ErrorCode.conflict, REJECTED_CANNOT_BE_HIRED);

// ---------------------------------------------------------------------------------------------
// Reading

/** Steps with their activities in plan order; a step is complete when every activity is. */
export function stagesFrom(rows: store.PlanActivityRow[]): ScreeningStage[] {
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

/** A file question's answer names its file; one the server does not hold (not uploaded yet) shows nothing. */
function fileAnswer(
  question: Parameters<typeof answerText>[0] & { account_question_id: number },
  value: AnswerValue,
  files: ReadonlyMap<
    string,
    Pick<AnswerFileRow, 'file_id' | 'account_question_id' | 'file_name' | 'content_type' | 'size_bytes'>
  >,
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

export async function buildScorecard(db: Db, viewer: LoadedUser, userSmartreqId: number): Promise<Scorecard> {
  const language = viewer.preferred_language ?? 'en';
  // The access check and every part in one round trip (D159); nothing is used before the check.
  const parts = await store.scorecardData(db, userSmartreqId, language);
  const row = parts?.row;
  const app = await applicationOr404(db, viewer, row && { ...row, uuid: row.job_uuid, title: row.job_title });
  if (!parts || !row) throw new Error('unreachable: applicationOr404 refuses a missing application');
  // Opening the scorecard is what "seen" means: only a new application needs the write (D146).
  if (app.is_new) await store.markSeen(db, userSmartreqId);
  // Opening it also settles the viewer's mentions on it (their home's tasks, D206).
  await store.markMentionsSeen(db, app.ref_id, viewer.user_id);
  const { plan, attributeScores: scores, screeningAnswers: answers } = parts;
  const attributes = row.job_attributes;
  const resume = row.resume;
  const answerFiles = row.answer_files;
  const interviewerScore = interviewerScoreFrom(viewer, app.job.account_id, parts.interviewPanel);
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

  const screeningAnswers: ScreeningAnswer[] = answers
    .map((a) => ({
      job_step_activity_id: a.job_step_activity_id,
      activity_title: a.activity_title,
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

// ---------------------------------------------------------------------------------------------
// Actions

type Action = (trx: Db, current: store.ReviewRow, app: StaffApplication) => Promise<void>;

/** Checks access, then runs `action` in a transaction on the locked review row; answers the new state. */
export async function act(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  action: Action,
): Promise<ApplicationState> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  return db.transaction().execute(async (trx) => {
    const current = await store.reviewState(trx, userSmartreqId, true);
    await action(trx, current, app);
    return store.toState(await store.reviewState(trx, userSmartreqId));
  });
}

export const event = (app: StaffApplication, viewer: LoadedUser) => ({
  job_id: app.job.job_id,
  ref_id: app.ref_id,
  actor_user_id: viewer.user_id,
});

export async function setStatus(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  status: 'active' | 'hired',
): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.status === status) return;
    if (status === 'hired' && current.status === 'rejected') throw rejectedConflict();
    const change: store.ReviewChange =
      status === 'active'
        ? { status, rejection_reason_id: null, rejection_note: null, rejected_at: null, hired_at: null }
        : { status, hired_at: new Date() };
    await store.updateReview(trx, userSmartreqId, change);
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'status_changed',
      details: { from: current.status, to: status },
    });
    if (current.status === 'rejected')
      await cancelRejectionEmails(trx, viewer.user_id, [{ job_id: app.job.job_id, ref_id: app.ref_id }]);
    if (status === 'hired') await employeeFromHire(trx, app.ref_id);
  });
}

export async function setTimeAccommodation(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  multiplier: number,
): Promise<{ user_smartreq_id: number; time_accommodation: number }> {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  return db.transaction().execute(async (trx) => {
    const before = await store.timeAccommodation(trx, userSmartreqId);
    if (before !== multiplier) {
      await store.updateTimeAccommodation(trx, userSmartreqId, multiplier);
      await recordJobEvent(trx, {
        ...event(app, viewer),
        kind: 'time_accommodation_changed',
        details: { from: before, to: multiplier },
      });
    }
    return { user_smartreq_id: userSmartreqId, time_accommodation: multiplier };
  });
}

export async function markNew(db: Db, viewer: LoadedUser, userSmartreqId: number): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.is_new) return;
    await store.updateReview(trx, userSmartreqId, { is_new: true });
    await recordJobEvent(trx, { ...event(app, viewer), kind: 'marked_new' });
  });
}

export async function updateHireData(db: Db, viewer: LoadedUser, body: HirePersonalData): Promise<ApplicationState> {
  return act(db, viewer, body.user_smartreq_id, async (trx, current) => {
    if (current.status === 'rejected') throw rejectedConflict();
    await store.updatePersonalData(trx, current.user_id, {
      first_name: body.first_name,
      last_name: body.last_name,
      ...(body.phone_number !== undefined ? { phone_number: body.phone_number || null } : {}),
    });
    if (body.hire_start_date !== undefined)
      await store.updateReview(trx, body.user_smartreq_id, { hire_start_date: body.hire_start_date });
  });
}

export async function hire(
  db: Db,
  viewer: LoadedUser,
  userSmartreqId: number,
  startDate: string | null | undefined,
): Promise<ApplicationState> {
  return act(db, viewer, userSmartreqId, async (trx, current, app) => {
    if (current.status === 'rejected') throw rejectedConflict();
    if (current.status === 'hired') {
      if (startDate !== undefined && startDate !== current.hire_start_date)
        await store.updateReview(trx, userSmartreqId, { hire_start_date: startDate });
      // A hire made before hires became employees (D169) gets its employee now; later ones have one.
      await employeeFromHire(trx, app.ref_id);
      return;
    }
    await store.updateReview(trx, userSmartreqId, {
      status: 'hired',
      hired_at: new Date(),
      ...(startDate !== undefined ? { hire_start_date: startDate } : {}),
    });
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'hired',
      details: { start_date: startDate ?? current.hire_start_date },
    });
    await employeeFromHire(trx, app.ref_id);
  });
}

export async function share(
  db: Db,
  viewer: LoadedUser,
  body: ShareScorecard,
  publicUrl: string,
): Promise<{ sent: number }> {
  const app = await applicationForStaff(db, viewer, body.user_smartreq_id);
  const applicant = await store.applicantRow(db, body.user_smartreq_id);
  const recipients = await checkShareRecipients(db, app.job.account_id, [...new Set(body.recipients)]);
  const link = `${publicUrl}/smartreq-detail-applicant/${body.user_smartreq_id}`;
  const sharer = `${viewer.first_name} ${viewer.last_name}`.trim();
  const who = `${applicant.first_name} ${applicant.last_name}`.trim();
  const company = (await accountNames(db, [app.job.account_id])).get(app.job.account_id) ?? '';
  await db.transaction().execute(async (trx) => {
    for (const { to, isColleague } of recipients) {
      await queueMail(
        trx,
        await templatedMail(trx, {
          slug: 'scorecard_share',
          to,
          // A recipient without an account reads the sharer's language.
          language: (await languageOfAddress(trx, to)) ?? viewer.preferred_language,
          values: {
            sender_name: sharer,
            applicant_name: who,
            job_name: app.job.title,
            company_name: company,
            scorecard_link: link,
            // Free text goes only to the company's own people (D205).
            message: isColleague ? (body.message ?? '') : '',
          },
          purpose: { reason: 'scorecard_share', accountId: app.job.account_id, sharedBy: sharer },
          replyTo: viewer.email,
        }),
      );
    }
    await recordJobEvent(trx, {
      ...event(app, viewer),
      kind: 'scorecard_shared',
      details: { recipients: recipients.map((r) => r.to) },
    });
  });
  return { sent: recipients.length };
}

export async function history(db: Db, app: StaffApplication) {
  return store.historyOf(db, app.ref_id);
}
