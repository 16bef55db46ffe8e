/**
 * Who may read and change a company's templates (decision D140): changes need company settings
 * access; reading (to copy a template into a kit or a plan) also suits requisition rights.
 * Provider admins pass for a company that exists; anyone else learns nothing about the company.
 */
import { hasFlag } from '../../../contracts/access.ts';
import type { Db } from '../../db/database.ts';
import { companyNotFound, requireAccountStaff } from '../../http/account-access.ts';
import { forbidden } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';

async function assertCompanyExists(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  if (
    viewer.is_jf_admin &&
    !(await db.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).executeTakeFirst())
  )
    throw companyNotFound();
}

export async function assertMayManage(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  requireAccountStaff(viewer, accountId, 'company_settings_access');
  await assertCompanyExists(db, viewer, accountId);
}

export async function assertMayRead(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  requireAccountStaff(viewer, accountId);
  if (
    !viewer.is_jf_admin &&
    !hasFlag(viewer, 'company_settings_access', accountId) &&
    !hasFlag(viewer, 'smartreq_access', accountId)
  )
    throw forbidden();
  await assertCompanyExists(db, viewer, accountId);
}
