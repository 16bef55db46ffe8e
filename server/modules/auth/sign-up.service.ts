/**
 * Sign-up by an emailed code (D242). Starting answers the same for a new and a known address: a
 * new one keeps a pending sign-up and is mailed a 6-digit code; a known one keeps nothing and its
 * owner is told (at most once per NOTICE_WINDOW_SECONDS). The account is made only when the code
 * comes back, so only the owner of the address can create an account with it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { CreateAccount } from '../../../contracts/auth.ts';
import type { Db } from '../../db/database.ts';
import { hit, peek } from '../../http/rate-limit.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { findUserByEmail } from '../user/index.ts';
import * as store from './auth.store.ts';
import { hashPassword } from './password.ts';
import * as pending from './sign-up.store.ts';
import { audit } from '../../audit/audit-trail.ts';

export const SIGN_UP_CODE_MINUTES = 15;
/** The fifth wrong code ends the pending sign-up; a new code must be asked for. */
export const MAX_WRONG_CODES = 5;
/** The owner of a known address hears of a sign-up attempt at most once in this window. */
export const NOTICE_WINDOW_SECONDS = 15 * 60;

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the address, so a row's hash says nothing about another address's code. */
function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Either mails a code (new address) or a notice to the owner (known address). The password is
 * hashed in both cases, so both take about the same time.
 */
export async function startSignUp(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  body: CreateAccount,
  ip: string,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  if (await store.emailTaken(db, body.email)) {
    await noticeToOwner(db, config, body.email, ip);
    return;
  }
  const code = newCode();
  await db.transaction().execute(async (trx) => {
    await pending.replacePendingSignUp(trx, {
      email: body.email,
      code_hash: hashCode(body.email, code),
      password_hash: passwordHash,
      first_name: body.first_name,
      last_name: body.last_name,
      preferred_language: body.preferred_language ?? null,
      expires_at: new Date(Date.now() + SIGN_UP_CODE_MINUTES * 60_000),
    });
    await queueMail(
      trx,
      await templatedMail(trx, {
        slug: 'sign_up_code',
        to: body.email,
        language: body.preferred_language,
        values: { first_name: body.first_name, code, code_minutes: String(SIGN_UP_CODE_MINUTES) },
        purpose: { reason: 'sign_up_code' },
      }),
    );
    // No one to name yet: the event carries the source only, never the address.
    await audit(trx, { event: 'sign_up_code_sent', ip });
  });
}

async function noticeToOwner(db: Db, config: Pick<Config, 'publicUrl'>, email: string, ip: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  const throttle = { bucket: `sign-up-notice:${email}`, max: 1, windowSeconds: NOTICE_WINDOW_SECONDS };
  const send = owner !== undefined && (await peek(db, throttle)).allowed;
  if (send) {
    await hit(db, throttle);
    const person = await store.resetRecipient(db, owner.user_id);
    await queueMail(
      db,
      await templatedMail(db, {
        slug: 'sign_up_account_exists',
        to: owner.email,
        language: person.preferred_language,
        values: {
          first_name: person.first_name,
          sign_in_link: `${config.publicUrl}/login`,
          reset_link: `${config.publicUrl}/request-password-reset`,
        },
        purpose: { reason: 'sign_up_account_exists' },
      }),
    );
  }
  await audit(db, {
    event: 'sign_up_known_address',
    subjectUserId: owner?.user_id ?? null,
    ip,
    details: { owner_told: send },
  });
}

/**
 * Makes the account when the code is the one mailed and still valid; undefined otherwise (no
 * pending sign-up, expired, wrong, or the address registered meanwhile). The pending sign-up ends
 * when used, expired, or at the fifth wrong code.
 */
export async function confirmSignUp(db: Db, email: string, code: string, ip: string): Promise<number | undefined> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await pending.lockPendingSignUp(trx, email);
    if (!row) return { userId: undefined };
    if (new Date(row.expires_at).getTime() <= Date.now()) {
      await pending.deletePendingSignUp(trx, email);
      return { userId: undefined };
    }
    if (!sameHash(row.code_hash, hashCode(email, code))) {
      const wrong = await pending.countWrongCode(trx, email);
      if (wrong >= MAX_WRONG_CODES) await pending.deletePendingSignUp(trx, email);
      return { userId: undefined, wrong };
    }
    await pending.deletePendingSignUp(trx, email);
    const userId = await store.insertCandidate(trx, {
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      password_hash: row.password_hash,
      preferred_language: row.preferred_language,
    });
    return { userId: userId || undefined };
  });
  if (outcome.wrong !== undefined)
    await audit(db, { event: 'sign_up_code_failed', ip, details: { wrong_codes: outcome.wrong } });
  return outcome.userId;
}
