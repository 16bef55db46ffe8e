/**
 * Outcome questions, periods and supervisors' answers (contracts/outcome-questions.ts, D138).
 * Questions are company settings (company_settings_access); periods belong to a job profile and
 * follow its access (profileForStaff). The answering link is its own credential: the token is
 * kept hashed, an unknown one answers 404 and an expired one 410 without showing anything.
 */
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  OUTCOME_LINK_DAYS,
  OUTCOME_PERIOD_NAME_MAX,
  OUTCOME_QUESTION_MAX,
  OUTCOME_QUESTIONS_MAX,
  OutcomeErrorCode,
  type AnswerOutcome,
  type CreateOutcomePeriod,
  type OutcomePeriod,
  type OutcomeAudience,
  type OutcomeQuestion,
  type OutcomeReview,
} from '../../../contracts/outcome-questions.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { resourceNotFound } from '../../http/resource-access.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { hashToken } from '../../secrets/opaque-token.ts';
import { profileForStaff } from '../job-profiles/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './outcomes.store.ts';
import { currentScale } from './performance-scale.store.ts';

const DAY_MS = 86_400_000;
const questionNotFound = () => resourceNotFound('outcome-question');
const linkNotFound = () => notFound('This link is not valid.');
const expiredLink = () =>
  new HttpError(410, ErrorCode.linkExpired, 'This link has expired. Ask the company for a new one.');

function cleanQuestion(text: string): string {
  const question = text.trim();
  if (question === '') throw invalid('question', 'Write the question.');
  if (question.length > OUTCOME_QUESTION_MAX)
    throw invalid('question', `A question can be at most ${OUTCOME_QUESTION_MAX} characters.`);
  return question;
}

/** The question (the endpoints' `resource` had the access layer check its company; it may have gone since). */
async function questionToManage(db: Db, id: number): Promise<OutcomeQuestion> {
  const question = await store.findQuestion(db, id);
  if (!question) throw questionNotFound();
  return question;
}

// `accountId` is checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts).
export async function listQuestions(
  db: Db,
  accountId: number,
  includeArchived = false,
): Promise<{ results: OutcomeQuestion[] }> {
  return { results: await store.listQuestions(db, accountId, undefined, includeArchived) };
}

export async function createQuestion(
  db: Db,
  accountId: number,
  text: string,
  audience: OutcomeAudience = 'supervisor',
): Promise<OutcomeQuestion> {
  const question = cleanQuestion(text);
  const id = await db.transaction().execute(async (trx) => {
    if ((await store.listQuestions(trx, accountId, audience)).length >= OUTCOME_QUESTIONS_MAX) {
      throw invalid(
        'question',
        audience === 'employee'
          ? `A company can ask employees at most ${OUTCOME_QUESTIONS_MAX} questions.`
          : `A company can ask at most ${OUTCOME_QUESTIONS_MAX} outcome questions.`,
      );
    }
    return store.insertQuestion(trx, accountId, question, audience);
  });
  return (await store.findQuestion(db, id))!;
}

export async function updateQuestion(db: Db, id: number, text: string): Promise<OutcomeQuestion> {
  await questionToManage(db, id);
  await store.updateQuestion(db, id, cleanQuestion(text));
  return (await store.findQuestion(db, id))!;
}

export async function deleteQuestion(db: Db, id: number): Promise<{ deleted: number }> {
  await questionToManage(db, id);
  await store.deleteQuestion(db, id);
  return { deleted: 1 };
}

export async function archiveQuestion(db: Db, id: number, archived: boolean): Promise<OutcomeQuestion> {
  const question = await questionToManage(db, id);
  if ((question.archived_at !== null) !== archived) {
    await db.transaction().execute(async (trx) => {
      if (
        !archived &&
        (await store.listQuestions(trx, question.account_id, question.audience)).length >= OUTCOME_QUESTIONS_MAX
      ) {
        throw invalid(
          'archived',
          `A company can ask at most ${OUTCOME_QUESTIONS_MAX} questions of each kind: archive another first.`,
        );
      }
      await store.archiveQuestion(trx, id, question.account_id, archived);
    });
  }
  return (await store.findQuestion(db, id))!;
}

export async function orderQuestions(
  db: Db,
  body: { account_id: number; audience: OutcomeAudience; outcome_question_ids: number[] },
): Promise<{ results: OutcomeQuestion[] }> {
  await db.transaction().execute(async (trx) => {
    const current = (await store.listQuestions(trx, body.account_id, body.audience)).map((q) => q.outcome_question_id);
    const given = body.outcome_question_ids;
    if (
      given.length !== current.length ||
      new Set(given).size !== given.length ||
      given.some((id) => !current.includes(id))
    ) {
      throw invalid('outcome_question_ids', 'Name each question still asked exactly once.');
    }
    await store.orderQuestions(trx, given);
  });
  return { results: await store.listQuestions(db, body.account_id, body.audience, true) };
}

