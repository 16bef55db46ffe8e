/**
 * A step-up proof by signing in afresh at the identity provider (D286), for whoever signs in
 * through their company's provider: an admin or user provisioned by single sign-on has no password
 * and often no second factor, and the provider (with its own second factor and its own
 * deprovisioning) is where they prove who they are. The browser asks the provider with `max_age=0`
 * and `prompt=login` and a nonce this server handed out for this person; the ID token counts only
 * when it is the provider's, for the company's client, carries that nonce (used up here), names the
 * person's own verified email, and says (`auth_time`) the person signed in after the nonce was
 * asked for: a provider that ignored `max_age` and answered from an older session does not count.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { checkedIdToken } from './checked-id-token.ts';
import { providerForDomain } from './sso-sign-in.service.ts';
import * as store from './sso.store.ts';

/** Clock difference allowed between this server and the provider, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;

async function emailOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirst();
  return row?.email.toLowerCase();
}

/**
 * The provider this person signs in through: the one of the company that proved their email's
 * domain (D261), when they are that company's active staff; undefined otherwise.
 */
export async function stepUpProvider(db: Db, config: Config, userId: number) {
  const email = await emailOf(db, userId);
  if (!email) return undefined;
  const provider = await providerForDomain(db, config, email);
  if (!provider) return undefined;
  const person = await store.personByEmail(db, email, provider.accountId);
  if (!person || person.user_id !== userId || person.deactivated_at || !person.is_staff) return undefined;
  return { ...provider, email };
}

/** A one-use nonce for the provider's ID token (kept with the sign-in nonces). */
export const stepUpNonce = (db: Db) => store.issueNonce(db);

/** Uses up a nonce stepUpNonce issued: true the first time only, before it expires (a passkey registration's, D472). */
export const spendNonce = async (db: Db, nonce: string) => (await store.consumeNonce(db, nonce)) === 'ok';

/**
 * Whether `idToken` is this person's fresh sign-in at their provider for `nonce`, asked at
 * `askedAt` (seconds since the epoch). The nonce is used up whatever the answer. A provider that
 * does not answer is a 502, not a wrong proof.
 */
export async function isFreshSsoSignIn(
  db: Db,
  config: Config,
  userId: number,
  idToken: string,
  expected: { nonce: string; askedAt: number },
  log: FastifyBaseLogger,
): Promise<boolean> {
  const provider = await stepUpProvider(db, config, userId);
  if (!provider) return false;
  const payload = await checkedIdToken(idToken, provider, 'step-up', log);
  if (!payload) return false;
  if (payload.nonce !== expected.nonce) return false;
  if ((await store.consumeNonce(db, expected.nonce)) !== 'ok') return false;
  if (payload.email_verified !== true || String(payload.email).toLowerCase() !== provider.email) return false;
  const authTime = payload.auth_time;
  const now = Math.floor(Date.now() / 1000);
  return (
    typeof authTime === 'number' &&
    authTime >= expected.askedAt - CLOCK_TOLERANCE_SECONDS &&
    authTime <= now + CLOCK_TOLERANCE_SECONDS
  );
}
