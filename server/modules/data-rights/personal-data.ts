/**
 * What is personal data, in one place: every table that holds something about a person, how to
 * find one person's rows (or one application's rows), what the export puts in the archive, what
 * erasure and the retention sweep do with the rows, and which stored files go with them.
 * Export (export.service.ts), erasure and retention (erasure.service.ts) read only this list, so
 * a new table holding personal data is added here (or, for an activity kind's own table, with the
 * kind's server definition, server/modules/activity/server-kind.ts) and nowhere else; personal-data.test.ts fails
 * when a column named like an email, a name or a phone number is in no entry.
 * How rows are found and erased is written with the pieces in server/db/personal-data-kit.ts; the entries
 * past the answers and attempts stand in personal-data-<section>.ts, one module per section.
 */
import { sql } from 'kysely';
import { byRef, byUserOrRef, viaAttempt, refsOf, type PersonalDataTable } from '../../db/personal-data-kit.ts';
import { ACCOUNT_PERSONAL_DATA } from './personal-data-account.ts';
import { APPLICATION_PERSONAL_DATA } from './personal-data-applications.ts';
import { INTERVIEW_PERSONAL_DATA } from './personal-data-interviews.ts';
import { OFFER_PERSONAL_DATA } from './personal-data-offers.ts';
import { PROFILE_PERSONAL_DATA } from './personal-data-profile.ts';
import { KIND_PERSONAL_DATA } from '../activity-kinds.ts';

/**
 * Children before their parents, so deletions never trip a foreign key. users comes last: erasure
 * anonymises the row in place (erasure.service.ts), it is never deleted, so kept rows still point
 * at someone.
 */
export const PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'user_answers',
    about: 'Your answers to questionnaires and screening questions.',
    personalColumns: ['value'],
    rows: viaAttempt,
    exportColumns: ['attempt_id', 'item_id', 'value', 'answered_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_attempt_handovers',
    about: 'Which device continued an activity.',
    personalColumns: ['from_device_id', 'to_device_id'],
    rows: viaAttempt,
    erase: { kind: 'delete' },
  },
  // The tables activity kinds declare with their server definitions (server/modules/activity-kinds.ts).
  ...KIND_PERSONAL_DATA,
  {
    table: 'screening_answer_files',
    about: 'Files you attached to screening questions (in files/screening_answer_files/).',
    personalColumns: ['file_name', 'storage_path'],
    rows: byUserOrRef,
    exportColumns: ['ref_id', 'account_question_id', 'file_name', 'content_type', 'size_bytes', 'created_at'],
    erase: { kind: 'delete' },
    fileColumn: 'storage_path',
  },
  {
    table: 'user_field_answers',
    about: "Your answers to the company's application-form fields.",
    personalColumns: ['answer', 'file_upload_response'],
    rows: (scope) =>
      'userId' in scope ? sql<boolean>`user_id = ${scope.userId}` : sql<boolean>`ref_id in ${refsOf(scope)}`,
    exportColumns: ['account_field_id', 'ref_id', 'answer', 'file_upload_response', 'updated_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_attempts',
    about: 'Each time you took an activity: when it started and was submitted.',
    personalColumns: [],
    rows: byUserOrRef,
    exportColumns: [
      'attempt_id',
      'ref_id',
      'job_step_activity_id',
      'server_started_at',
      'submitted_at',
      'answer_count',
    ],
    erase: { kind: 'delete' },
  },
  {
    // Before applicant_documents: a check may point at the document holding its report (D237).
    table: 'background_checks',
    about: 'Background checks of your applications: who ran them, their status and result.',
    personalColumns: ['result', 'note', 'invitation_url', 'candidate_ref', 'report_ref'],
    rows: byRef(),
    exportColumns: ['ref_id', 'provider', 'status', 'result', 'created_at', 'completed_at'],
    erase: { kind: 'delete' },
  },
  {
    // Before sms_messages: an opt-out is found through the numbers the person's messages used.
    table: 'sms_opt_outs',
    about:
      'Whether your phone number asked a company to stop text messages (STOP) or to start them again. Kept after erasure, so a number that said STOP is not texted again.',
    personalColumns: ['phone_number', 'keyword'],
    rows: (scope) =>
      sql<boolean>`(account_id, phone_number) in (select account_id, phone_number from sms_messages where ref_id in ${refsOf(scope)})`,
    exportColumns: ['phone_number', 'opted_out', 'keyword', 'changed_at'],
    erase: { kind: 'keep' },
  },
  {
    table: 'sms_messages',
    about: 'Text messages between you and the hiring team about your applications.',
    personalColumns: ['phone_number', 'body'],
    rows: byRef(),
    exportColumns: ['ref_id', 'direction', 'phone_number', 'body', 'status', 'created_at', 'sent_at', 'delivered_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'application_replies',
    about: 'Your emails in reply to the hiring team about your applications.',
    personalColumns: ['from_address', 'from_name', 'subject', 'text_body', 'message_id'],
    rows: byRef(),
    exportColumns: ['ref_id', 'from_address', 'from_name', 'subject', 'text_body', 'received_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'application_reply_tokens',
    about: 'The address your replies about each application come back to.',
    personalColumns: [],
    rows: byRef(),
    erase: { kind: 'delete' },
  },
  {
    table: 'applicant_documents',
    about: 'Documents the hiring team keeps on your applications (in files/applicant_documents/).',
    personalColumns: ['title', 'note', 'file_name', 'storage_path'],
    rows: byRef(),
    exportColumns: ['ref_id', 'title', 'document_type', 'file_name', 'content_type', 'created_at'],
    erase: { kind: 'delete' },
    fileColumn: 'storage_path',
  },
  {
    table: 'application_comments',
    about: "The hiring team's comments on your applications.",
    personalColumns: ['body'],
    rows: byRef(),
    erase: { kind: 'delete' },
  },
  {
    table: 'application_attribute_scores',
    about: 'Your scores on each attribute measured for an application.',
    personalColumns: [],
    rows: byRef(),
    exportColumns: ['ref_id', 'attribute_type_id', 'score', 'computed_at'],
    erase: { kind: 'keep' },
  },
  {
    table: 'eeoc_answer_applications',
    about: 'Equal-opportunity answers stay, linked only to an anonymous application, so the reports keep their counts.',
    personalColumns: [],
    rows: byRef(),
    erase: { kind: 'keep' },
  },
  ...INTERVIEW_PERSONAL_DATA,
  ...OFFER_PERSONAL_DATA,
  ...APPLICATION_PERSONAL_DATA,
  ...PROFILE_PERSONAL_DATA,
  ...ACCOUNT_PERSONAL_DATA,
];

/**
 * Tables with a column named like personal data that is not about a person a company hires or
 * assesses, each with why; the coverage test accepts these.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  account_phone_numbers: "the company's own phone numbers",
  sms_connections: "the address of the company's SMS provider (D236)",
  reply_mailboxes: "the company's own mailbox where candidates' replies arrive, and how to reach it (D450)",
  email_templates: 'mail templates: reply-to addresses of the company',
  mail_files: 'attachments are erased with the mail that carries them (mail_outbox_files cascades)',
  sources: 'applicant source names',
  offer_approvals:
    "the colleagues who approve an offer, named as the company's chain had them when the recruiter asked (D320): staff, not the person the offer is for",
  pending_sign_ups:
    'a sign-up waiting for its emailed code (D242): no account holds it yet, and it ends within 15 minutes (used, replaced, expired and swept, or at the fifth wrong code)',
};

export function personalDataTable(table: string): PersonalDataTable | undefined {
  return PERSONAL_DATA.find((entry) => entry.table === table);
}
