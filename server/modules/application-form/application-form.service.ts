/**
 * The application form activity: read it, and submit it once. A submission is judged whole (the
 * merged profile by the shared profile rules with the job's resume and LinkedIn requirements, and
 * every custom field) before anything is written; then the profile, the answers and the
 * completion are written in one transaction.
 */
import type { ApplicationForm, SubmitApplicationForm } from '../../../contracts/application-form.ts';
import { allVersions, pickText, storedOptionVersions } from '../../../contracts/company-text.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { isCalendarDate } from '../../../contracts/experience.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import { profileWithResume, updateProfile, formQuestions } from '../profile/index.ts';
import { resumeOfUser } from '../resume/index.ts';
import { submittedMessage } from '../user-response/index.ts';
import * as store from './application-form.store.ts';
import { refreshApplicationAfterActivity } from '../scoring/index.ts';
import * as lifecycle from '../activity/index.ts';

const FORM_TYPES = ['form', 'resume'];

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

async function activityOf(db: Db, userId: number, refId: string, jobStepActivityId: number) {
  const found = await store.findFormActivity(db, refId, jobStepActivityId, {
    userId,
    activityTypes: FORM_TYPES,
    isTrackerLive: true,
  });
  if (!found) throw notFound('Activity not found');
  return found;
}

export async function readForm(
  db: Db,
  userId: number,
  refId: string,
  jobStepActivityId: number,
  readerLanguage?: Language | null,
): Promise<ApplicationForm> {
  const activity = await activityOf(db, userId, refId, jobStepActivityId);
  const defaultLanguage = (isLanguage(activity.default_language) ? activity.default_language : 'en') as Language;
  const profile = (await profileWithResume(db, userId))!;
  const answers = new Map((await store.answersOf(db, activity.ref_id)).map((a) => [a.account_field_id, a]));
  const fields = activity.activity_type === 'form' ? await store.applicationFields(db, activity.account_id) : [];
  return {
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    activity_type: activity.activity_type as ApplicationForm['activity_type'],
    title: activity.title,
    is_completed: activity.is_completed === true,
    job_title: activity.job_title,
    account_name: activity.account_name,
    is_resume_required: activity.is_resume_required || activity.activity_type === 'resume',
    is_linkedin_required: activity.is_linkedin_required,
    profile,
    resume: profile.resume,
    default_language: defaultLanguage,
    profile_questions: await formQuestions(db, activity.job_id),
    custom_fields: fields.map((f) => {
      const answer = answers.get(f.account_field_id);
      return {
        ...inLanguage(f, readerLanguage ?? defaultLanguage, defaultLanguage),
        user_field_id: answer?.user_field_id ?? null,
        answer: answer?.answer ?? null,
        file_upload_response: answer?.file_upload_response ?? null,
      };
    }),
  };
}

/**
 * A field's label and help in the reader's language, else the company default's (D199), with every
 * version beside them for the screen to pick from on the device; the choices stay the stored ones.
 */
function inLanguage(field: store.AccountFieldRow, reader: Language, defaultLanguage: Language) {
  const { label_i18n, help_text_i18n, options_i18n, ...rest } = field;
  const labels = allVersions(field.label, label_i18n, defaultLanguage);
  const helps = allVersions(field.help_text, help_text_i18n, defaultLanguage);
  const options = storedOptionVersions(options_i18n, field.options.length);
  if (field.options.length > 0 && !options[defaultLanguage]) options[defaultLanguage] = field.options;
  return {
    ...rest,
    label: pickText(labels, reader, defaultLanguage).text || field.label,
    help_text: pickText(helps, reader, defaultLanguage).text,
    label_i18n: labels,
    help_text_i18n: helps,
    options_i18n: options,
  };
}

type FieldProblem = { prop: string; message: string };

