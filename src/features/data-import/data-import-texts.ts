/** The words of the import screens: fields, match rules, row outcomes, statuses and row problems, in the user's language. */
import { t } from '@lingui/core/macro';
import {
  PHONE_MAX,
  type EmployeeImportField,
  type ImportStatus,
  type MatchRule,
  type RowAction,
  type RowProblem,
} from '../../../contracts/data-import.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { employeeProblemText, isEmployeeProblem } from '../../ui/staff-kit/employee-problem-text.ts';

export function fieldLabel(field: EmployeeImportField | string): string {
  switch (field) {
    case 'employee_id':
      return t`Employee id`;
    case 'first_name':
      return t`First name`;
    case 'last_name':
      return t`Last name`;
    case 'email':
      return t`Email`;
    case 'job_title':
      return t`Job`;
    case 'location':
      return t`Location`;
    case 'start_date':
      return t`Start date`;
    case 'supervisor_email':
      return t`Supervisor email`;
    case 'end_date':
      return t`End date (last day)`;
    case 'separation_type':
      return t`Separation type (voluntary or involuntary)`;
    case 'separation_reason':
      return t`Separation reason`;
    case 'phone':
      return t`Phone`;
    case 'source':
      return t`Source`;
    case 'applied_date':
      return t`Applied date`;
    case 'status':
      return t`Status (active, rejected or hired)`;
    case 'step':
      return t`Step of the plan`;
    case 'language':
      return t`Language (en, es or fr)`;
    case 'name_start_date':
      return t`Name and start date`;
    default:
      return field;
  }
}

export function matchRuleLabel(rule: MatchRule): string {
  switch (rule) {
    case 'employee_id':
      return t`Employee id`;
    case 'email':
      return t`Email`;
    case 'name_start_date':
      return t`Name and start date`;
  }
}

export function actionLabel(action: RowAction): string {
  switch (action) {
    case 'create':
      return t`Create`;
    case 'update':
      return t`Update`;
    case 'unchanged':
      return t`Unchanged`;
    case 'refused':
      return t`Refused`;
  }
}

export function statusLabel(status: ImportStatus): string {
  switch (status) {
    case 'uploaded':
      return t`Not run`;
    case 'queued':
      return t`Waiting to run`;
    case 'running':
      return t`Running`;
    case 'finished':
      return t`Finished`;
    case 'failed':
      return t`Failed`;
  }
}

/** A row's problem in the user's language; the server's English text when it is one we do not know. */
export function rowProblemText(problem: RowProblem): string {
  switch (problem.problem) {
    case 'date_invalid':
      return t`Enter a date as YYYY-MM-DD.`;
    case 'employee_unknown':
      return t`No employee of the company has this id.`;
    case 'employee_id_invalid':
      return t`An employee id is a whole number.`;
    case 'duplicate_in_file':
      return t`An earlier row of the file is about the same employee.`;
    case 'name_differs':
      return t`The employee this row matches has another name (choose "Ignore name match" to update it).`;
    case 'name_ambiguous':
      return t`Several employees have this name and start date; give an email or an employee id.`;
    case 'no_match_key':
      return t`Give an employee id or an email: names are ignored, so the row cannot be matched.`;
    case 'applicant_email_missing':
      return t`Give the applicant's email address: it finds their account or makes one.`;
    case 'applicant_email_invalid':
      return t`Enter a valid email address.`;
    case 'applicant_duplicate':
      return t`An earlier row of the file is about the same applicant.`;
    case 'phone_invalid':
      return t`Enter a phone number of digits, spaces and + ( ) - . only, at most ${PHONE_MAX} characters.`;
    case 'source_unknown':
      return t`The company has no source with this name: add it under Sources first.`;
    case 'status_unknown':
      return t`The status is one of active, rejected or hired.`;
    case 'step_unknown':
      return t`The requisition's plan has no step with this name.`;
    case 'applied_in_future':
      return t`The applied date cannot be after today.`;
    case 'language_unknown':
      return t`The language is one of en (English), es (Spanish) or fr (French).`;
    case 'separation_without_end':
      return t`Give the last day: a separation type or reason needs an end date.`;
    case 'separation_type_unknown':
      return t`The separation type is voluntary or involuntary.`;
    case 'separation_reason_unknown':
      return t`The company has no separation reason of this type with this name: add it under Separation reasons first.`;
  }
  return isEmployeeProblem(problem.problem) ? employeeProblemText(problem.problem) : problem.message;
}

export const fileTooLargeText = () => t`The file is larger than 20 MB. Split it into smaller files.`;
export const chooseFileText = () => t`Choose a file to upload.`;

/** Why an upload was refused, in the user's language (the server says it in English next to `file`). */
export function fileProblemText(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return fileTooLargeText();
  const message = error instanceof ApiError ? error.errors?.find((e) => e.prop === 'file')?.message : undefined;
  if (message === 'Choose a CSV or XLSX file.') return t`Choose a CSV or XLSX file.`;
  if (message === 'The file has no rows below its header.') return t`The file has no rows below its header.`;
  if (message?.startsWith('A file can have at most'))
    return t`A file can have at most 100,000 rows. Split it into smaller files.`;
  if (message?.startsWith('The spreadsheet is too large once unpacked'))
    return t`The spreadsheet is too large once unpacked (over 200 MB, 5,000,000 cells or 2,000,000 texts). Save it again with fewer rows or columns, or as CSV.`;
  if (message?.startsWith('The file could not be read'))
    return t`The file could not be read. Save it again as CSV or XLSX and try again.`;
  if (message?.startsWith('The file took too long to read'))
    return t`The file took too long to read. Split it into smaller files and try again.`;
  if (message?.startsWith('The file needs too much memory to read'))
    return t`The file needs too much memory to read. Split it into smaller files and try again.`;
  if (message === 'Choose a file to upload.') return chooseFileText();
  return errorText(error);
}