export async function listPeriods(db: Db, viewer: LoadedUser, jobId: number): Promise<{ results: OutcomePeriod[] }> {
  await profileForStaff(db, viewer, jobId);
  return { results: await store.listPeriods(db, jobId) };
}

export function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const SKIPPED_MESSAGES = {
  [OutcomeErrorCode.noQuestions]: 'The company has no outcome questions yet: write them in the settings first.',
  [OutcomeErrorCode.noSupervisors]:
    'No participant still employed in this role can be asked: none has a supervisor email (or, for satisfaction questions, an email).',
};

export async function createPeriod(
  db: Db,
  viewer: LoadedUser,
  publicUrl: string,
  jobId: number,
  body: CreateOutcomePeriod,
): Promise<OutcomePeriod> {
  const profile = await profileForStaff(db, viewer, jobId);
  const name = body.name.trim();
  const errors: { prop: string; message: string }[] = [];
  if (name === '') errors.push({ prop: 'name', message: 'Name the period.' });
  else if (name.length > OUTCOME_PERIOD_NAME_MAX)
    errors.push({ prop: 'name', message: `A name can be at most ${OUTCOME_PERIOD_NAME_MAX} characters.` });
  if (!isCalendarDay(body.measured_on)) errors.push({ prop: 'measured_on', message: 'Enter a valid date.' });
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);

  const periodId = await db.transaction().execute(async (trx) => {
    const opened = await openPeriod(trx, publicUrl, {
      job_id: jobId,
      account_id: profile.account_id,
      name,
      measured_on: body.measured_on,
      created_by: viewer.user_id,
    });
    if (opened.skipped !== undefined) throw new HttpError(409, opened.skipped, SKIPPED_MESSAGES[opened.skipped]);
    return opened.periodId;
  });
  return store.periodById(db, periodId);
}

export type PeriodSkip = (typeof OutcomeErrorCode)[keyof typeof OutcomeErrorCode];
export type OpenedPeriod = { periodId: number; skipped?: undefined } | { periodId?: undefined; skipped: PeriodSkip };

/**
 * Opens an outcome period in the caller's transaction, the one way both staff and the schedule
 * (D170) do it: each supervisor of the participants still employed gets one link about their
 * people, each participant with an email the satisfaction questions (D150), all through the
 * outbox. Nothing is written when there are no questions or nobody to ask (`skipped` says which).
 */
