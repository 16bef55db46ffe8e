/**
 * Step-up (D262): the proof a request that changes how a person signs in carries with it. The
 * current password, a current app code, an unused recovery code, or a passkey's answer with user
 * verification to a challenge issued for this purpose; never the access token alone. Failures are
 * counted per person (a stolen token must not become a password-guessing oracle) and audited.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { AccountSecurityErrorCode } from '../../../contracts/account-security-codes.ts';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { enforceLimits, hit, peek, tooManyAttempts, type Limit } from '../../http/rate-limit.ts';
import { passwordHashOf, verifyPassword } from '../auth/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { factorKeys } from './factor-keys.ts';
import * as passkeys from './passkeys.ts';
import { passkeyAnswerHolds } from './passkey-answer.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import * as store from './second-factor.store.ts';
import { acceptedStep } from './totp.ts';
import { stepUpWords } from './step-up-words.ts';
import { isFreshSsoSignIn, stepUpNonce, stepUpProvider } from '../sso/index.ts';

export type StepUpMethod = 'password' | 'totp' | 'recovery_code' | 'passkey' | 'sso';

/** What the step-up guards, for the audit trail. */
export type StepUpAction =
  | 'totp_enrolment'
  | 'totp_removal'
  | 'passkey_registration'
  | 'passkey_removal'
  | 'recovery_codes'
  | 'password_change'
  | 'email_change'
  | 'sessions_end'
  /** An admin's changes to how someone else signs in (D272): the proof is the admin's own. */
  | 'sign_in_reset'
  | 'second_factor_reset'
  /** A change to how a whole company signs in: its single sign-on, its second-factor requirement. */
  | 'sso_settings'
  /** "Check again" on a single sign-on domain: a verified one starts counting (D283). */
  | 'sso_domain_check'
  | 'second_factor_policy'
  /** A provider admin's change to a company: suspending, reinstating, its preferences. */
  | 'company_suspension'
  | 'company_preference'
  /** A provider admin's new company, with an owner holding every flag (D283). */
  | 'company_creation';

const required = (request: FastifyRequest) =>
  new HttpError(403, AccountSecurityErrorCode.stepUpRequired, stepUpWords(request.headers['accept-language']).required);

export const stepUpInvalid = (request?: FastifyRequest) =>
  new HttpError(403, AccountSecurityErrorCode.stepUpInvalid, stepUpWords(request?.headers['accept-language']).invalid);

function methodOf(proof: StepUpProof | undefined): StepUpMethod | undefined {
  if (!proof) return undefined;
  if (proof.passkey) return 'passkey';
  if (proof.sso) return 'sso';
  if (proof.recovery_code) return 'recovery_code';
  if (proof.code) return 'totp';
  if (proof.password) return 'password';
  return undefined;
}

