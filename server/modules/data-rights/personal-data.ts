/**
 * What is personal data, in one place: every table that holds something about a person, how to
 * find one person's rows (or one application's rows), what the export puts in the archive, what
 * erasure and the retention sweep do with the rows, and which stored files go with them.
 * Export (export.service.ts), erasure and retention (erasure.service.ts) read only this list, so
 * a new table holding personal data is added here (or, for an activity kind's own table, with the
 * kind's server definition, server/modules/activity/server-kind.ts) and nowhere else; personal-data.test.ts fails
 * when a column named like an email, a name or a phone number is in no entry.
 * How rows are found and erased is written with the pieces in personal-data-kit.ts.
 */
import { sql } from 'kysely';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  byRef,
  byUserOnly,
  byUserOrRef,
  viaAttempt,
  viaInterview,
  viaEvaluation,
  viaOffer,
  empty,
  nil,
  emptyJson,
  refsOf,
  type PersonalDataTable,
} from './personal-data-kit.ts';
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
  {
    table: 'interview_evaluation_answers',
    about: "Interviewers' notes on each question.",
    personalColumns: ['notes'],
    rows: viaEvaluation,
    erase: { kind: 'anonymise', set: { notes: empty } },
  },
  {
    table: 'interview_evaluations',
    about: "Interviewers' evaluations: the recommendations stay without notes.",
    personalColumns: ['notes'],
    rows: viaInterview,
    erase: { kind: 'anonymise', set: { notes: empty } },
  },
  {
    table: 'interview_booking_links',
    about: 'Links to book an interview.',
    personalColumns: ['token_hash'],
    rows: viaInterview,
    erase: { kind: 'delete' },
  },
  {
    table: 'interviews',
    about: 'Your interviews: when and where.',
    personalColumns: ['participant_user_id', 'location', 'meeting_url'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`participant_user_id = ${scope.userId}`
        : sql<boolean>`ref_id in ${refsOf(scope)}`,
    exportColumns: [
      'interview_uuid',
      'ref_id',
      'purpose',
      'status',
      'starts_at',
      'ends_at',
      'time_zone',
      'location',
      'meeting_url',
      'completed_at',
    ],
    erase: { kind: 'anonymise', set: { meeting_url: empty, location: empty } },
    personColumn: 'participant_user_id',
  },
  {
    table: 'offer_documents',
    about: 'Offer letters as PDF (in files/offer_documents/).',
    personalColumns: ['content'],
    rows: viaOffer,
    exportColumns: ['offer_id', 'version', 'kind', 'created_at'],
    erase: { kind: 'delete' },
    blob: { column: 'content', name: (r) => `offer-${String(r.offer_id)}-v${String(r.version)}-${String(r.kind)}.pdf` },
  },
  {
    table: 'offer_events',
    about: 'What happened to your offers.',
    personalColumns: ['ip', 'detail'],
    rows: viaOffer,
    erase: { kind: 'anonymise', set: { ip: nil, detail: emptyJson } },
  },
  {
    table: 'offer_signers',
    about: 'Who signs your offers, and when they did.',
    personalColumns: ['name', 'email', 'typed_name', 'ip', 'user_id'],
    rows: (scope) => sql<boolean>`${viaOffer(scope)} and role = 'candidate'`,
    exportColumns: ['offer_id', 'name', 'email', 'status', 'viewed_at', 'signed_at', 'signature_kind', 'typed_name'],
    erase: {
      kind: 'anonymise',
      set: {
        name: sql`${ERASED_FIRST_NAME + ' ' + ERASED_LAST_NAME}`,
        email: sql`'erased-' || offer_signer_id || ${'@' + ERASED_EMAIL_DOMAIN}`,
        typed_name: nil,
        ip: nil,
        link_token_hash: nil,
      },
    },
    personColumn: 'user_id',
  },
  {
    table: 'offers',
    about: 'Offers made to you (drafts the company has not sent are not included).',
    personalColumns: ['letter_body', 'field_values', 'decline_reason'],
    rows: (scope) => sql<boolean>`ref_id in ${refsOf(scope)} and status <> 'draft'`,
    exportColumns: [
      'offer_id',
      'ref_id',
      'language',
      'letter_body',
      'field_values',
      'status',
      'recorded_response',
      'decline_reason',
      'expires_at',
      'sent_at',
      'finished_at',
    ],
    erase: { kind: 'anonymise', set: { letter_body: empty, field_values: emptyJson, decline_reason: nil } },
  },
  {
    table: 'pathway_participants',
    about: 'The pathways a company added you to as an employee, with the supervisor email it gave.',
    personalColumns: ['supervisor_email'],
    rows: byRef(),
    exportColumns: ['ref_id', 'job_id', 'supervisor_email', 'created_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'outcome_invitations',
    about: 'Links a company mailed you to answer outcome questions about employees you supervise.',
    personalColumns: ['supervisor_email', 'token_hash'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`lower(supervisor_email) = (select lower(email) from users where user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['supervisor_email', 'created_at', 'expires_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'ats_orders',
    about:
      'Assessment orders another applicant tracking system placed for you: your name, email and its application id.',
    personalColumns: ['first_name', 'last_name', 'email', 'external_application_id'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`(ref_id in ${refsOf(scope)} or lower(email) = (select lower(email) from users where user_id = ${scope.userId}))`
        : sql<boolean>`ref_id in ${refsOf(scope)}`,
    exportColumns: [
      'order_uuid',
      'external_application_id',
      'first_name',
      'last_name',
      'email',
      'status',
      'created_at',
    ],
    erase: {
      kind: 'anonymise',
      set: {
        first_name: sql`${ERASED_FIRST_NAME}`,
        last_name: sql`${ERASED_LAST_NAME}`,
        email: sql`'erased-' || order_uuid || ${'@' + ERASED_EMAIL_DOMAIN}`,
      },
    },
  },
  {
    table: 'user_trackers',
    about: 'Your applications: the job, their status and when.',
    personalColumns: ['user_id', 'rejection_note', 'external_application_id'],
    rows: byUserOrRef,
    exportColumns: [
      'ref_id',
      'job_id',
      'status',
      'created_at',
      'rejected_at',
      'hired_at',
      'fit_score',
      'completed_activity_count',
    ],
    erase: { kind: 'anonymise', set: { rejection_note: nil, external_application_id: nil } },
    personColumn: 'user_id',
  },
  {
    table: 'experiences',
    about: 'Your work experience.',
    personalColumns: ['company_name', 'title', 'description', 'location'],
    rows: byUserOnly(),
    exportColumns: [
      'company_name',
      'title',
      'description',
      'start_date',
      'end_date',
      'is_current',
      'location',
      'state',
      'country',
      'position_type',
      'field',
    ],
    erase: { kind: 'delete' },
  },
  {
    table: 'user_profiles',
    about: 'Your profile: second email, birth date, location, links.',
    personalColumns: ['email2', 'dob', 'gender', 'city', 'zip', 'linkedin_url', 'supervisor_email'],
    rows: byUserOnly(),
    exportColumns: [
      'email2',
      'dob',
      'gender',
      'jobtitle',
      'city',
      'state_code',
      'zip',
      'country_code',
      'linkedin_url',
      'is_opt_in',
      'updated_at',
    ],
    erase: { kind: 'delete' },
  },
  {
    table: 'resumes',
    about: 'Your resume (the file is in files/resumes/).',
    personalColumns: ['file_name', 'storage_path'],
    rows: byUserOnly(),
    exportColumns: ['file_name', 'content_type', 'size_bytes', 'created_at'],
    erase: { kind: 'delete' },
    fileColumn: 'storage_path',
  },
  {
    table: 'satisfaction_answers',
    about: 'Your answers to the satisfaction questions a company asked you as its employee.',
    personalColumns: ['value'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`employee_id in (select employee_id from employees where user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['outcome_period_id', 'outcome_question_id', 'value', 'answered_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'employees',
    about: 'Your employee record, when a company hired you.',
    personalColumns: ['first_name', 'last_name', 'email', 'supervisor_email', 'separation_reason'],
    rows: byUserOnly(),
    exportColumns: ['job_title', 'location', 'start_date', 'end_date', 'first_name', 'last_name', 'email'],
    erase: {
      kind: 'anonymise',
      set: {
        first_name: sql`${ERASED_FIRST_NAME}`,
        last_name: sql`${ERASED_LAST_NAME}`,
        email: nil,
        supervisor_email: nil,
        separation_reason: nil,
      },
    },
  },
  {
    table: 'mail_outbox',
    about: 'Mail sent to you.',
    personalColumns: ['to_address', 'subject', 'text_body', 'html_body'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`lower(to_address) = (select lower(email) from users where user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['created_at', 'subject', 'text_body', 'status', 'sent_at'],
    redact: ['subject', 'text_body'],
    erase: { kind: 'delete' },
  },
  {
    table: 'rate_limit_counters',
    about: 'Counts of recent sign-in and password-reset attempts, kept for minutes.',
    personalColumns: ['bucket'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`exists (select 1 from users u where u.user_id = ${scope.userId} and (bucket in ('login-account:' || lower(u.email), 'reset-account:' || lower(u.email)) or starts_with(bucket, 'login-pair:' || lower(u.email) || '|')))`
        : undefined,
    erase: { kind: 'delete' },
  },
  {
    table: 'refresh_tokens',
    about: 'Your sign-in sessions.',
    personalColumns: ['token_hash'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'sign_in_sessions',
    about: 'The devices you signed in on: browser, address and when (your sessions page).',
    personalColumns: ['user_agent', 'ip'],
    rows: byUserOnly(),
    exportColumns: ['user_agent', 'ip', 'created_at', 'last_used_at'],
    erase: { kind: 'delete' },
  },
  {
    table: 'password_reset_tokens',
    about: 'Password reset links.',
    personalColumns: ['token_hash'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'staff_invitations',
    about: 'One-time invitation links to choose a password (staff, pathway participants).',
    personalColumns: ['token_hash'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
  },
  {
    table: 'idempotency_keys',
    about: 'Answers the server kept to repeat a request safely.',
    personalColumns: ['response_body'],
    rows: (scope) => ('userId' in scope ? sql<boolean>`scope = ${'user:' + scope.userId}` : undefined),
    erase: { kind: 'delete' },
  },
  {
    table: 'data_exports',
    about: 'Your earlier data downloads.',
    personalColumns: ['storage_path'],
    rows: byUserOnly(),
    erase: { kind: 'delete' },
    fileColumn: 'storage_path',
  },
  {
    table: 'audit_events',
    about: 'Security events about your account (the event and when it happened stay, without details).',
    personalColumns: ['ip', 'details', 'subject_user_id', 'actor_user_id'],
    rows: (scope) =>
      'userId' in scope
        ? sql<boolean>`(subject_user_id = ${scope.userId} or actor_user_id = ${scope.userId})`
        : undefined,
    exportColumns: ['occurred_at', 'event'],
    erase: { kind: 'anonymise', set: { ip: nil, details: emptyJson } },
  },
  {
    table: 'users',
    about: 'Your account: name, email, phone number and language.',
    personalColumns: ['email', 'first_name', 'last_name', 'phone_number', 'password_hash', 'uuid'],
    rows: byUserOnly(),
    exportColumns: ['first_name', 'last_name', 'email', 'phone_number', 'preferred_language', 'created_at'],
    // Anonymised in place by erasure.service.ts (the placeholder keeps counts); listed for export and the coverage test.
    erase: { kind: 'keep' },
  },
];

/**
 * Tables with a column named like personal data that is not about a person a company hires or
 * assesses, each with why; the coverage test accepts these.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  account_phone_numbers: "the company's own phone numbers",
  email_templates: 'mail templates: reply-to addresses of the company',
  mail_files: 'attachments are erased with the mail that carries them (mail_outbox_files cascades)',
  sources: 'applicant source names',
};

export function personalDataTable(table: string): PersonalDataTable | undefined {
  return PERSONAL_DATA.find((entry) => entry.table === table);
}
