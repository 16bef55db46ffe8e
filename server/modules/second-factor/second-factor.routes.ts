import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/second-factor.ts';
import * as passkeySignIn from '../../../contracts/passkey-sign-in.ts';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { TokenSigner } from '../../http/auth-context.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { loadUser } from '../user/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { AuthService } from '../auth/index.ts';
import { SecondFactorService } from './second-factor.service.ts';
import { PasskeySignInService } from './passkey-sign-in.service.ts';
import * as store from './second-factor.store.ts';

export function registerSecondFactorRoutes(app: FastifyInstance, db: Db, config: Config, signer: TokenSigner): void {
  const service = new SecondFactorService(db, config);
  const passwordless = new PasskeySignInService(db, config);
  const auth = new AuthService(db, config, signer);

  registerEndpoint(app, db, contract.secondFactorSignIn, async ({ body, request, reply }) => {
    const userId = await service.verifyStep(request, body);
    const tokens = await auth.issueSession(reply, request, userId);
    const secondFactor = body.passkey ? 'passkey' : body.recovery_code ? 'recovery_code' : 'totp';
    await audit(db, {
      event: 'sign_in',
      actorUserId: userId,
      subjectUserId: userId,
      ip: request.ip,
      details: { method: 'password', second_factor: secondFactor },
    });
    return { ...tokens, user: (await loadUser(db, userId))! };
  });

  registerEndpoint(app, db, passkeySignIn.passkeySignInOptions, async ({ request }) => passwordless.options(request));

  // A session exactly as the password and second step give one: the passkey stood for both (D212).
  registerEndpoint(app, db, passkeySignIn.passkeySignIn, async ({ body, request, reply }) => {
    const userId = await passwordless.verify(request, body);
    const tokens = await auth.issueSession(reply, request, userId);
    await audit(db, {
      event: 'sign_in',
      actorUserId: userId,
      subjectUserId: userId,
      ip: request.ip,
      details: { method: 'passkey' },
    });
    return { ...tokens, user: (await loadUser(db, userId))! };
  });

  registerEndpoint(app, db, contract.secondFactorStatus, async ({ request }) => service.status(requireUser(request)));

  registerEndpoint(app, db, contract.startTotp, async ({ body, request }) =>
    service.startTotp(request, requireUser(request), body?.proof),
  );

  registerEndpoint(app, db, contract.confirmTotp, async ({ body, request }) =>
    service.confirmTotp(request, requireUser(request), body.code),
  );

  registerEndpoint(app, db, contract.removeTotp, async ({ body, request }) => {
    await service.removeTotp(request, requireUser(request), body?.proof);
    return { ok: true };
  });

  registerEndpoint(app, db, contract.passkeyRegistrationOptions, async ({ body, request }) =>
    service.passkeyOptions(request, requireUser(request), body?.proof),
  );

  registerEndpoint(app, db, contract.registerPasskey, async ({ body, request }) =>
    service.registerPasskey(request, requireUser(request), body),
  );

  registerEndpoint(app, db, contract.removePasskey, async ({ params, body, request }) => {
    await service.removePasskey(request, requireUser(request), params.passkeyId, body?.proof);
    return { ok: true };
  });

  registerEndpoint(app, db, contract.newRecoveryCodes, async ({ body, request }) =>
    service.renewRecoveryCodes(request, requireUser(request), body?.proof),
  );

  registerEndpoint(app, db, contract.stepUpSsoOptions, async ({ request }) =>
    service.stepUp.ssoOptions(requireUser(request).user_id),
  );
  registerEndpoint(app, db, contract.stepUpPasskeyOptions, async ({ request }) =>
    service.stepUp.passkeyOptions(requireUser(request).user_id),
  );

  registerEndpoint(app, db, contract.secondFactorPolicy, async ({ request }) => ({
    require_second_factor: await store.companyPolicy(db, checkedCompany(request)),
  }));

  registerEndpoint(app, db, contract.saveSecondFactorPolicy, async ({ body, request }) => {
    const accountId = checkedCompany(request);
    const viewer = requireUser(request);
    // How a whole company signs in: the saver's own proof with the request (D262), never the token alone.
    const method = await service.stepUp.verify(request, viewer.user_id, body.proof, 'second_factor_policy', {
      userId: viewer.user_id,
      accountId,
    });
    await store.setCompanyPolicy(db, accountId, body.require_second_factor);
    await audit(db, {
      event: 'second_factor_policy_changed',
      actorUserId: viewer.user_id,
      accountId,
      ip: request.ip,
      details: { require_second_factor: body.require_second_factor, step_up: method },
    });
    return { require_second_factor: body.require_second_factor };
  });

  registerEndpoint(app, db, contract.resetStaffSecondFactor, async ({ params, body, request }) => {
    await service.resetFor(request, checkedCompany(request), requireUser(request).user_id, params.userId, body?.proof);
    return { ok: true };
  });
}
