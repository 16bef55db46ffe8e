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
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './person.store.ts';

export async function getPerson(db: Db, viewer: LoadedUser, userId: number, language: string): Promise<Person> {
  const accounts = viewer.is_jf_admin ? null : [...new Set(viewer.roles.map((r) => r.account_id))].filter((id) => hasFlag(viewer, 'all_employee_access', id));
  if (accounts && accounts.length === 0) throw forbidden();
  const user = await store.findUser(db, userId);
  if (!user) throw notFound('Person not found');
  const [employments, applications] = await Promise.all([store.employments(db, userId, accounts, language), store.applications(db, userId, accounts, language)]);
  if (employments.length === 0 && applications.length === 0) throw notFound('Person not found');
  return { ...user, employments, applications };
}
