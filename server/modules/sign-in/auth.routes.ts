/**
 * The sign-in endpoints (auth family): a password sign-in, which then asks for the second factor
 * or single sign-on as the account's company requires, sign-up, refresh, sign-out and passwords.
 * Above the modules it composes (D405): auth (credentials and sessions), second-factor and sso
 * import nothing of this folder, so none of them reaches back through it.
 */
import type { FastifyInstance } from 'fastify';
import * as auth from '../../../contracts/auth.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { TokenSigner } from '../../http/auth-context.ts';
import { requireUser } from '../../http/auth-context.ts';
import { HttpError, forbidden } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { enforceLimits, hit, peek, tooManyAttempts } from '../../http/rate-limit.ts';
import { findUserByEmail, loadUser } from '../user/index.ts';
import {
  AuthService,
  PASSWORD_RESET_JOB,
  assertPasswordRule,
  confirmSignUp,
  consumeResetToken,
  endResetTokens,
  findRefreshToken,
  hashPassword,
  mailSecurityNotice,
  revokeAllExceptFamily,
  revokeAllForUser,
  setPasswordHash,
  startSignUp,
  verifyPassword,
  type PasswordResetJobPayload,
} from '../auth/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { acceptCurrent } from '../legal/index.ts';
import { providerForEmail } from '../sso/index.ts';
import { SecondFactorService } from '../second-factor/index.ts';
import { audit } from '../../audit/audit-trail.ts';

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config, signer: TokenSigner): void {
  const service = new AuthService(db, config, signer);
  const secondFactor = new SecondFactorService(db, config);
  const f = config.rateLimitFactor;

  registerEndpoint(app, db, auth.currentUser, async ({ request }) => requireUser(request));

  registerEndpoint(app, db, auth.login, async ({ body, request, reply }) => {
    await enforceLimits(db, [{ bucket: `login-ip:${request.ip}`, max: 20 * f, windowSeconds: 60 }]);
    // Failures count per (account, source) and, more loosely, per account. A source that has been
    // failing waits; one that has not (the owner's device, while someone else guesses) still signs
    // in, so wrong passwords never lock the owner out (D203).
    const pair = { bucket: `login-pair:${body.email}|${request.ip}`, max: 10 * f, windowSeconds: 900 };
    const account = { bucket: `login-account:${body.email}`, max: 50 * f, windowSeconds: 900 };
    const [pairState, accountState] = [await peek(db, pair), await peek(db, account)];
    if (!pairState.allowed) throw tooManyAttempts(pairState.retryAfterSeconds);
    if (!accountState.allowed && pairState.hits > 0) throw tooManyAttempts(accountState.retryAfterSeconds);
    const found = await findUserByEmail(db, body.email);
    const ok = await verifyPassword(found?.password_hash, body.password);
    // In a domain whose company signs its people in only through its provider, an unknown address
    // and a wrong password get the provider's answer, as the company's staff do: only a candidate's
    // right password tells that the account exists, and it signs in (D261).
    const provider = await providerForEmail(db, config, body.email);
    const byProvider = provider !== undefined && !provider.domainPasswordAllowed;
    const ssoRequired = () =>
      new HttpError(
        403,
        ErrorCode.ssoRequired,
        'Your company signs you in through single sign-on. Choose "Sign in with single sign-on".',
      );
    if (!found || !ok) {
      await hit(db, pair);
      await hit(db, account);
      // Neither the address typed nor the password is kept: only who it was, when it is someone (D264).
      await audit(db, {
        event: 'sign_in_failed',
        subjectUserId: found?.user_id ?? null,
        ip: request.ip,
        details: { method: 'password' },
      });
      throw byProvider
        ? ssoRequired()
        : new HttpError(401, ErrorCode.invalidCredentials, 'Incorrect Email or Password');
    }
    if (byProvider && !provider.passwordAllowed) throw ssoRequired();
    if (found.is_company_suspended) {
      await audit(db, {
        event: 'sign_in_refused_company_suspended',
        subjectUserId: found.user_id,
        ip: request.ip,
        details: { method: 'password' },
      });
      throw new HttpError(
        403,
        ErrorCode.companySuspended,
        "Your company's access to Assay is suspended. Please contact your company's administrator.",
      );
    }
    // An account with a second factor gets the second step instead of a session (D204).
    const next = await secondFactor.afterPassword(found.user_id, found.is_jf_admin);
    if (next.kind === 'step') return next.step;
    const tokens = await service.issueSession(reply, request, found.user_id, undefined, next.setupRequired);
    await audit(db, {
      event: 'sign_in',
      actorUserId: found.user_id,
      subjectUserId: found.user_id,
      ip: request.ip,
      details: { method: 'password' },
    });
    const user = (await loadUser(db, found.user_id))!;
    return { ...tokens, user: next.setupRequired ? { ...user, second_factor_setup_required: true } : user };
  });

  registerEndpoint(app, db, auth.createAccount, async ({ body, request, reply }) => {
    await enforceLimits(db, [
      { bucket: `create-ip:${request.ip}`, max: 20 * f, windowSeconds: 3600 },
      { bucket: `create-account:${body.email}`, max: 10 * f, windowSeconds: 3600 },
    ]);
    assertPasswordRule(body.password, body.password_confirmation, [body.first_name, body.last_name, body.email]);
    // The same answer for a new and a known address: only the address's owner learns which (D242).
    await startSignUp(db, config, body, request.ip);
    void reply.code(202);
    return { email: body.email };
  });

  registerEndpoint(app, db, auth.confirmSignUp, async ({ body, request, reply }) => {
    await enforceLimits(db, [
      { bucket: `sign-up-confirm-ip:${request.ip}`, max: 30 * f, windowSeconds: 900 },
      { bucket: `sign-up-confirm-account:${body.email}`, max: 20 * f, windowSeconds: 900 },
    ]);
    const userId = await confirmSignUp(db, body.email, body.code, request.ip);
    if (!userId) {
      const message = 'That code is not right or has expired. Check the email or ask for a new code.';
      throw new HttpError(400, ErrorCode.invalidSignUpCode, message, [{ prop: 'code', message }]);
    }
    // Also the account's first session, opened by the mailed code (a new person has no company).
    await audit(db, {
      event: 'account_created',
      actorUserId: userId,
      subjectUserId: userId,
      ip: request.ip,
      details: { method: 'sign_up_code' },
    });
    await acceptCurrent(db, userId, [{ document: 'terms' }, { document: 'privacy' }], request.ip);
    const tokens = await service.issueSession(reply, request, userId);
    void reply.code(201);
    return { ...tokens, user: (await loadUser(db, userId))! };
  });

  registerEndpoint(app, db, auth.logout, async ({ body, request, reply }) => {
    await service.logout(request, reply, service.refreshTokenFrom(request, body.refresh));
    return { ok: true };
  });

  registerEndpoint(app, db, auth.tokenRefresh, async ({ body, request, reply }) => {
    const { token, userId, sessionId } = await service.rotate(
      request,
      reply,
      service.refreshTokenFrom(request, body.refresh),
    );
    // The user as GET /auth/v1/ loads them with this token (issued this second, in this session):
    // a page load restoring its session then asks once, not twice (D251).
    const user = await loadUser(db, userId, Math.floor(Date.now() / 1000), sessionId);
    return user ? { token, user } : { token };
  });

  registerEndpoint(app, db, auth.forgotPassword, async ({ body, request }) => {
    await enforceLimits(db, [
      { bucket: `reset-ip:${request.ip}`, max: 10 * f, windowSeconds: 900 },
      { bucket: `reset-account:${body.email}`, max: 5 * f, windowSeconds: 3600 },
    ]);
    // The same one row for a known and an unknown address: the job does the rest, so the answer
    // takes the same time either way (D205).
    const found = await findUserByEmail(db, body.email);
    const payload: PasswordResetJobPayload = { user_id: found?.user_id ?? null, ip: request.ip };
    await enqueue(db, PASSWORD_RESET_JOB, payload);
    return { ok: true };
  });

  registerEndpoint(app, db, auth.resetPassword, async ({ body, request }) => {
    await enforceLimits(db, [
      { bucket: `reset-ip:${request.ip}`, max: 10 * f, windowSeconds: 900 },
      { bucket: `reset-uid:${body.uid}`, max: 5 * f, windowSeconds: 900 },
    ]);
    assertPasswordRule(body.password, body.password_confirmation);
    const passwordHash = await hashPassword(body.password);
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body.uid);
    const userId = !isUuid
      ? undefined
      : await db.transaction().execute(async (trx) => {
          const consumed = await consumeResetToken(trx, body.uid, body.token);
          if (!consumed) return undefined;
          await setPasswordHash(trx, consumed, passwordHash);
          // The link just used ends every other one and every session, this device's included.
          await endResetTokens(trx, consumed);
          await revokeAllForUser(trx, consumed);
          return consumed;
        });
    if (!userId) throw new HttpError(400, ErrorCode.invalidResetToken, 'This reset link is invalid or has expired.');
    await audit(db, {
      event: 'password_reset',
      actorUserId: userId,
      subjectUserId: userId,
      ip: request.ip,
      details: { sessions_ended: 'all' },
    });
    // Second factors stay (D262): a reset proves the mailbox, not the person; the owner is told.
    await mailSecurityNotice(db, config, userId, { kind: 'password_reset' });
    return { ok: true };
  });

  registerEndpoint(app, db, auth.changePassword, async ({ params, body, request }) => {
    const user = requireUser(request);
    if (params.userId !== user.user_id) throw forbidden();
    // Counted with every other step-up proof (D262): a stolen token guesses no passwords here.
    if (!(await secondFactor.stepUp.isCurrentPassword(request, user.user_id, body.current_password))) {
      throw new HttpError(400, ErrorCode.wrongCurrentPassword, 'The current password you provided is incorrect.', [
        { prop: 'current_password', message: 'The current password you provided is incorrect.' },
      ]);
    }
    assertPasswordRule(body.password, body.password_confirmation, [user.first_name, user.last_name, user.email]);
    await setPasswordHash(db, user.user_id, await hashPassword(body.password));
    await endResetTokens(db, user.user_id);
    // Other devices' sessions end; the one that asked keeps its own: the access token's session,
    // which a bearer-only client has without a cookie (D409), else the cookie's refresh family.
    const keep =
      request.auth?.sessionId ??
      (await findRefreshToken(db, service.refreshTokenFrom(request, undefined) ?? ''))?.family_id;
    await revokeAllExceptFamily(db, user.user_id, keep);
    await audit(db, {
      event: 'password_changed',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      ip: request.ip,
      details: { sessions_ended: 'others' },
    });
    await mailSecurityNotice(db, config, user.user_id, { kind: 'password_changed' });
    return { ok: true };
  });
}
