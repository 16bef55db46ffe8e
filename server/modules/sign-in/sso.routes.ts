/**
 * Single sign-on's endpoints: the company's settings (account family), which take the saver's
 * step-up proof, and the public sign-in steps (auth family), which open a session. Here with the
 * other sign-in endpoints, above the modules they compose (D405): sso's own files import neither
 * second-factor, whose step-up reads sso, nor auth's sessions.
 */
import type { FastifyInstance } from 'fastify';
import * as sso from '../../../contracts/sso.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser, type TokenSigner } from '../../http/auth-context.ts';
import { enforceLimits } from '../../http/rate-limit.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { AuthService } from '../auth/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { loadUser } from '../user/index.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  checkSsoDomain,
  domainLookup,
  issueNonce,
  providerForDomain,
  saveSsoSettings,
  ssoRefusalTarget,
  ssoSettings,
  ssoUserId,
  type ProviderOrigins,
} from '../sso/index.ts';
import { StepUpService } from '../second-factor/index.ts';

/** Single sign-on: the company's settings (account family) and the public sign-in steps (auth family). */
export function registerSsoRoutes(
  app: FastifyInstance,
  db: Db,
  config: Config,
  signer: TokenSigner,
  providerOrigins: ProviderOrigins,
): void {
  const auth = new AuthService(db, config, signer);
  const lookup = domainLookup(config);
  const stepUp = new StepUpService(db, config);
  const f = config.rateLimitFactor;

  registerEndpoint(app, db, sso.getSsoSettings, async ({ request }) =>
    ssoSettings(db, config, checkedCompany(request)),
  );
  registerEndpoint(app, db, sso.saveSsoSettings, async ({ body, request }) => {
    const viewer = requireUser(request);
    const accountId = checkedCompany(request);
    // How a whole company signs in: the saver's own proof with the request (D262), never the token alone.
    const confirm = () =>
      stepUp.verify(request, viewer.user_id, body.proof, 'sso_settings', { userId: viewer.user_id, accountId });
    const saved = await saveSsoSettings(db, config, viewer, accountId, body, confirm);
    providerOrigins.invalidate();
    return saved;
  });
  registerEndpoint(app, db, sso.checkSsoDomain, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    const accountId = checkedCompany(request);
    // Each check is a DNS lookup this server makes on the company's behalf.
    await enforceLimits(db, [{ bucket: `sso-domain-check:${accountId}`, max: 30 * f, windowSeconds: 60 }]);
    // A verified domain turns the company's single sign-on on for it: the checker's own proof (D283).
    const confirm = () =>
      stepUp.verify(request, viewer.user_id, body?.proof, 'sso_domain_check', { userId: viewer.user_id, accountId });
    const checked = await checkSsoDomain(db, config, lookup, viewer, accountId, params.domain, confirm);
    providerOrigins.invalidate();
    return checked;
  });

  registerEndpoint(app, db, sso.ssoDiscovery, async ({ body, request }) => {
    await enforceLimits(db, [{ bucket: `sso-discovery-ip:${request.ip}`, max: 60 * f, windowSeconds: 60 }]);
    // By the domain alone, the same for every address in it: says nothing of who has an account.
    const provider = await providerForDomain(db, config, body.email);
    if (!provider) return { sso: false, issuer: null, client_id: null, password_allowed: true };
    return {
      sso: true,
      issuer: provider.issuer,
      client_id: provider.clientId,
      password_allowed: provider.passwordAllowed,
    };
  });

  registerEndpoint(app, db, sso.ssoNonce, async ({ request }) => {
    await enforceLimits(db, [{ bucket: `sso-nonce-ip:${request.ip}`, max: 30 * f, windowSeconds: 60 }]);
    return { nonce: await issueNonce(db) };
  });

  registerEndpoint(app, db, sso.loginSso, async ({ body, request, reply }) => {
    await enforceLimits(db, [{ bucket: `login-ip:${request.ip}`, max: 20 * f, windowSeconds: 60 }]);
    const { userId, accountId, provisioned } = await ssoUserId(db, config, body.id_token, request.log).catch(
      async (error: unknown) => {
        // A refused token lands in the log of the company whose domain it names (D264), as a
        // refused password does in its staff member's: the reason's code, never the token.
        const target = error instanceof HttpError ? await ssoRefusalTarget(db, config, body.id_token) : undefined;
        if (target && error instanceof HttpError)
          await audit(db, {
            event: 'sign_in_failed',
            subjectUserId: target.userId,
            accountId: target.accountId,
            ip: request.ip,
            details: { method: 'sso', reason: error.code },
          });
        throw error;
      },
    );
    if (provisioned)
      await audit(db, {
        event: 'staff_provisioned_by_sso',
        actorUserId: userId,
        subjectUserId: userId,
        accountId,
        ip: request.ip,
      });
    const { token } = await auth.issueSession(reply, request, userId);
    await audit(db, {
      event: 'sign_in_sso',
      actorUserId: userId,
      subjectUserId: userId,
      accountId,
      ip: request.ip,
      details: { method: 'sso' },
    });
    return { access_token: token, user: (await loadUser(db, userId))! };
  });
}
