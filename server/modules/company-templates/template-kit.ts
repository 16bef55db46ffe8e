/**
 * What every kind of company template shares (scoring criteria, screening questions, messages):
 * one not-found for a template out of reach, one refusal for a taken name, and the company row
 * locked while a new template's name is checked, so two creates cannot both take it.
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { isAccountStaff } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';
import { assertMayManage } from './template-access.ts';

export const templateNotFound = () => notFound('Template not found');

const NAME_TAKEN = 'Another template already has this name.';

/** Refuses a name another template of the company already has (the client shows it by the name field). */
export function assertNameFree(taken: boolean): void {
  if (taken) throw new HttpError(409, ErrorCode.nameTaken, NAME_TAKEN, [{ prop: 'name', message: NAME_TAKEN }]);
}

/** A template found by id, if the viewer is staff of its company and passes `check`; 404 otherwise. */
export async function templateInReach<T extends { account_id: number }>(
  db: Db,
  viewer: LoadedUser,
  found: T | undefined,
  check: typeof assertMayManage = assertMayManage,
): Promise<T> {
  if (!found || !isAccountStaff(viewer, found.account_id)) throw templateNotFound();
  await check(db, viewer, found.account_id);
  return found;
}

export async function lockCompany(trx: Db, accountId: number): Promise<void> {
  await trx.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).forUpdate().execute();
}
