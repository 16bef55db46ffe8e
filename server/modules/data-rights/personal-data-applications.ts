/** Applications and pathways: participants, outcome invitations, ATS orders and the application rows. In the order erasure deletes them (personal-data.ts). */
import { sql } from 'kysely';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  byRef,
  byUserOrRef,
  nil,
  refsOf,
  type PersonalDataTable,
} from '../../db/personal-data-kit.ts';

export const APPLICATION_PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'integrity_signals',
    about:
      'How you took your timed tests, as you were told before each: time away from the page, paste attempts, full-screen exits, window size changes and offline spells.',
    personalColumns: ['kind', 'occurred_at', 'duration_ms'],
    rows: byUserOrRef,
    exportColumns: ['ref_id', 'job_step_activity_id', 'kind', 'occurred_at', 'duration_ms'],
    erase: { kind: 'delete' },
  },
  {
    table: 'camera_stills',
    about:
      'The still photos taken during your timed tests with your consent (the camera check), in files/camera_stills/.',
    personalColumns: ['image', 'taken_at'],
    rows: byUserOrRef,
    exportColumns: ['ref_id', 'job_step_activity_id', 'moment', 'taken_at'],
    erase: { kind: 'delete' },
    blob: {
      column: 'image',
      name: (r) => `${String(r.ref_id)}-${String(r.job_step_activity_id)}-${String(r.moment)}.jpg`,
    },
  },
  {
    table: 'camera_consents',
    about: 'Your answers to the camera check before your timed tests: given or declined, and when.',
    personalColumns: ['consent', 'decided_at'],
    rows: byUserOrRef,
    exportColumns: ['ref_id', 'job_step_activity_id', 'consent', 'decided_at'],
    erase: { kind: 'delete' },
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
    // A note may name a disability in the candidate's own words (D263): theirs to download, gone on erasure.
    table: 'accommodation_requests',
    about: 'Accommodations you asked for on your applications, in your words, and the decisions on them.',
    personalColumns: ['kinds', 'note', 'decision_note'],
    rows: byRef(),
    exportColumns: [
      'ref_id',
      'kinds',
      'note',
      'status',
      'time_multiplier',
      'decision_note',
      'created_at',
      'decided_at',
    ],
    erase: { kind: 'delete' },
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
];
