/**
 * What a staff member composes to applicants (bulk email, a message template used as one): the
 * merge fields are judged before anything is sent and filled per recipient, as plain text; the
 * mail template around them escapes the result in the HTML part, so an applicant's name can never
 * become markup (D201).
 */
import { fillMergeFields, mergeFieldProblems, type MergeValues } from '../../../contracts/merge-fields.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { asLanguage } from '../../integrations/mail-template/templated-mail.ts';
import { formatWhen } from '../interview-scheduling/interview-mail.ts';
import { trackerLink } from '../progress/progress.service.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './applicants.store.ts';

export interface ComposedText {
  subject: string;
  message: string;
}

/** 400 naming the field (subject or message) and the unknown merge field; nothing is sent. */
export function assertKnownMergeFields(body: ComposedText): void {
  assertNoProblems(mergeFieldProblems({ subject: body.subject, message: body.message }));
}

/** Each recipient's values, in the order of `targets`. */
export async function mergeValuesFor(
  db: Db,
  viewer: LoadedUser,
  targets: store.Target[],
  publicUrl: string,
  now = new Date(),
): Promise<MergeValues[]> {
  const interviews = await store.nextInterviews(
    db,
    targets.map((t) => t.ref_id),
    now,
  );
  const recruiter = `${viewer.first_name} ${viewer.last_name}`.trim();
  return targets.map((t) => {
    const interview = interviews.get(t.ref_id);
    return {
      first_name: t.first_name,
      last_name: t.last_name,
      company_name: t.account_name,
      job_title: t.job_title,
      recruiter_name: recruiter,
      interview_time: interview
        ? formatWhen(interview.starts_at, interview.time_zone ?? 'UTC', asLanguage(t.preferred_language))
        : undefined,
      tracker_link: trackerLink(publicUrl.replace(/\/+$/, ''), t.job_uuid, t.ref_id),
    };
  });
}

export function composeFor(body: ComposedText, values: MergeValues): ComposedText {
  return {
    subject: fillMergeFields(body.subject, values)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    message: fillMergeFields(body.message, values),
  };
}
