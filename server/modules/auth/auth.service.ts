/** Sign-in rules: sessions, refresh rotation with reuse detection, password reset and change. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { TokenSigner } from '../../http/auth-context.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { AccountSecurityErrorCode } from '../../../contracts/account-security-codes.ts';
import { passwordProblems, type PasswordProblem } from '../../../contracts/password-rule.ts';
import { HttpError } from '../../http/http-error.ts';
import * as store from './auth.store.ts';
import { isCommonPassword } from './common-passwords.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { audit } from '../../audit/audit-trail.ts';
import { newOpaqueToken } from '../../secrets/opaque-token.ts';
import { DEVICE_HEADER, DEVICE_ID_PATTERN } from '../../../contracts/attempt-lease.ts';

export const REFRESH_COOKIE = 'assay_refresh';
/**
 * Readable by the page and worth nothing alone: it tells a page load that a refresh cookie may
 * exist, so a signed-out visitor's first page asks for no refresh and logs no 401 (D180).
 */
export const SESSION_HINT_COOKIE = 'assay_session';
const COOKIE_PATH = '/api/auth/v1/';
const RESET_TOKEN_MINUTES = 60;
/**
 * How long a refresh token used once still rotates (D227): two tabs reloaded together, or a
 * page's start and a 401 in it, present the same cookie at once, and only one can be first. Past
 * this, presenting a used token is taken for theft and ends the session everywhere.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/**
 * How long after its use a refresh token whose reply was lost still rotates (D282): presented
 * again past the grace by the device it was rotated for, with none of its successors ever used.
 * A test day offline; past it the person signs in again.
 */
export const REFRESH_LOST_REPLY_WINDOW_MS = 24 * 3_600_000;

