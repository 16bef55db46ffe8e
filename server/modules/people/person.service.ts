/**
 * A person's page for staff (contracts/person.ts, D156): what the viewer's companies hold about
 * one user. all_employee_access decides which companies are read; a provider admin reads all.
 * Someone with neither employment nor application there is 404, the same answer as an unknown id,
 * so another company's people stay invisible.
 */
import type { Person } from '../../../contracts/person.ts';
import { hasFlag } from '../../../contracts/access.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './person.store.ts';

/** The companies whose people the viewer may read (null: every company); 403 when none. */
function readableAccounts(viewer: LoadedUser): number[] | null {
  // Not declarative: every company where the viewer holds the flag (provider admins: all), not one the request names.
  const accounts = viewer.is_jf_admin
    ? null
    : [...new Set(viewer.roles.map((r) => r.account_id))].filter((id) => hasFlag(viewer, 'all_employee_access', id));
  if (accounts && accounts.length === 0) throw forbidden();
  return accounts;
}

export async function getPerson(db: Db, viewer: LoadedUser, userId: number, language: string): Promise<Person> {
  const accounts = readableAccounts(viewer);
  const user = await store.findUser(db, userId);
  if (!user) throw notFound('Person not found');
  const [employments, applications] = await Promise.all([
    store.employments(db, { userId }, accounts, language),
    store.applications(db, userId, accounts, language),
  ]);
  if (employments.length === 0 && applications.length === 0) throw notFound('Person not found');
  return { ...user, employments, applications };
}

/**
 * An employee's page (D165): with a user behind them, that user's page (every employment and
 * application the viewer may read); without one, their employment alone. Another company's
 * employee is 404, like an unknown id.
 */
export async function getEmployeePerson(
  db: Db,
  viewer: LoadedUser,
  employeeId: number,
  language: string,
): Promise<Person> {
  const accounts = readableAccounts(viewer);
  const employee = await store.findEmployee(db, employeeId, accounts);
  if (!employee) throw notFound('Person not found');
  if (employee.user_id !== null && (await store.findUser(db, employee.user_id)))
    return getPerson(db, viewer, employee.user_id, language);
  const employments = await store.employments(db, { employeeId }, accounts, language);
  return {
    user_id: null,
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email,
    employments,
    applications: [],
  };
}
