/**
 * Passwordless sign-in with a passkey (D212). The challenge is kept in the database and spent by
 * the first answer, right or wrong, within PASSKEY_SIGN_IN_SECONDS. The answer must verify for
 * this site with user verification, so the passkey stands for both factors. Failures count in the
 * second step's buckets (per person and per source) and requests in the password sign-in's
 * per-source limit, so switching between the two ways buys no extra guesses; every refusal and
 * success is audited. The person then passes the password sign-in's own checks (deactivated,
 * company suspended, single sign-on required) before getting a session.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { SecondFactorErrorCode } from '../../../contracts/second-factor-codes.ts';
import { PASSKEY_SIGN_IN_SECONDS } from '../../../contracts/second-factor-limits.ts';
import type { PasskeySignIn } from '../../../contracts/passkey-sign-in.ts';
import { HttpError } from '../../http/http-error.ts';
import { enforceLimits, hit, peek, tooManyAttempts, type Limit } from '../../http/rate-limit.ts';
import { findUserByEmail } from '../user/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { providerForEmail } from '../sso/index.ts';
import * as passkeys from './passkeys.ts';
import * as store from './passkey-sign-in.store.ts';
import { passkeyUsed } from './second-factor.store.ts';

const expired = () =>
  new HttpError(
    401,
    SecondFactorErrorCode.passkeySignInExpired,
    'This passkey request has expired or was already used. Please try again.',
  );
const unknownPasskey = () =>
  new HttpError(
    400,
    SecondFactorErrorCode.passkeyUnknown,
    'This passkey is not registered for an account here. Sign in with your password, then add it.',
  );
const badPasskey = () =>
  new HttpError(400, SecondFactorErrorCode.passkeyInvalid, 'This passkey could not be verified for this site.');

/** The user handle the registration gave the person (passkeys.registrationOptions), as the answer carries it. */
const userHandleOf = (userId: number) => Buffer.from(`assay-user-${userId}`).toString('base64url');

export class PasskeySignInService {
  private readonly rp: passkeys.RelyingParty;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.rp = passkeys.relyingParty(config);
  }

  private signInLimit(request: FastifyRequest): Limit {
    return { bucket: `login-ip:${request.ip}`, max: 20 * this.config.rateLimitFactor, windowSeconds: 60 };
  }

  private failureLimits(request: FastifyRequest, userId: number | undefined): Limit[] {
    const f = this.config.rateLimitFactor;
    const perSource: Limit = { bucket: `second-factor-ip:${request.ip}`, max: 30 * f, windowSeconds: 900 };
    if (userId === undefined) return [perSource];
    return [{ bucket: `second-factor:${userId}`, max: 5 * f, windowSeconds: 900 }, perSource];
  }

  async options(request: FastifyRequest) {
    await enforceLimits(this.db, [this.signInLimit(request)]);
    const options = await passkeys.discoverableOptions(this.rp, PASSKEY_SIGN_IN_SECONDS);
    await store.saveChallenge(this.db, options.challenge, new Date(Date.now() + PASSKEY_SIGN_IN_SECONDS * 1000));
    return { options: options as unknown as Record<string, unknown> };
  }

  /** The signed-in person's id, or a refusal (counted, audited, rate-limited). */
  async verify(request: FastifyRequest, body: PasskeySignIn): Promise<number> {
    await enforceLimits(this.db, [this.signInLimit(request)]);
    const key = await store.passkeyWithOwner(this.db, body.passkey.id);
    const limits = this.failureLimits(request, key?.user_id);
    for (const limit of limits) {
      const state = await peek(this.db, limit);
      if (!state.allowed) {
        await audit(this.db, {
          event: 'second_factor_rate_limited',
          subjectUserId: key?.user_id ?? null,
          ip: request.ip,
        });
        throw tooManyAttempts(state.retryAfterSeconds);
      }
    }
    const refuse = async (error: HttpError) => {
      for (const limit of limits) await hit(this.db, limit);
      await audit(this.db, {
        event: 'passkey_sign_in_failed',
        subjectUserId: key?.user_id ?? null,
        ip: request.ip,
        details: { code: error.code },
      });
      return error;
    };
    // Spent before anything else is checked: a challenge answers once, whatever the answer.
    if (!(await store.takeChallenge(this.db, body.challenge))) throw await refuse(expired());
    if (!key) throw await refuse(unknownPasskey());
    const handle = body.passkey.response.userHandle;
    if (handle && handle !== userHandleOf(key.user_id)) throw await refuse(badPasskey());
    const counter = await passkeys.verifiedAuthentication(this.rp, body.challenge, body.passkey, key, true);
    if (counter === undefined) throw await refuse(badPasskey());
    const person = await findUserByEmail(this.db, key.email);
    // Deactivated: no session, and no word on whether the passkey was ever theirs.
    if (person?.user_id !== key.user_id) throw await refuse(unknownPasskey());
    await this.assertMaySignIn(request, person);
    await passkeyUsed(this.db, key.passkey_id, counter);
    await audit(this.db, {
      event: 'second_factor_passed',
      actorUserId: key.user_id,
      subjectUserId: key.user_id,
      ip: request.ip,
      details: { method: 'passkey', passwordless: true },
    });
    return key.user_id;
  }

  /** The password sign-in's refusals, in its words: single sign-on required, company suspended. */
  private async assertMaySignIn(
    request: FastifyRequest,
    person: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
  ): Promise<void> {
    if ((await providerForEmail(this.db, this.config, person.email))?.passwordAllowed === false) {
      await audit(this.db, { event: 'sign_in_refused_sso_required', subjectUserId: person.user_id, ip: request.ip });
      throw new HttpError(
        403,
        ErrorCode.ssoRequired,
        'Your company signs you in through single sign-on. Choose "Sign in with single sign-on".',
      );
    }
    if (person.is_company_suspended) {
      await audit(this.db, {
        event: 'sign_in_refused_company_suspended',
        subjectUserId: person.user_id,
        ip: request.ip,
      });
      throw new HttpError(
        403,
        ErrorCode.companySuspended,
        "Your company's access to Assay is suspended. Please contact your company's administrator.",
      );
    }
  }
}
