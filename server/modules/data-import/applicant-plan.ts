/**
 * What an applicant import (decision D149) does with each row, worked out against the requisition's
 * applications as they are: create an application (and an account for an email nobody has), update
 * the one the email already has (its source, status, step or applied date), leave it unchanged, or
 * refuse the row with every reason. The dry run and the run share it, so a second run of the same
 * file finds every row unchanged. An existing person's own name, phone and language are theirs: the
 * import gives them only to an account it makes.
 */
import {
  APPLICANT_IMPORT_FIELDS,
  APPLICANT_IMPORT_STATUSES,
  IMPORT_PROBLEMS,
  PHONE_MAX,
  type ApplicantImportField,
  type ImportMapping,
  type ImportProblem,
  type RowProblem,
} from '../../../contracts/data-import.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { EMPLOYEE_NAME_MAX } from '../../../contracts/people.ts';
import { EMPLOYEE_PROBLEMS, isCalendarDate, type EmployeeProblem } from '../../../contracts/people-rules.ts';
import { columnsOf, type PlannedRow } from './plan.ts';

export type ApplicantStatus = (typeof APPLICANT_IMPORT_STATUSES)[number];

export interface ExistingApplication {
  ref_id: string;
  user_id: number;
  status: ApplicantStatus;
  current_job_step_id: number | null;
  source_id: number | null;
  applied_date: string;
}

/** The requisition's steps and the company's sources by lower-case name, the people by lower-case email, their applications by person. */
export interface ApplicantContext {
  steps: ReadonlyMap<string, number>;
  sources: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, { user_id: number; name: string }>;
  applications: ReadonlyMap<number, ExistingApplication>;
}

export interface ApplicantValues {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** Given only to an account the import makes, like the name and phone. */
  language: Language | null;
  user_id: number | null;
  ref_id: string | null;
  source_id: number | null;
  status: ApplicantStatus;
  job_step_id: number | null;
  /** Null: the day it is imported. */
  applied_date: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+().\- ]+$/;

const importProblem = (field: string, problem: ImportProblem): RowProblem => ({
  field,
  problem,
  message: IMPORT_PROBLEMS[problem],
});
const personProblem = (field: string, problem: EmployeeProblem): RowProblem => ({
  field,
  problem,
  message: EMPLOYEE_PROBLEMS[problem],
});

export function planApplicants(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  context: ApplicantContext,
  today: string,
): PlannedRow<ApplicantValues>[] {
  const columns = columnsOf(headers, mapping, APPLICANT_IMPORT_FIELDS);
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const cell = (field: ApplicantImportField) => {
      const column = columns[field];
      return column === undefined ? '' : (row[column] ?? '').trim();
    };
    const line = i + 2;
    const email = cell('email').toLowerCase();
    const user = email ? context.users.get(email) : undefined;
    const existing = user ? context.applications.get(user.user_id) : undefined;
    const first = cell('first_name');
    const last = cell('last_name');
    const name = `${first} ${last}`.trim() || user?.name || email;
    const problems: RowProblem[] = [];

    if (email === '') problems.push(importProblem('email', 'applicant_email_missing'));
    else if (!EMAIL.test(email) || email.length > 254) problems.push(importProblem('email', 'applicant_email_invalid'));
    else if (seen.has(email)) problems.push(importProblem('email', 'applicant_duplicate'));
    for (const [field, value] of [
      ['first_name', first],
      ['last_name', last],
    ] as const) {
      if (value === '' && !user)
        problems.push(personProblem(field, field === 'first_name' ? 'first_name_missing' : 'last_name_missing'));
      else if (value.length > EMPLOYEE_NAME_MAX) problems.push(personProblem(field, 'name_too_long'));
    }
    const phone = cell('phone');
    if (phone !== '' && (!PHONE.test(phone) || !/\d/.test(phone) || phone.length > PHONE_MAX))
      problems.push(importProblem('phone', 'phone_invalid'));
    const languageText = cell('language').toLowerCase();
    const language = LANGUAGES.find((l) => l === languageText) ?? null;
    if (languageText !== '' && !language) problems.push(importProblem('language', 'language_unknown'));
    const sourceName = cell('source');
    const sourceId = sourceName === '' ? undefined : context.sources.get(sourceName.toLowerCase());
    if (sourceName !== '' && sourceId === undefined) problems.push(importProblem('source', 'source_unknown'));
    const applied = cell('applied_date');
    if (applied !== '' && !isCalendarDate(applied)) problems.push(personProblem('applied_date', 'date_invalid'));
    else if (applied > today) problems.push(importProblem('applied_date', 'applied_in_future'));
    const statusText = cell('status').toLowerCase();
    const status = APPLICANT_IMPORT_STATUSES.find((s) => s === statusText);
    if (statusText !== '' && !status) problems.push(importProblem('status', 'status_unknown'));
    const stepName = cell('step');
    const stepId = stepName === '' ? undefined : context.steps.get(stepName.toLowerCase());
    if (stepName !== '' && stepId === undefined) problems.push(importProblem('step', 'step_unknown'));

    const outcome = {
      row: line,
      employee_id: null,
      application: existing?.ref_id ?? null,
      name,
      changes: [] as string[],
      problems,
    };
    if (problems.length > 0) return { outcome: { ...outcome, action: 'refused' } };
    seen.add(email);

    const values: ApplicantValues = {
      email,
      first_name: first,
      last_name: last,
      phone: phone || null,
      language,
      user_id: user?.user_id ?? null,
      ref_id: existing?.ref_id ?? null,
      source_id: sourceId ?? existing?.source_id ?? null,
      status: status ?? existing?.status ?? 'active',
      job_step_id: stepId ?? existing?.current_job_step_id ?? null,
      applied_date: applied || existing?.applied_date || null,
    };
    if (!existing) return { outcome: { ...outcome, action: 'create' }, values };
    const changes: string[] = [];
    if (values.source_id !== existing.source_id) changes.push('source');
    if (values.status !== existing.status) changes.push('status');
    if (values.job_step_id !== existing.current_job_step_id) changes.push('step');
    if (values.applied_date !== existing.applied_date) changes.push('applied_date');
    if (changes.length === 0) return { outcome: { ...outcome, action: 'unchanged' } };
    return { outcome: { ...outcome, action: 'update', changes }, values };
  });
}
