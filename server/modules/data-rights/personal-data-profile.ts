/** A person's profile: experience, profile, résumés, satisfaction answers and their employee record. In the order erasure deletes them (personal-data.ts). */
import { sql } from 'kysely';
import {
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  byUserOnly,
  nil,
  type PersonalDataTable,
} from '../../db/personal-data-kit.ts';

export const PROFILE_PERSONAL_DATA: readonly PersonalDataTable[] = [
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
];
