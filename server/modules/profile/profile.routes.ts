import type { FastifyInstance } from 'fastify';
import * as profile from '../../../contracts/profile.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../auth/auth.store.ts';
import { profileWithResume, updateProfile } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, profile.getProfile, async ({ params, request }) => {
    const viewer = requireUser(request);
    const found = isOwnerOrProviderAdmin(viewer, params.userId)
      ? await profileWithResume(db, params.userId)
      : undefined;
    if (!found) throw notFound('User not found');
    return found;
  });

  // Only the candidate edits their own profile: it carries their date of birth and gender.
  registerEndpoint(app, db, profile.patchProfile, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    if (viewer.user_id !== params.userId) throw notFound('User not found');
    await db.transaction().execute((trx) => updateProfile(trx, params.userId, body));
    await audit(db, {
      event: 'user_updated',
      actorUserId: viewer.user_id,
      subjectUserId: params.userId,
      ip: request.ip,
      details: { fields: Object.keys(body) },
    });
    return (await profileWithResume(db, params.userId))!;
  });
}