export class StepUpService {
  private readonly rp: passkeys.RelyingParty;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.rp = passkeys.relyingParty(config);
  }

  private limit(userId: number): Limit {
    return { bucket: `step-up:${userId}`, max: 10 * this.config.rateLimitFactor, windowSeconds: 900 };
  }

  /** A challenge for a passkey to answer with user verification; 404 when the person has no passkey. */
  async passkeyOptions(userId: number) {
    const keys = await store.passkeysOf(this.db, userId);
    if (keys.length === 0) throw notFound('You have no passkey.');
    const options = await passkeys.authenticationOptions(this.rp, keys, 'required');
    const { keeper } = await factorKeys(this.db);
    // One proof per challenge (D478): a passkey whose signature counter stays 0 (most synced ones)
    // signs the same answer every time, so the counter cannot tell a replay; the nonce can.
    const nonce = await stepUpNonce(this.db);
    const challenge = await keeper.issue({ userId, purpose: 'step-up', webauthn: options.challenge, nonce });
    return { challenge, options: options as unknown as Record<string, unknown> };
  }

  /**
   * What the browser needs to ask the person's identity provider for a fresh sign-in (D286): the
   * provider, a one-use nonce and the signed challenge naming the person and that nonce; 404 when
   * the person does not sign in through their company's provider.
   */
  async ssoOptions(userId: number) {
    const f = this.config.rateLimitFactor;
    await enforceLimits(this.db, [{ bucket: `step-up-sso-options:${userId}`, max: 30 * f, windowSeconds: 900 }]);
    const provider = await stepUpProvider(this.db, this.config, userId);
    if (!provider) throw notFound('You do not sign in through an identity provider.');
    const nonce = await stepUpNonce(this.db);
    const { keeper } = await factorKeys(this.db);
    const challenge = await keeper.issue({ userId, purpose: 'step-up-sso', nonce });
    return { challenge, nonce, issuer: provider.issuer, client_id: provider.clientId };
  }

  /**
   * The proof's method when it proves the person is the account's owner; otherwise 403
   * step_up_required (none given), step_up_invalid (wrong), or 429 after too many wrong ones.
   */
  async verify(
    request: FastifyRequest,
    userId: number,
    proof: StepUpProof | undefined,
    action: StepUpAction,
    /** Whose sign-in the change is about, when not the prover's own (an admin's reset, D272). */
    about: { userId: number; accountId?: number } = { userId },
  ): Promise<StepUpMethod> {
    const method = methodOf(proof);
    const subject = {
      subjectUserId: about.userId,
      ...(about.accountId === undefined ? {} : { accountId: about.accountId }),
    };
    if (!method) {
      await audit(this.db, {
        event: 'step_up_missing',
        actorUserId: userId,
        ...subject,
        ip: request.ip,
        details: { action },
      });
      throw required(request);
    }
    const limit = this.limit(userId);
    const state = await peek(this.db, limit);
    if (!state.allowed) {
      await audit(this.db, {
        event: 'step_up_rate_limited',
        actorUserId: userId,
        ...subject,
        ip: request.ip,
        details: { action },
      });
      throw tooManyAttempts(state.retryAfterSeconds);
    }
    if (!(await this.check(request, userId, method, proof!))) {
      await hit(this.db, limit);
      await audit(this.db, {
        event: 'step_up_failed',
        actorUserId: userId,
        ...subject,
        ip: request.ip,
        details: { action, method },
      });
      throw stepUpInvalid(request);
    }
    await audit(this.db, {
      event: 'step_up_passed',
      actorUserId: userId,
      ...subject,
      ip: request.ip,
      details: { action, method },
    });
    return method;
  }

  /** The password alone, counted with the other proofs (the password change's "current password"). */
  async isCurrentPassword(request: FastifyRequest, userId: number, password: string): Promise<boolean> {
    try {
      await this.verify(request, userId, { password }, 'password_change');
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.code === AccountSecurityErrorCode.stepUpInvalid) return false;
      throw error;
    }
  }

  private async check(
    request: FastifyRequest,
    userId: number,
    method: StepUpMethod,
    proof: StepUpProof,
  ): Promise<boolean> {
    switch (method) {
      case 'sso': {
        const { challenge, id_token } = proof.sso!;
        const { keeper } = await factorKeys(this.db);
        const claims = await keeper.read(challenge, 'step-up-sso');
        if (!claims?.nonce || claims.issuedAt === undefined || claims.userId !== userId) return false;
        return isFreshSsoSignIn(
          this.db,
          this.config,
          userId,
          id_token,
          { nonce: claims.nonce, askedAt: claims.issuedAt },
          request.log,
        );
      }
      case 'password':
        return verifyPassword(await passwordHashOf(this.db, userId), proof.password!);
      case 'recovery_code':
        return store.useRecoveryCode(this.db, userId, recoveryCodeHash(proof.recovery_code!));
      case 'totp': {
        const totp = await store.totpOf(this.db, userId);
        if (!totp?.confirmed_at) return false;
        const { box } = await factorKeys(this.db);
        const lastStep = totp.last_step === null ? undefined : Number(totp.last_step);
        const step = await acceptedStep(box.open(totp.secret_encrypted), proof.code!.replace(/\s/g, ''), lastStep);
        return step !== undefined && (await store.useTotpStep(this.db, userId, step));
      }
      case 'passkey': {
        const { challenge, response } = proof.passkey!;
        const { keeper } = await factorKeys(this.db);
        const claims = await keeper.read(challenge, 'step-up');
        if (!claims || claims.userId !== userId) return false;
        // The same answer again proves nothing (D478).
        return passkeyAnswerHolds(this.db, this.rp, userId, claims, response, true);
      }
    }
  }
}
