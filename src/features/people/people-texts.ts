/** The words of the people screens: field problems, separation types, server refusals, in the user's language. */
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { EMPLOYEE_NAME_MAX, EMPLOYEE_TEXT_MAX, SEPARATION_REASON_MAX } from '../../../contracts/people.ts';
import { problemOfMessage, type EmployeeProblem, type FieldProblem } from '../../../contracts/people-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export function employeeProblemText(problem: EmployeeProblem): string {
  switch (problem) {
    case 'first_name_missing':
      return t`Enter the first name.`;
    case 'last_name_missing':
      return t`Enter the last name.`;
    case 'name_too_long':
      return t`A name can be at most ${EMPLOYEE_NAME_MAX} characters.`;
    case 'email_invalid':
      return t`Enter a valid email address, or leave it empty.`;
    case 'email_taken':
      return t`Another employee of the company already has this email.`;
    case 'job_title_missing':
      return t`Enter the job.`;
    case 'text_too_long':
      return t`This can be at most ${EMPLOYEE_TEXT_MAX} characters.`;
    case 'date_invalid':
      return t`Enter a date.`;
    case 'start_in_future':
      return t`The start date cannot be more than a year ahead.`;
    case 'supervisor_email_invalid':
      return t`Enter the supervisor's email address, or leave it empty.`;
    case 'application_unknown':
      return t`No application to one of your jobs has this reference.`;
    case 'application_already_employee':
      return t`The applicant of this application is already an employee.`;
    case 'end_before_start':
      return t`The last day cannot be before the start date.`;
    case 'end_in_future':
      return t`The last day cannot be more than a year ahead.`;
    case 'separation_type_missing':
      return t`Choose voluntary or involuntary.`;
    case 'separation_reason_missing':
      return t`Give the reason the employment ended.`;
    case 'separation_reason_too_long':
      return t`The reason can be at most ${SEPARATION_REASON_MAX} characters.`;
  }
}

export { separationTypeLabel } from '../../ui/separation-type-label.ts';

/** The first problem per field, as text. */
export function problemTexts(problems: FieldProblem[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const p of problems) texts[p.prop] ??= employeeProblemText(p.problem);
  return texts;
}

/** A refusal from the server: field problems in the user's language, or one line for the form. */
export function refusalTexts(error: unknown): { fields: Record<string, string>; summary?: string } {
  if (error instanceof ApiError && error.code === ErrorCode.validation && error.errors?.length) {
    const fields: Record<string, string> = {};
    for (const item of error.errors) {
      const problem = problemOfMessage(item.message);
      fields[item.prop] ??= problem ? employeeProblemText(problem) : item.message;
    }
    return { fields };
  }
  if (error instanceof ApiError && error.code === ErrorCode.conflict) return { fields: {}, summary: t`This employment has already ended.` };
  return { fields: {}, summary: errorText(error) };
}
