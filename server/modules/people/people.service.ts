/**
 * A company's employees (contracts/people.ts). Everything needs all_employee_access in the
 * company (provider admins too); another company's people are 404. Every write checks the whole
 * input first (contracts/people-rules.ts) and refuses with every problem at once, writing nothing.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  EMPLOYEE_DEFAULT_PAGE_SIZE,
  type EndEmployment,
  type Employee,
  type EmployeeListFilters,
  type EmployeePage,
  type SaveEmployee,
  type SeparationType,
  type TurnoverReport,
} from '../../../contracts/people.ts';
import {
  EMPLOYEE_PROBLEMS,
  employeeProblems,
  endEmploymentProblems,
  type FieldProblem,
} from '../../../contracts/people-rules.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { RELIABLE_MIN_N } from '../../scoring/correlation.ts';
import { attributeCorrelations } from '../../scoring/attribute-correlations.ts';
import * as store from './people.store.ts';

const today = () => new Date().toISOString().slice(0, 10);

function refuse(problems: FieldProblem[]): never {
  throw new HttpError(
    400,
    ErrorCode.validation,
    'Please check the highlighted fields.',
    problems.map((p) => ({ prop: p.prop, message: EMPLOYEE_PROBLEMS[p.problem] })),
  );
}

// `account` is the company the endpoints' 'all-employees' permission checked (server/http/endpoint-access.ts).

export async function listEmployees(db: Db, account: number, filters: EmployeeListFilters): Promise<EmployeePage> {
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? EMPLOYEE_DEFAULT_PAGE_SIZE;
  const [{ rows, count }, options] = await Promise.all([
    store.listPage(db, account, filters, page, pageSize),
    store.filterOptions(db, account),
  ]);
  return { data: rows, count, page, page_size: pageSize, ...options };
}

async function employeeOr404(db: Db, accountId: number, employeeId: number): Promise<Employee> {
  const employee = await store.findEmployee(db, accountId, employeeId);
  if (!employee) throw notFound('Employee not found');
  return employee;
}

async function cleanEmployee(
  db: Db,
  accountId: number,
  body: SaveEmployee,
  self: Employee | undefined,
): Promise<store.EmployeeWrite> {
  const problems = employeeProblems(body, today());
  const email = (body.email ?? '').trim().toLowerCase() || null;
  if (
    email &&
    !problems.some((p) => p.prop === 'email') &&
    (await store.emailTaken(db, accountId, email, self?.employee_id))
  ) {
    problems.push({ prop: 'email', problem: 'email_taken' });
  }
  const refId = (body.hired_from_ref_id ?? '').trim() || null;
  let userId = self?.user_id ?? null;
  if (refId && refId !== self?.hired_from_ref_id) {
    const application = await store.applicationInAccount(db, accountId, refId);
    if (!application) problems.push({ prop: 'hired_from_ref_id', problem: 'application_unknown' });
    else if (await store.userIsEmployee(db, accountId, application.user_id, self?.employee_id))
      problems.push({ prop: 'hired_from_ref_id', problem: 'application_already_employee' });
    else userId = application.user_id;
  }
  if (problems.length > 0) refuse(problems);
  return {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email,
    job_title: body.job_title.trim(),
    location: (body.location ?? '').trim(),
    start_date: body.start_date,
    supervisor_email: (body.supervisor_email ?? '').trim().toLowerCase() || null,
    user_id: refId ? userId : self?.hired_from_ref_id ? null : userId,
    hired_from_ref_id: refId,
  };
}

export async function createEmployee(db: Db, account: number, body: SaveEmployee): Promise<Employee> {
  const values = await cleanEmployee(db, account, body, undefined);
  const employeeId = await store.insertEmployee(db, account, values);
  return employeeOr404(db, account, employeeId);
}

export async function updateEmployee(
  db: Db,
  account: number,
  employeeId: number,
  body: SaveEmployee,
): Promise<Employee> {
  const self = await employeeOr404(db, account, employeeId);
  const values = await cleanEmployee(db, account, body, self);
  if (self.end_date && values.start_date > self.end_date) refuse([{ prop: 'start_date', problem: 'end_before_start' }]);
  await store.updateEmployee(db, account, employeeId, values);
  return employeeOr404(db, account, employeeId);
}

export async function endEmployment(
  db: Db,
  account: number,
  employeeId: number,
  body: EndEmployment,
): Promise<Employee> {
  const self = await employeeOr404(db, account, employeeId);
  if (self.end_date) throw new HttpError(409, ErrorCode.conflict, 'This employment has already ended.');
  const problems = endEmploymentProblems(body, self.start_date, today());
  if (problems.length > 0) refuse(problems);
  await store.endEmployment(db, account, employeeId, {
    end_date: body.end_date,
    separation_type: body.separation_type as SeparationType,
    separation_reason: body.separation_reason.trim(),
  });
  return employeeOr404(db, account, employeeId);
}

/** Point-biserial correlations of each measured attribute with staying (decision D118). */
export async function turnoverCorrelations(
  db: Db,
  account: number,
  jobTitle: string | undefined,
  language: string,
): Promise<TurnoverReport> {
  const [rows, counts] = await Promise.all([
    store.turnoverPoints(db, account, { jobTitle }, language),
    store.employeeCounts(db, account, { jobTitle }),
  ]);
  const attributes = attributeCorrelations(
    rows.map((row) => ({ ...row, value: row.stayed ? 1 : 0 })),
    'binary',
  ).map(({ points, ...rest }) => ({ ...rest, points: points.map((p) => ({ score: p.score, stayed: p.value === 1 })) }));
  return {
    job_title: jobTitle ?? null,
    employee_count: counts.total,
    left_count: counts.left,
    reliable_min_n: RELIABLE_MIN_N,
    attributes,
  };
}