/** Judges the answers against the fields; returns what to store and what is wrong. */
export function judgeCustomFields(
  fields: store.AccountFieldRow[],
  given: NonNullable<SubmitApplicationForm['custom_fields']>,
  resume: { resume_id: number; file_name: string } | undefined,
): {
  rows: { account_field_id: number; answer: string | null; file_upload_response: string | null }[];
  problems: FieldProblem[];
} {
  const byId = new Map(fields.map((f) => [f.account_field_id, f]));
  const answers = new Map<number, string | null>();
  const problems: FieldProblem[] = [];
  for (const item of given) {
    if (!byId.has(item.account_field_id))
      problems.push({ prop: `custom_fields.${item.account_field_id}`, message: 'This field is not part of the form.' });
    else answers.set(item.account_field_id, item.answer === null ? null : item.answer.trim() || null);
  }
  const rows = [];
  for (const field of fields) {
    const prop = `custom_fields.${field.account_field_id}`;
    let answer = answers.get(field.account_field_id) ?? null;
    let fileResponse: string | null = null;
    if (field.field_type === 'file') {
      // A file field takes the candidate's current resume.
      answer = answer && resume ? resume.file_name : null;
      fileResponse = answer && resume ? String(resume.resume_id) : null;
    }
    if (answer === null) {
      if (field.is_required) problems.push({ prop, message: `The ${field.label} field is required` });
    } else if (field.field_type === 'number' && !/^-?\d{1,12}(\.\d{1,4})?$/.test(answer)) {
      problems.push({ prop, message: 'Enter a number.' });
    } else if (field.field_type === 'date' && !isCalendarDate(answer)) {
      problems.push({ prop, message: 'Enter a date as YYYY-MM-DD.' });
    } else if (field.field_type === 'select' && !field.options.includes(answer)) {
      problems.push({ prop, message: 'Choose one of the options.' });
    }
    rows.push({ account_field_id: field.account_field_id, answer, file_upload_response: fileResponse });
  }
  return { rows, problems };
}

/** `lease`: the submitting device (offline promise 10); another device's live lease refuses the submission before anything is written. */
export async function submitForm(db: Db, userId: number, body: SubmitApplicationForm, lease?: ActivityLeaseRequest) {
  return db.transaction().execute(async (trx) => {
    const activity = await activityOf(trx, userId, body.ref_id, body.job_step_activity_id);
    if (activity.is_completed) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await admitSubmission(trx, { ref_id: activity.ref_id, job_step_activity_id: activity.job_step_activity_id }, lease);
    const resume = await resumeOfUser(trx, userId);
    if (activity.activity_type === 'resume') {
      if (!resume)
        throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
          { prop: 'resume', message: 'A resume is required for this job.' },
        ]);
    } else {
      const fields = await store.applicationFields(trx, activity.account_id);
      const judged = judgeCustomFields(fields, body.custom_fields ?? [], resume);
      try {
        await updateProfile(trx, userId, body.profile ?? {}, {
          isResumeRequired: activity.is_resume_required,
          isLinkedinRequired: activity.is_linkedin_required,
          hasResume: resume !== undefined,
          // An application form asks what its company asks applicants (D267).
          questions: await formQuestions(trx, activity.job_id),
        });
      } catch (error) {
        // One answer with every problem: the profile's and the custom fields'.
        if (error instanceof HttpError && error.statusCode === 400) {
          throw new HttpError(400, ErrorCode.validation, error.message, [...(error.errors ?? []), ...judged.problems]);
        }
        throw error;
      }
      if (judged.problems.length > 0)
        throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', judged.problems);
      await store.saveAnswers(trx, userId, activity.ref_id, judged.rows);
    }
    const { completedAt, completedNow } = await lifecycle.completeActivity(
      trx,
      activity.ref_id,
      activity.job_step_activity_id,
    );
    if (!completedNow) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await refreshApplicationAfterActivity(trx, activity.ref_id);
    return {
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      is_completed: true,
      completed_at: completedAt.toISOString(),
    };
  });
}