/** The device the request names (`X-Assay-Device`, the attempt lease's id); null when none or malformed. */
function deviceOf(request: FastifyRequest): string | null {
  const raw = request.headers[DEVICE_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && DEVICE_ID_PATTERN.test(value) ? value : null;
}

const PROBLEM_TEXT: Record<PasswordProblem, string> = {
  too_short: 'Password must be at least 8 characters.',
  no_uppercase: 'Password must contain an uppercase letter.',
  no_number: 'Password must contain a number.',
  no_special: 'Password must contain a special character.',
  mismatch: 'Passwords must match.',
};

const TOO_COMMON =
  'This password is too common: it appears in lists of leaked passwords or is close to one. Choose a less predictable one.';

/**
 * The length and character rules, then the common-password list (D205). `userInputs` (the
 * person's name and email) count as guessable words too.
 */
export function assertPasswordRule(password: string, confirmation: string, userInputs: readonly string[] = []): void {
  const problems = passwordProblems(password, confirmation);
  if (problems.length === 0) {
    if (!isCommonPassword(password, userInputs)) return;
    throw new HttpError(400, AccountSecurityErrorCode.passwordTooCommon, TOO_COMMON, [
      { prop: 'password', message: TOO_COMMON },
    ]);
  }
  throw new HttpError(
    400,
    ErrorCode.validation,
    'Please check the highlighted fields.',
    problems.map((p) => ({ prop: p === 'mismatch' ? 'password_confirmation' : 'password', message: PROBLEM_TEXT[p] })),
  );
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly signer: TokenSigner,
  ) {}

  /**
   * Signs in (or refreshes) a session: the refresh token goes into its HttpOnly cookie only, the
   * access token is returned. `secondFactorSetup`: the session must enrol a second factor before
   * staff endpoints answer it (D204). `rotatedFrom`: the token a refresh presented; the new one
   * records it and the device that asked (D282).
   */
  async issueSession(
    reply: FastifyReply,
    request: FastifyRequest,
    userId: number,
    familyId = store.newFamilyId(),
    secondFactorSetup = false,
    rotatedFrom?: number,
  ) {
    const refresh = newOpaqueToken();
    await store.insertRefreshToken(
      this.db,
      userId,
      familyId,
      refresh,
      this.config.refreshTokenDays,
      secondFactorSetup,
      {
        rotatedFrom,
        deviceId: deviceOf(request),
      },
    );
    await store.touchSession(this.db, {
      familyId,
      userId,
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
    });
    void reply.setCookie(REFRESH_COOKIE, refresh, {
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: COOKIE_PATH,
      maxAge: this.config.refreshTokenDays * 86_400,
    });
    void reply.setCookie(SESSION_HINT_COOKIE, '1', {
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: this.config.refreshTokenDays * 86_400,
    });
    return { token: await this.signer.sign(userId, familyId) };
  }

  clearCookie(reply: FastifyReply): void {
    void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
    void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  }

  refreshTokenFrom(request: FastifyRequest, bodyToken: string | undefined): string | undefined {
    return bodyToken || request.cookies[REFRESH_COOKIE] || undefined;
  }

  /**
   * Rotates a refresh token. Presenting one revoked, or one used more than REFRESH_REUSE_GRACE_MS
   * ago, revokes its whole family, unless the used one's reply was lost (`replyWasLost`, D282).
   */
  async rotate(request: FastifyRequest, reply: FastifyReply, presented: string | undefined) {
    const invalid = () => {
      this.clearCookie(reply);
      return new HttpError(401, ErrorCode.invalidRefresh, 'Your session has ended. Please sign in again.');
    };
    if (!presented) throw invalid();
    const row = await store.findRefreshToken(this.db, presented);
    if (!row) throw invalid();
    const reuseDetected = async () => {
      await store.revokeFamily(this.db, row.family_id);
      await audit(this.db, {
        event: 'refresh_reuse_detected',
        subjectUserId: row.user_id,
        ip: request.ip,
        details: { family_id: row.family_id },
      });
      return invalid();
    };
    if (row.revoked_at) throw await reuseDetected();
    if (new Date(row.expires_at).getTime() <= Date.now()) throw invalid();
    const rotated = async () => ({
      ...(await this.issueSession(
        reply,
        request,
        row.user_id,
        row.family_id,
        row.second_factor_setup,
        row.refresh_token_id,
      )),
      userId: row.user_id,
      sessionId: row.family_id,
    });
    if (!row.used_at && (await store.markRefreshTokenUsed(this.db, row.refresh_token_id))) return rotated();
    // Used already: a moment ago by the same person's other tab or the same page (within the
    // grace), earlier by this device whose reply never came (D282), or by whoever stole it.
    const latest = await store.findRefreshToken(this.db, presented);
    const usedAt = latest?.used_at ? new Date(latest.used_at).getTime() : undefined;
    if (!latest || latest.revoked_at || usedAt === undefined) throw await reuseDetected();
    if (Date.now() - usedAt <= REFRESH_REUSE_GRACE_MS) return rotated();
    const revoked = await this.replyWasLost(latest.refresh_token_id, usedAt, deviceOf(request));
    if (revoked === undefined) throw await reuseDetected();
    // Audited as the other ends and turns of a session are: when, how long after the token's use,
    // and how many unheard successors were revoked (never the device id, half of what binds).
    await audit(this.db, {
      event: 'refresh_lost_reply_recovered',
      actorUserId: row.user_id,
      subjectUserId: row.user_id,
      ip: request.ip,
      details: {
        family_id: row.family_id,
        seconds_since_use: Math.round((Date.now() - usedAt) / 1000),
        successors_revoked: revoked,
      },
    });
    return rotated();
  }

  /**
   * A used token presented past the grace was rotated for a reply that never arrived (D282) when:
   * it was used less than REFRESH_LOST_REPLY_WINDOW_MS ago, the request names the device every one
   * of its successors was issued to, and none of them was ever used. Those successors are revoked
   * first (their later use is then reuse), and checked again after: a successor used meanwhile
   * makes it theft. Answers how many successors it revoked, or undefined when the reply was not lost.
   */
  private async replyWasLost(refreshTokenId: number, usedAt: number, device: string | null) {
    if (device === null || Date.now() - usedAt > REFRESH_LOST_REPLY_WINDOW_MS) return undefined;
    const successors = await store.successorsOf(this.db, refreshTokenId);
    if (successors.length === 0 || successors.some((s) => s.used_at !== null || s.device_id !== device))
      return undefined;
    const revoked = await store.revokeUnusedSuccessors(this.db, refreshTokenId);
    return (await store.anySuccessorUsed(this.db, refreshTokenId)) ? undefined : revoked;
  }

  /**
   * Ends the session of the refresh token presented (body or cookie) and that of the bearer access
   * token, when it names a live one: an API client holding only its access token signs out too,
   * and that token is refused from then on (D322). One `sign_out` entry per session ended.
   */
  async logout(request: FastifyRequest, reply: FastifyReply, presented: string | undefined): Promise<void> {
    const sessions = new Map<string, number>();
    const row = presented ? await store.findRefreshToken(this.db, presented) : undefined;
    if (row) sessions.set(row.family_id, row.user_id);
    // The endpoint is public: the user is loaded only while the token's session is live.
    const bearer = request.auth?.sessionId;
    if (bearer && request.currentUser) sessions.set(bearer, request.currentUser.user_id);
    for (const [familyId, userId] of sessions) {
      await store.revokeFamily(this.db, familyId);
      await audit(this.db, { event: 'sign_out', actorUserId: userId, subjectUserId: userId, ip: request.ip });
    }
    this.clearCookie(reply);
  }
}

/** Mails a one-hour password reset link; the reset screen sets the new password. */
export async function mailPasswordReset(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  email: string,
): Promise<void> {
  const token = newOpaqueToken();
  await store.insertResetToken(db, userId, token, RESET_TOKEN_MINUTES);
  const person = await store.resetRecipient(db, userId);
  const link = `${config.publicUrl}/reset-password?uid=${encodeURIComponent(person.uuid)}&userToken=${encodeURIComponent(token)}`;
  await queueMail(
    db,
    await templatedMail(db, {
      slug: 'password_reset',
      to: email,
      language: person.preferred_language,
      values: {
        first_name: person.first_name,
        last_name: person.last_name,
        reset_link: link,
        link_minutes: String(RESET_TOKEN_MINUTES),
      },
      purpose: { reason: 'password_reset' },
    }),
  );
}