export async function openPeriod(
  trx: Db,
  publicUrl: string,
  period: {
    job_id: number;
    account_id: number;
    name: string;
    measured_on: string;
    created_by: number | null;
    scheduled_on?: string;
  },
): Promise<OpenedPeriod> {
  const { job_id: jobId, account_id: accountId, name } = period;
  const supervisorQuestions = await store.listQuestions(trx, accountId, 'supervisor');
  const employeeQuestions = await store.listQuestions(trx, accountId, 'employee');
  if (supervisorQuestions.length === 0 && employeeQuestions.length === 0)
    return { skipped: OutcomeErrorCode.noQuestions };
  const bySupervisor =
    supervisorQuestions.length === 0 ? new Map<string, number[]>() : await store.supervisedParticipants(trx, jobId);
  const employees = employeeQuestions.length === 0 ? [] : await store.participantsToAsk(trx, jobId);
  if (bySupervisor.size === 0 && employees.length === 0) return { skipped: OutcomeErrorCode.noSupervisors };
  const id = await store.insertPeriod(trx, {
    job_id: jobId,
    name,
    measured_on: period.measured_on,
    created_by: period.created_by,
    scheduled_on: period.scheduled_on,
  });
  const expiresAt = new Date(Date.now() + OUTCOME_LINK_DAYS * DAY_MS);
  const company = await trx
    .selectFrom('accounts')
    .select(['name', 'default_language'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const title = (await trx.selectFrom('jobs').select('title').where('job_id', '=', jobId).executeTakeFirstOrThrow())
    .title;
  const shared = {
    company_name: company.name,
    profile_name: title,
    period_name: name,
    link_days: String(OUTCOME_LINK_DAYS),
  };
  const purpose = { reason: 'outcome_invitation' as const, accountId };
  const mails = [];
  for (const [email, employeeIds] of bySupervisor) {
    const token = randomUUID();
    await store.insertInvitation(trx, {
      outcome_period_id: id,
      supervisor_email: email,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      employeeIds,
    });
    mails.push({
      slug: 'outcome_invitation' as const,
      to: email,
      language: company.default_language,
      purpose,
      values: {
        ...shared,
        people_count: String(employeeIds.length),
        answer_link: `${publicUrl}/outcome-review/${token}`,
      },
    });
  }
  // Employees answer signed in, on their own page: the mail carries no credential (D150).
  for (const employee of employees) {
    mails.push({
      slug: 'satisfaction_invitation' as const,
      to: employee.email,
      language: employee.language ?? company.default_language,
      purpose: { reason: 'satisfaction_invitation' as const, accountId },
      values: { ...shared, answer_link: `${publicUrl}/user/job-profile` },
    });
  }
  await queueMail(trx, await templatedMails(trx, mails));
  return { periodId: id };
}

/** Every question answered once, each a level from 1 to `levels` (5 for employees' answers); 400 naming what is wrong. */
export function checkAnswers(
  questionIds: number[],
  answers: { outcome_question_id: number; value: number }[],
  levels = 5,
): void {
  const given = new Map(answers.map((a) => [a.outcome_question_id, a.value]));
  if (given.size !== answers.length || answers.some((a) => !questionIds.includes(a.outcome_question_id)))
    throw invalid('answers', 'Answer each question once.');
  const missing = questionIds.filter((id) => !given.has(id));
  if (missing.length > 0)
    throw new HttpError(
      400,
      ErrorCode.validation,
      'Answer every question.',
      missing.map((id) => ({ prop: `answers.${id}`, message: 'Choose an answer.' })),
    );
  const bad = answers.filter((a) => !Number.isInteger(a.value) || a.value < 1 || a.value > levels);
  if (bad.length > 0) {
    throw new HttpError(
      400,
      ErrorCode.validation,
      `Each answer is from 1 to ${levels}.`,
      bad.map((a) => ({ prop: `answers.${a.outcome_question_id}`, message: `Choose an answer from 1 to ${levels}.` })),
    );
  }
}

async function openInvitation(db: Db, token: string): Promise<store.InvitationRow> {
  const invitation = await store.invitationByHash(db, hashToken(token));
  if (!invitation) throw linkNotFound();
  if (invitation.expires_at.getTime() <= Date.now()) throw expiredLink();
  return invitation;
}

async function reviewOf(db: Db, invitation: store.InvitationRow): Promise<OutcomeReview> {
  const [questions, employees, answers, scale] = await Promise.all([
    store.listQuestions(db, invitation.account_id, 'supervisor'),
    store.invitationEmployees(db, invitation.outcome_invitation_id),
    store.invitationAnswers(db, invitation.outcome_invitation_id),
    currentScale(db, invitation.account_id),
  ]);
  // Answers given on another version of the scale are kept but not offered to change: their levels differ.
  const onScale = answers.filter((a) => a.performance_scale_id === scale.performance_scale_id);
  return {
    company_name: invitation.company_name,
    profile_title: invitation.profile_title,
    period_name: invitation.period_name,
    measured_on: invitation.measured_on,
    expires_at: invitation.expires_at.toISOString(),
    questions: questions.map((q) => ({ outcome_question_id: q.outcome_question_id, question: q.question })),
    scale,
    employees: employees.map((e) => ({
      employee_id: e.employee_id,
      first_name: e.first_name,
      last_name: e.last_name,
      job_title: e.job_title,
      answered: e.answered_at !== null,
      answers: Object.fromEntries(
        onScale.filter((a) => a.employee_id === e.employee_id).map((a) => [String(a.outcome_question_id), a.value]),
      ),
    })),
  };
}

export async function getReview(db: Db, token: string): Promise<OutcomeReview> {
  return reviewOf(db, await openInvitation(db, token));
}

export async function answerReview(db: Db, token: string, body: AnswerOutcome): Promise<OutcomeReview> {
  const invitation = await openInvitation(db, token);
  await db.transaction().execute(async (trx) => {
    const employees = await store.invitationEmployees(trx, invitation.outcome_invitation_id);
    if (!employees.some((e) => e.employee_id === body.employee_id))
      throw invalid('employee_id', 'This person is not among the people this link asks about.');
    const scale = await currentScale(trx, invitation.account_id);
    checkAnswers(
      (await store.listQuestions(trx, invitation.account_id, 'supervisor')).map((q) => q.outcome_question_id),
      body.answers,
      scale.levels.length,
    );
    await store.saveAnswers(
      trx,
      invitation.outcome_invitation_id,
      body.employee_id,
      invitation.measured_on,
      { performance_scale_id: scale.performance_scale_id, size: scale.levels.length },
      body.answers,
    );
  });
  return reviewOf(db, invitation);
}
