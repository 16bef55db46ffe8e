/**
 * What a staff member composes to applicants (bulk email, a message template used as one): the
 * merge fields are judged before anything is sent and filled per recipient, as plain text; the
 * mail template around them escapes the result in the HTML part, so an applicant's name can never
 * become markup (D201). A text started from a template carries its versions by language and each
 * recipient gets their own language's (D292).
 */
import { fillMergeFields, mergeFieldProblems, type MergeValues } from '../../../contracts/merge-fields.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { versionFor, versionProblems, type VersionedMail } from '../../../contracts/mail-versions.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { asLanguage } from '../../integrations/mail-template/templated-mail.ts';
import { formatWhen } from '../../integrations/mail-template/mail-time.ts';
import { trackerLink } from '../progress/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './applicants.store.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMails } from '../../integrations/mail-template/templated-mail.ts';
import { recordJobEvents } from '../../db/job-events.store.ts';
import { withReplyAddresses, threadHeaders, type AnsweredThread } from '../replies/index.ts';

/** Who sends: the recruiter_name merge field, the reply address (when the company has no reply domain, D298) and the history's actor. */
export type Sender = Pick<LoadedUser, 'user_id' | 'first_name' | 'last_name' | 'email'>;

export interface ComposedText {
  subject: string;
  message: string;
}

/** 400 naming the field (subject, message, or a version's) and the unknown merge field; nothing is sent. */
export function assertKnownMergeFields(body: VersionedMail): void {
  assertNoProblems([
    ...mergeFieldProblems({ subject: body.subject, message: body.message }),
    ...versionProblems(body.versions),
  ]);
}

/** The recipient's saved language; undefined when none (they get the main text, the company default's). */
export const readerLanguage = (t: Pick<store.Target, 'preferred_language'>): Language | undefined =>
  (LANGUAGES as readonly string[]).includes(t.preferred_language ?? '')
    ? (t.preferred_language as Language)
    : undefined;

/** The recipient's version (D292), merge fields filled, and the version's language (null: as written). */
export function composeVersionFor(
  body: VersionedMail,
  target: Pick<store.Target, 'preferred_language'>,
  values: MergeValues,
): ComposedText & { language: Language | null } {
  const version = versionFor(body, readerLanguage(target));
  return { ...composeFor(version, values), language: version.language };
}

/** Each recipient's values, in the order of `targets`. */
export async function mergeValuesFor(
  db: Db,
  viewer: Sender,
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

/**
 * Queues one `applicant_email` mail per address (the first application named for it), each with its
 * own merge fields filled, and records `emailed` with the subject received in every named
 * application's history (with `details` added). Answers how many mails were queued.
 */
export async function queueComposedMails(
  trx: Db,
  sender: Sender,
  targets: store.Target[],
  body: VersionedMail,
  publicUrl: string,
  options: {
    files?: Map<number, number[]>;
    details?: Record<string, unknown>;
    thread?: AnsweredThread | undefined;
  } = {},
): Promise<number> {
  const byAddress = new Map<string, store.Target>();
  for (const t of targets) if (!byAddress.has(t.email.toLowerCase())) byAddress.set(t.email.toLowerCase(), t);
  const recipients = [...byAddress.values()];
  const senderName = `${sender.first_name} ${sender.last_name}`.trim();
  const values = await mergeValuesFor(trx, sender, recipients, publicUrl);
  const composed = recipients.map((t, i) => composeVersionFor(body, t, values[i]!));
  const made = await templatedMails(
    trx,
    recipients.map((t, i) => ({
      slug: 'applicant_email' as const,
      to: t.email,
      language: t.preferred_language,
      values: {
        first_name: t.first_name,
        last_name: t.last_name,
        job_name: t.job_title,
        company_name: t.account_name,
        sender_name: senderName,
        subject: composed[i]!.subject,
        message: composed[i]!.message,
      },
      purpose: { reason: 'applicant_email' as const, accountId: t.account_id },
      replyTo: sender.email,
    })),
  );
  const mails = await withReplyAddresses(
    trx,
    made,
    recipients.map((t) => t.ref_id),
  );
  await queueMail(
    trx,
    mails.map((mail, i) => ({
      ...mail,
      attachments: options.files?.get(recipients[i]!.account_id),
      ...(options.thread ? threadHeaders(options.thread) : {}),
    })),
  );
  const sent = new Map(recipients.map((t, i) => [t.email.toLowerCase(), composed[i]!]));
  await recordJobEvents(
    trx,
    targets.map((t) => {
      const mail = sent.get(t.email.toLowerCase());
      return {
        job_id: t.job_id,
        ref_id: t.ref_id,
        actor_user_id: sender.user_id,
        kind: 'emailed' as const,
        details: {
          subject: mail?.subject ?? body.subject,
          ...(mail?.language ? { language: mail.language } : {}),
          ...options.details,
        },
      };
    }),
  );
  return byAddress.size;
}
