/**
 * A requisition's public link before sign-in (contracts/job-link.ts, D196): what anyone holding the
 * link may read of an open, published requisition, and nothing else (no pay, team, notes, scoring).
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { JobLinkActivity, JobLinkSummary } from '../../../contracts/job-link.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { closedMessage } from '../progress/index.ts';
import { estimatedMinutes, isPartOfApplying, needsConnection } from './activity-estimate.ts';
import * as store from './job-link.store.ts';
import { hiringFormMinutes } from '../../db/hiring-form.ts';
import { questionnaireFormOf } from '../../../contracts/questionnaire-settings.ts';
import { shortDescription } from './short-description.ts';
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';

type LivePosting = NonNullable<Awaited<ReturnType<typeof store.livePostingOf>>>;

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/** The posting's title and description in the reader's language, when it has that version or is written in it. */
function postingForReader(posting: LivePosting, reader: Language, defaultLanguage: Language) {
  const own = asLanguage(posting.language);
  const title = pickText(allVersions(posting.title, posting.title_i18n, own), reader, defaultLanguage);
  if (title.is_fallback) return undefined;
  const descriptions = allVersions(posting.description, posting.description_i18n, own);
  return { title: title.text, description: descriptions[reader] ?? '' };
}

export async function jobLinkSummary(db: Db, uuid: string, language?: Language): Promise<JobLinkSummary> {
  const job = await store.jobByUuid(db, uuid);
  // A draft, a deleted requisition or a suspended company's is no job anyone can apply to: as unknown.
  if (!job || job.is_draft || job.is_deleted || job.is_company_suspended) throw notFound('Job not found');
  if (!job.is_accepting_applications) throw new HttpError(404, ErrorCode.closed, closedMessage);

  const posting = await store.livePostingOf(db, job.job_id);
  const defaultLanguage = asLanguage(job.default_language);
  // Without a language the link reads as it always did: the company's own text as written.
  const inReaderLanguage = (text: string, versions: unknown) =>
    language ? pickText(allVersions(text, versions, defaultLanguage), language, defaultLanguage).text : text;
  const postingText = posting && language ? postingForReader(posting, language, defaultLanguage) : undefined;
  const place = [job.city, job.state].filter((part): part is string => Boolean(part?.trim())).join(', ');
  const steps: { id: number; name: string; activities: JobLinkActivity[] }[] = [];
  let total = 0;
  for (const row of await store.planActivities(db, job.job_id)) {
    // A questionnaire asking the hiring form takes the time of the items it asks (D291, D297).
    const asksHiringForm =
      row.activity_type === 'assessment' &&
      row.asmt_id !== null &&
      row.questionnaire_minutes !== null &&
      questionnaireFormOf(row.settings) === 'hiring';
    const minutes = estimatedMinutes(
      asksHiringForm
        ? { ...row, questionnaire_minutes: await hiringFormMinutes(db, row.asmt_id!, row.questionnaire_minutes!) }
        : row,
    );
    const isAfterApplying = !isPartOfApplying(row.activity_type);
    if (!isAfterApplying) total += minutes;
    const activity = {
      title: inReaderLanguage(row.title, row.title_i18n),
      type: row.activity_type,
      minutes,
      needs_connection: needsConnection(row.activity_type),
      is_after_applying: isAfterApplying,
    };
    const last = steps.at(-1);
    if (last && last.id === row.job_step_id) last.activities.push(activity);
    else
      steps.push({
        id: row.job_step_id,
        name: inReaderLanguage(row.step_name, row.step_name_i18n),
        activities: [activity],
      });
  }
  return {
    title: postingText?.title ?? job.title,
    company_name: job.company_name,
    location: posting ? (posting.is_remote ? posting.remote_country : posting.location) : place || null,
    is_remote: posting?.is_remote ?? false,
    description: shortDescription(postingText?.description || posting?.description || job.description),
    steps: steps.map(({ name, activities }) => ({ name, activities })),
    total_minutes: total,
  };
}
