/**
 * Who may read and change a company's templates (decision D140): changes need company settings
 * access; reading (to copy a template into a kit or a plan) also suits requisition rights.
 * Provider admins pass for a company that exists; anyone else learns nothing about the company.
 */
import { holdsFlag } from '../../http/account-access.ts';
import type { Db } from '../../db/database.ts';
import { requireCompanyAccess } from '../../http/endpoint-access.ts';
import { forbidden } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/user.store.ts';

// Not declarative: a template's company is often the template's own (known once loaded), and
// reading takes either of two flags, which the permission vocabulary cannot say.
export async function assertMayManage(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  await requireCompanyAccess(db, viewer, accountId, 'company_settings_access');
}

export async function assertMayRead(db: Db, viewer: LoadedUser, accountId: number): Promise<void> {
  await requireCompanyAccess(db, viewer, accountId);
  if (!holdsFlag(viewer, 'company_settings_access', accountId) && !holdsFlag(viewer, 'smartreq_access', accountId))
    throw forbidden();
}
