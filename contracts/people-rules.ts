/**
 * The rules an employee's details and an end of employment must meet, shared by the server (which
 * enforces them) and the form (which shows the same problems next to the field before sending).
 * Each problem has a stable name; the server sends its English text, the form shows its own
 * translation of the same name.
 */
import {
  EMPLOYEE_NAME_MAX,
  EMPLOYEE_TEXT_MAX,
  SEPARATION_REASON_MAX,
  SEPARATION_TYPES,
  type EndEmployment,
  type SaveEmployee,
} from './people.ts';

export const EMPLOYEE_PROBLEMS = {
  first_name_missing: 'Enter the first name.',
  last_name_missing: 'Enter the last name.',
  name_too_long: `A name can be at most ${EMPLOYEE_NAME_MAX} characters.`,
  email_invalid: 'Enter a valid email address, or leave it empty.',
  email_taken: 'Another employee of the company already has this email.',
  job_title_missing: 'Enter the job.',
  text_too_long: `This can be at most ${EMPLOYEE_TEXT_MAX} characters.`,
  date_invalid: 'Enter a date as YYYY-MM-DD.',
  start_in_future: 'The start date cannot be more than a year ahead.',
  supervisor_email_invalid: "Enter the supervisor's email address, or leave it empty.",
  application_unknown: 'No application to one of your jobs has this reference.',
  application_already_employee: 'The applicant of this application is already an employee.',
  end_before_start: 'The last day cannot be before the start date.',
  end_in_future: 'The last day cannot be more than a year ahead.',
  separation_type_missing: 'Choose voluntary or involuntary.',
  separation_reason_missing: 'Give the reason the employment ended.',
  separation_reason_too_long: `The reason can be at most ${SEPARATION_REASON_MAX} characters.`,
} as const;
export type EmployeeProblem = keyof typeof EMPLOYEE_PROBLEMS;

export interface FieldProblem {
  prop: string;
  problem: EmployeeProblem;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function yearAhead(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

export function employeeProblems(body: SaveEmployee, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const prop of ['first_name', 'last_name'] as const) {
    const value = body[prop].trim();
    if (value === '')
      problems.push({ prop, problem: prop === 'first_name' ? 'first_name_missing' : 'last_name_missing' });
    else if (value.length > EMPLOYEE_NAME_MAX) problems.push({ prop, problem: 'name_too_long' });
  }
  const email = (body.email ?? '').trim();
  if (email !== '' && (!EMAIL.test(email) || email.length > 254))
    problems.push({ prop: 'email', problem: 'email_invalid' });
  const job = body.job_title.trim();
  if (job === '') problems.push({ prop: 'job_title', problem: 'job_title_missing' });
  else if (job.length > EMPLOYEE_TEXT_MAX) problems.push({ prop: 'job_title', problem: 'text_too_long' });
  if ((body.location ?? '').trim().length > EMPLOYEE_TEXT_MAX)
    problems.push({ prop: 'location', problem: 'text_too_long' });
  if (!isCalendarDate(body.start_date)) problems.push({ prop: 'start_date', problem: 'date_invalid' });
  else if (body.start_date > yearAhead(today)) problems.push({ prop: 'start_date', problem: 'start_in_future' });
  const supervisor = (body.supervisor_email ?? '').trim();
  if (supervisor !== '' && (!EMAIL.test(supervisor) || supervisor.length > 254))
    problems.push({ prop: 'supervisor_email', problem: 'supervisor_email_invalid' });
  return problems;
}

export function endEmploymentProblems(body: EndEmployment, startDate: string, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isCalendarDate(body.end_date)) problems.push({ prop: 'end_date', problem: 'date_invalid' });
  else if (body.end_date < startDate) problems.push({ prop: 'end_date', problem: 'end_before_start' });
  else if (body.end_date > yearAhead(today)) problems.push({ prop: 'end_date', problem: 'end_in_future' });
  if (!(SEPARATION_TYPES as readonly string[]).includes(body.separation_type))
    problems.push({ prop: 'separation_type', problem: 'separation_type_missing' });
  const reason = body.separation_reason.trim();
  if (reason === '') problems.push({ prop: 'separation_reason', problem: 'separation_reason_missing' });
  else if (reason.length > SEPARATION_REASON_MAX)
    problems.push({ prop: 'separation_reason', problem: 'separation_reason_too_long' });
  return problems;
}

/** The problem behind a server message, so the form can show it in the user's language. */
export function problemOfMessage(message: string): EmployeeProblem | undefined {
  return (Object.keys(EMPLOYEE_PROBLEMS) as EmployeeProblem[]).find((key) => EMPLOYEE_PROBLEMS[key] === message);
}
