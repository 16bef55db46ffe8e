import type { FastifyInstance } from 'fastify';
import * as profile from '../../../contracts/profile.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import { mailSecurityNotice } from '../auth/index.ts';
import { StepUpService } from '../second-factor/index.ts';
import { changesSignInEmail, profileWithResume, updateProfile } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance, db: Db, config: Config): void {
  const stepUp = new StepUpService(db, config);

  registerEndpoint(app, db, profile.getProfile, async ({ params, request }) => {
    const viewer = requireUser(request);
    const found = isOwnerOrProviderAdmin(viewer, params.userId)
      ? await profileWithResume(db, params.userId)
      : undefined;
    if (!found) throw notFound('User not found');
    return found;
  });

  // Only the candidate edits their own profile: it carries their date of birth and gender. The
  // email is the one they sign in with: a new one takes a step-up proof (D262).
  registerEndpoint(app, db, profile.patchProfile, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    if (viewer.user_id !== params.userId) throw notFound('User not found');
    // Checked before the transaction: a failed proof is counted whatever happens to the save.
    const isEmailChange = await changesSignInEmail(db, params.userId, body);
    if (isEmailChange) await stepUp.verify(request, viewer.user_id, body.proof, 'email_change');
    const { previousEmail } = await db
      .transaction()
      .execute((trx) => updateProfile(trx, params.userId, body, {}, isEmailChange));
    const { proof: _proof, ...fields } = body;
    await audit(db, {
      event: 'user_updated',
      actorUserId: viewer.user_id,
      subjectUserId: params.userId,
      ip: request.ip,
      details: { fields: Object.keys(fields) },
    });
    if (previousEmail !== undefined) {
      await audit(db, {
        event: 'email_changed',
        actorUserId: viewer.user_id,
        subjectUserId: viewer.user_id,
        ip: request.ip,
        details: { from: previousEmail, to: body.email },
      });
      // To the address that was the owner's until now: a thief who changed it is not the one told.
      await mailSecurityNotice(
        db,
        config,
        viewer.user_id,
        { kind: 'email_changed', email: body.email! },
        previousEmail,
      );
    }
    return (await profileWithResume(db, params.userId))!;
  });
}
