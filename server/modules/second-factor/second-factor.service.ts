/**
 * Two-factor sign-in (D204): what the password step leads to, the second step's checks (each
 * failure counted, rate-limited and audited), enrolling and removing factors (which ends the
 * person's other sessions), a company's requirement and an admin's reset. Enrolling, removing and
 * new recovery codes take a step-up proof and mail the owner (D262), checked before anything
 * about the person's factors is looked at (D408).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { LoadedUser } from '../user/index.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { SecondFactorErrorCode } from '../../../contracts/second-factor-codes.ts';
import type { PasskeyResponse, SecondFactorMethod, SecondFactorStep } from '../../../contracts/second-factor.ts';
import type { StepUpProof } from '../../../contracts/step-up.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { hit, peek, tooManyAttempts, type Limit } from '../../http/rate-limit.ts';
import {
  mailSecurityNotice,
  passwordHashOf,
  revokeAllExceptFamily,
  revokeAllForUser,
  type SecurityChange,
} from '../auth/index.ts';
import { audit } from '../../audit/audit-trail.ts';
import { factorKeys } from './factor-keys.ts';
import type { ChallengeClaims } from './challenge.ts';
import * as passkeys from './passkeys.ts';
import { passkeyAnswerHolds } from './passkey-answer.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import * as store from './second-factor.store.ts';
import { StepUpService } from './step-up.service.ts';
import { spendNonce, stepUpNonce, stepUpProvider } from '../sso/index.ts';
import { acceptedStep, newTotpSecret, otpauthUri, qrSvg, type SecretBox } from './totp.ts';

export type AfterPassword = { kind: 'session'; setupRequired: boolean } | { kind: 'step'; step: SecondFactorStep };

export interface SecondFactorAnswer {
  challenge: string;
  code?: string | undefined;
  recovery_code?: string | undefined;
  passkey?: PasskeyResponse | undefined;
}

const expired = () =>
  new HttpError(401, SecondFactorErrorCode.secondFactorExpired, 'This sign-in step has expired. Please sign in again.');
const wrongCode = () =>
  new HttpError(400, SecondFactorErrorCode.secondFactorInvalid, 'This code is not valid, or it was already used.', [
    { prop: 'code', message: 'This code is not valid, or it was already used.' },
  ]);
const badPasskey = () =>
  new HttpError(400, SecondFactorErrorCode.passkeyInvalid, 'This passkey could not be verified for this site.');

export class SecondFactorService {
  private readonly rp: passkeys.RelyingParty;
  readonly stepUp: StepUpService;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.rp = passkeys.relyingParty(config);
    this.stepUp = new StepUpService(db, config);
  }

  private loadKeys() {
    return factorKeys(this.db);
  }

  /** Whether the person must have a second factor: their company says so, or they are a provider admin. */
  async isRequired(userId: number, isProviderAdmin: boolean): Promise<boolean> {
    if (isProviderAdmin && this.config.adminSecondFactor) return true;
    return store.companyRequires(this.db, userId);
  }

  /** After a right password: the second step when the person has a factor, else a session (to enrol first when required). */
  async afterPassword(userId: number, isProviderAdmin: boolean): Promise<AfterPassword> {
    const [totp, keys, codesLeft] = await Promise.all([
      store.totpOf(this.db, userId),
      store.passkeysOf(this.db, userId),
      store.recoveryCodesLeft(this.db, userId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (totp?.confirmed_at) methods.push('totp');
    if (keys.length > 0) methods.push('passkey');
    if (methods.length === 0) return { kind: 'session', setupRequired: await this.isRequired(userId, isProviderAdmin) };
    if (codesLeft > 0) methods.push('recovery_code');
    const options = keys.length > 0 ? await passkeys.authenticationOptions(this.rp, keys) : undefined;
    const { keeper } = await this.loadKeys();
    // A passkey's answer signs in once (D478): its one-use nonce rides in the challenge.
    const challenge = await keeper.issue({
      userId,
      purpose: 'sign-in',
      ...(options ? { webauthn: options.challenge, nonce: await stepUpNonce(this.db) } : {}),
    });
    return {
      kind: 'step',
      step: {
        second_factor: { challenge, methods, passkey_options: (options as unknown as Record<string, unknown>) ?? null },
      },
    };
  }

  /** Checks the second step; the signed-in person's id, or a refusal (counted, audited, rate-limited). */
  async verifyStep(request: FastifyRequest, answer: SecondFactorAnswer): Promise<number> {
    const f = this.config.rateLimitFactor;
    const { keeper, box } = await this.loadKeys();
    const claims = await keeper.read(answer.challenge, 'sign-in');
    if (!claims) throw expired();
    const userId = claims.userId;
    const perUser: Limit = { bucket: `second-factor:${userId}`, max: 5 * f, windowSeconds: 900 };
    const perSource: Limit = { bucket: `second-factor-ip:${request.ip}`, max: 30 * f, windowSeconds: 900 };
    for (const limit of [perUser, perSource]) {
      const state = await peek(this.db, limit);
      if (!state.allowed) {
        await audit(this.db, { event: 'second_factor_rate_limited', subjectUserId: userId, ip: request.ip });
        throw tooManyAttempts(state.retryAfterSeconds);
      }
    }
    const method: SecondFactorMethod = answer.passkey ? 'passkey' : answer.recovery_code ? 'recovery_code' : 'totp';
    const ok = await this.check(userId, method, answer, claims, box);
    if (!ok) {
      await hit(this.db, perUser);
      await hit(this.db, perSource);
      await audit(this.db, {
        event: 'second_factor_failed',
        subjectUserId: userId,
        ip: request.ip,
        details: { method },
      });
      throw method === 'passkey' ? badPasskey() : wrongCode();
    }
    await audit(this.db, {
      event: method === 'recovery_code' ? 'recovery_code_used' : 'second_factor_passed',
      actorUserId: userId,
      subjectUserId: userId,
      ip: request.ip,
      details: { method },
    });
    return userId;
  }

  private async check(
    userId: number,
    method: SecondFactorMethod,
    answer: SecondFactorAnswer,
    claims: ChallengeClaims,
    box: SecretBox,
  ): Promise<boolean> {
    if (method === 'recovery_code')
      return store.useRecoveryCode(this.db, userId, recoveryCodeHash(answer.recovery_code!));
    if (method === 'passkey') return passkeyAnswerHolds(this.db, this.rp, userId, claims, answer.passkey!);
    const totp = await store.totpOf(this.db, userId);
    if (!totp?.confirmed_at || !answer.code) return false;
    const lastStep = totp.last_step === null ? undefined : Number(totp.last_step);
    const step = await acceptedStep(box.open(totp.secret_encrypted), answer.code, lastStep);
    return step !== undefined && (await store.useTotpStep(this.db, userId, step));
  }

  async status(user: LoadedUser) {
    const [totp, keys, left, required, passwordHash, provider] = await Promise.all([
      store.totpOf(this.db, user.user_id),
      store.passkeysOf(this.db, user.user_id),
      store.recoveryCodesLeft(this.db, user.user_id),
      this.isRequired(user.user_id, user.is_jf_admin),
      passwordHashOf(this.db, user.user_id),
      stepUpProvider(this.db, this.config, user.user_id),
    ]);
    return {
      totp: Boolean(totp?.confirmed_at),
      passkeys: keys.map((k) => ({
        passkey_id: k.passkey_id,
        name: k.name,
        created_at: new Date(k.created_at).toISOString(),
        last_used_at: k.last_used_at ? new Date(k.last_used_at).toISOString() : null,
      })),
      recovery_codes_left: left,
      has_password: Boolean(passwordHash),
      signs_in_with_sso: provider !== undefined,
      required,
    };
  }

  /** The pending secret a confirmation needs exists only after a step-up, so the confirmation needs none of its own. */
  async startTotp(request: FastifyRequest, user: LoadedUser, proof: StepUpProof | undefined) {
    const alreadyEnrolled = async () => {
      await audit(this.db, {
        event: 'totp_enrolment_refused',
        actorUserId: user.user_id,
        subjectUserId: user.user_id,
        ip: request.ip,
      });
      return new HttpError(
        409,
        SecondFactorErrorCode.secondFactorAlreadyEnrolled,
        'An authenticator app is already set up. Remove it before adding another.',
      );
    };
    // The proof before any state (D408): a bare token learns nothing, not even whether an app is set up.
    await this.stepUp.verify(request, user.user_id, proof, 'totp_enrolment');
    if ((await store.totpOf(this.db, user.user_id))?.confirmed_at) throw await alreadyEnrolled();
    const { box } = await this.loadKeys();
    const secret = newTotpSecret();
    if (!(await store.savePendingTotp(this.db, user.user_id, box.seal(secret)))) throw await alreadyEnrolled();
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
  }

  async confirmTotp(request: FastifyRequest, user: LoadedUser, code: string) {
    const f = this.config.rateLimitFactor;
    const limit: Limit = { bucket: `totp-confirm:${user.user_id}`, max: 10 * f, windowSeconds: 900 };
    const state = await peek(this.db, limit);
    if (!state.allowed) throw tooManyAttempts(state.retryAfterSeconds);
    const totp = await store.totpOf(this.db, user.user_id);
    if (totp?.confirmed_at)
      throw new HttpError(
        409,
        SecondFactorErrorCode.secondFactorAlreadyEnrolled,
        'An authenticator app is already set up.',
      );
    const { box } = await this.loadKeys();
    const step = totp ? await acceptedStep(box.open(totp.secret_encrypted), code) : undefined;
    if (step === undefined || !(await store.confirmTotp(this.db, user.user_id, step))) {
      await hit(this.db, limit);
      await audit(this.db, {
        event: 'totp_confirmation_failed',
        actorUserId: user.user_id,
        subjectUserId: user.user_id,
        ip: request.ip,
      });
      throw wrongCode();
    }
    return this.factorAdded(request, user, 'totp_enrolled', { kind: 'totp_added' });
  }

  async removeTotp(request: FastifyRequest, user: LoadedUser, proof: StepUpProof | undefined) {
    await this.stepUp.verify(request, user.user_id, proof, 'totp_removal');
    if (!(await store.deleteTotp(this.db, user.user_id))) throw notFound('No authenticator app is set up.');
    await this.factorRemoved(request, user, 'totp_removed', { kind: 'totp_removed' });
  }

  /** The registration's signed challenge is issued only after a step-up, so the registration needs none of its own. */
  async passkeyOptions(request: FastifyRequest, user: LoadedUser, proof: StepUpProof | undefined) {
    await this.stepUp.verify(request, user.user_id, proof, 'passkey_registration');
    const options = await passkeys.registrationOptions(this.rp, user, await store.passkeysOf(this.db, user.user_id));
    const { keeper } = await this.loadKeys();
    // One registration per step-up: the challenge carries a one-use nonce (D472).
    const challenge = await keeper.issue({
      userId: user.user_id,
      purpose: 'passkey-registration',
      webauthn: options.challenge,
      nonce: await stepUpNonce(this.db),
    });
    return { challenge, options: options as unknown as Record<string, unknown> };
  }

  async registerPasskey(
    request: FastifyRequest,
    user: LoadedUser,
    body: { name: string; challenge: string; response: PasskeyResponse },
  ) {
    const { keeper } = await this.loadKeys();
    const claims = await keeper.read(body.challenge, 'passkey-registration');
    if (!claims || claims.userId !== user.user_id || !claims.webauthn) throw expired();
    const credential = await passkeys.verifiedRegistration(this.rp, claims.webauthn, body.response);
    const refuse = async (error: HttpError) => {
      await audit(this.db, {
        event: 'passkey_registration_refused',
        actorUserId: user.user_id,
        subjectUserId: user.user_id,
        ip: request.ip,
        details: { code: error.code },
      });
      return error;
    };
    if (!credential) throw await refuse(badPasskey());
    // Spent by the first registration that verifies: the same challenge plants no second passkey.
    if (!claims.nonce || !(await spendNonce(this.db, claims.nonce))) throw expired();
    const added = await store.insertPasskey(this.db, { userId: user.user_id, ...credential, name: body.name });
    if (!added)
      throw await refuse(
        new HttpError(409, SecondFactorErrorCode.secondFactorAlreadyEnrolled, 'This passkey is already registered.'),
      );
    return this.factorAdded(
      request,
      user,
      'passkey_added',
      { kind: 'passkey_added', name: body.name },
      { name: body.name },
    );
  }

  async removePasskey(request: FastifyRequest, user: LoadedUser, passkeyId: number, proof: StepUpProof | undefined) {
    const notFoundPasskey = () => notFound('Passkey not found.');
    await this.stepUp.verify(request, user.user_id, proof, 'passkey_removal');
    const key = (await store.passkeysOf(this.db, user.user_id)).find((k) => k.passkey_id === passkeyId);
    if (!key || !(await store.deletePasskey(this.db, user.user_id, passkeyId))) throw notFoundPasskey();
    await this.factorRemoved(
      request,
      user,
      'passkey_removed',
      { kind: 'passkey_removed', name: key.name },
      { name: key.name },
    );
  }

  async renewRecoveryCodes(request: FastifyRequest, user: LoadedUser, proof: StepUpProof | undefined) {
    await this.stepUp.verify(request, user.user_id, proof, 'recovery_codes');
    const status = await this.status(user);
    if (!status.totp && status.passkeys.length === 0)
      throw new HttpError(409, ErrorCode.conflict, 'Set up an authenticator app or a passkey first.');
    const codes = newRecoveryCodes();
    await store.replaceRecoveryCodes(this.db, user.user_id, codes.map(recoveryCodeHash));
    await audit(this.db, {
      event: 'recovery_codes_renewed',
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      ip: request.ip,
    });
    await mailSecurityNotice(this.db, this.config, user.user_id, { kind: 'recovery_codes_renewed' });
    return { recovery_codes: codes };
  }

  /** An admin's reset for a lost device: every factor goes, and every session of the person ends. */
  async resetFor(
    request: FastifyRequest,
    accountId: number,
    actorId: number,
    userId: number,
    proof: StepUpProof | undefined,
  ) {
    // The admin's own proof (D272) comes first (D423): a stolen admin token alone must not strip a
    // colleague's factors, nor learn who is on the staff from the refusal's kind. An id that is not
    // the company's staff is not named in the company's log: the attempt is recorded as the admin's.
    const staff = await store.isStaffOf(this.db, accountId, userId);
    const about = { userId: staff ? userId : actorId, accountId };
    const method = await this.stepUp.verify(request, actorId, proof, 'second_factor_reset', about);
    if (!staff) throw notFound('Staff user not found.');
    await this.db.transaction().execute(async (trx) => {
      await store.deleteAllFactors(trx, userId);
      await revokeAllForUser(trx, userId);
    });
    await audit(this.db, {
      event: 'second_factor_reset',
      actorUserId: actorId,
      subjectUserId: userId,
      accountId,
      ip: request.ip,
      details: { step_up: method },
    });
    await mailSecurityNotice(this.db, this.config, userId, { kind: 'second_factor_reset' });
  }

  private async factorAdded(
    request: FastifyRequest,
    user: LoadedUser,
    event: string,
    change: SecurityChange,
    details = {},
  ) {
    const firstCodes = (await store.recoveryCodesLeft(this.db, user.user_id)) === 0 ? newRecoveryCodes() : null;
    if (firstCodes) await store.replaceRecoveryCodes(this.db, user.user_id, firstCodes.map(recoveryCodeHash));
    await revokeAllExceptFamily(this.db, user.user_id, request.auth?.sessionId);
    await store.endSetupRequirement(this.db, user.user_id);
    await audit(this.db, {
      event,
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      ip: request.ip,
      details: { ...details, sessions_ended: 'others' },
    });
    await mailSecurityNotice(this.db, this.config, user.user_id, change);
    return { recovery_codes: firstCodes };
  }

  private async factorRemoved(
    request: FastifyRequest,
    user: LoadedUser,
    event: string,
    change: SecurityChange,
    details = {},
  ) {
    const status = await this.status(user);
    if (!status.totp && status.passkeys.length === 0) await store.replaceRecoveryCodes(this.db, user.user_id, []);
    await revokeAllExceptFamily(this.db, user.user_id, request.auth?.sessionId);
    await audit(this.db, {
      event,
      actorUserId: user.user_id,
      subjectUserId: user.user_id,
      ip: request.ip,
      details: { ...details, sessions_ended: 'others' },
    });
    await mailSecurityNotice(this.db, this.config, user.user_id, change);
  }
}
