import type { FastifyInstance } from 'fastify';
import * as users from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import { loadUser, type LoadedUser } from '../../db/signed-in-user.store.ts';
import { findUserByEmail, sharedAccountIds, updateUser } from './user.store.ts';
import { hasFlag } from '../../../contracts/access.ts';

/**
 * Who may see a user: themselves, a provider admin, or staff of a company the user belongs to.
 * Anyone else gets 404, so ids cannot be probed.
 */
async function visibleAccounts(db: Db, viewer: LoadedUser, targetId: number): Promise<number[] | 'all'> {
  if (isOwnerOrProviderAdmin(viewer, targetId)) return 'all';
  return sharedAccountIds(db, viewer.user_id, targetId);
}

export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, users.getUser, async ({ params, request }) => {
    const viewer = requireUser(request);
    const accounts = await visibleAccounts(db, viewer, params.userId);
    const target = accounts === 'all' || accounts.length > 0 ? await loadUser(db, params.userId) : undefined;
    if (!target) throw notFound('User not found');
    return target;
  });

  registerEndpoint(app, db, users.patchUser, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    const accounts = await visibleAccounts(db, viewer, params.userId);
    const mayEdit = accounts === 'all' || accounts.some((id) => hasFlag(viewer, 'company_settings_access', id));
    if (!mayEdit || !(await loadUser(db, params.userId))) throw notFound('User not found');
    await updateUser(db, params.userId, body);
    await audit(db, {
      event: 'user_updated',
      actorUserId: viewer.user_id,
      subjectUserId: params.userId,
      ip: request.ip,
      details: { fields: Object.keys(body) },
    });
    return (await loadUser(db, params.userId))!;
  });

  /**
   * Staff look up people to add to a team: only their own company's staff are found (a provider
   * admin finds anyone). Anyone else answers exactly as an unknown address, so the check cannot
   * tell a stranger who has an account.
   */
  const lookup = async (viewer: LoadedUser, email: string) => {
    const found = await findUserByEmail(db, email);
    const isOwnPeople =
      found !== undefined &&
      (viewer.is_jf_admin || (await sharedAccountIds(db, viewer.user_id, found.user_id)).length > 0);
    return found && isOwnPeople
      ? { exists: true, user_id: found.user_id, first_name: found.first_name, last_name: found.last_name }
      : { exists: false };
  };

  registerEndpoint(app, db, users.checkUserEmail, async ({ params, request }) => {
    const result = await lookup(requireUser(request), params.email);
    if (!result.exists) {
      throw notFound(
        'The email address is not linked to an existing user. Add their name below. Note: this person will not be notified of this action.',
      );
    }
    return result;
  });

  registerEndpoint(app, db, users.checkUserEmailV2, async ({ params, request }) =>
    lookup(requireUser(request), params.email),
  );
}
