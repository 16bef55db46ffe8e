/** An employee's field problem in the user's language: the people form and the data import say it the same way. */
import { t } from '@lingui/core/macro';
import { EMPLOYEE_NAME_MAX, EMPLOYEE_TEXT_MAX, SEPARATION_REASON_MAX } from '../../../contracts/people.ts';
import { EMPLOYEE_PROBLEMS, type EmployeeProblem } from '../../../contracts/people-rules.ts';

export const isEmployeeProblem = (code: string): code is EmployeeProblem => Object.hasOwn(EMPLOYEE_PROBLEMS, code);

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
