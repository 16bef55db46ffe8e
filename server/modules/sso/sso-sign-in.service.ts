/**
 * Signing in with an ID token (D121). The token's email domain picks the company, whose provider
 * must have signed it for its client id, with a nonce this server handed out and nobody used yet.
 * Only an email the provider asserts as verified counts; then the company's staff member signs in,
 * or a new one is made with no permissions (the company's owner grants more at /settings/users).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import { emailDomain } from '../../../contracts/sso.ts';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { RoleFlags } from '../../../contracts/staff-users.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../contracts/error-codes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { setFlags } from '../staff-users/index.ts';
import * as store from './sso.store.ts';
import type { Provider } from './id-token.ts';
import { checkedIdToken } from './checked-id-token.ts';

export const SSO_FAILED =
  'An error occurred while trying to authenticate with SSO. Please contact your admin or log out and try again.';

const refused = (status: number, code: ErrorCodeValue, message = SSO_FAILED) => new HttpError(status, code, message);

/** `passwordAllowed`: for this address; `domainPasswordAllowed`: the company's rule for its domain. */
type CompanyProvider = Provider & { accountId: number; passwordAllowed: boolean; domainPasswordAllowed: boolean };

/**
 * The enabled provider of the company that proved it owns the email's domain (D261): the
 * company's own, else the deployment default. What discovery answers and what a sign-in token is
 * checked against.
 */
export async function providerForDomain(db: Db, config: Config, email: string): Promise<CompanyProvider | undefined> {
  const settings = await store.settingsForDomain(db, emailDomain(email));
  if (!settings) return undefined;
  const provider = settings.issuer ? { issuer: settings.issuer, clientId: settings.client_id } : config.oidc;
  return (
    provider && {
      ...provider,
      accountId: settings.account_id,
      passwordAllowed: settings.password_allowed,
      domainPasswordAllowed: settings.password_allowed,
    }
  );
}

/**
 * The provider that governs a password sign-in with this email (`passwordAllowed` false:
 * sso_required). The company's rule binds its own people: its staff and an address that has no
 * account yet (who would join it through its provider); a candidate or another company's staff
 * with an address in the domain keeps the password (D261).
 */
export async function providerForEmail(db: Db, config: Config, email: string): Promise<CompanyProvider | undefined> {
  const provider = await providerForDomain(db, config, email);
  if (!provider || provider.passwordAllowed) return provider;
  const person = await store.personByEmail(db, email, provider.accountId);
  return person && !person.is_staff ? { ...provider, passwordAllowed: true } : provider;
}

function unverifiedEmail(idToken: string): string {
  try {
    const email = decodeJwt(idToken).email;
    if (typeof email === 'string' && email.includes('@')) return email.toLowerCase();
  } catch {
    // falls through to the refusal
  }
  throw refused(401, ErrorCode.ssoInvalidToken);
}

function nameClaim(payload: JWTPayload, ours: string, standard: string, log: FastifyBaseLogger): string {
  const value = payload[ours] ?? payload[standard];
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
  log.warn({ sub: payload.sub, claim: ours }, 'single sign-on identity has no name claim');
  return '';
}

const NO_FLAGS = Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, false])) as RoleFlags;

/** The user id to sign in, after every check; provisions a new staff member when needed. */
export async function ssoUserId(
  db: Db,
  config: Config,
  idToken: string,
  log: FastifyBaseLogger,
): Promise<{ userId: number; accountId: number; provisioned: boolean }> {
  const provider = await providerForDomain(db, config, unverifiedEmail(idToken));
  if (!provider) throw refused(403, ErrorCode.ssoNotConfigured);
  const payload = await checkedIdToken(idToken, provider, 'sign-in', log);
  if (!payload) throw refused(401, ErrorCode.ssoInvalidToken);
  const nonce = await store.consumeNonce(db, String(payload.nonce));
  if (nonce === 'used') throw refused(401, ErrorCode.ssoTokenReplayed);
  if (nonce === 'unknown') throw refused(401, ErrorCode.ssoInvalidToken);
  if (payload.email_verified !== true) throw refused(403, ErrorCode.ssoEmailUnverified);
  const email = String(payload.email).toLowerCase();
  if (await store.companySuspended(db, provider.accountId)) {
    throw new HttpError(
      403,
      ErrorCode.companySuspended,
      "Your company's access to Assay is suspended. Please contact your company's administrator.",
    );
  }
  const person = await store.personByEmail(db, email, provider.accountId);
  if (person) {
    if (person.deactivated_at || !person.is_staff) throw refused(403, ErrorCode.ssoNotCompanyStaff);
    return { userId: person.user_id, accountId: provider.accountId, provisioned: false };
  }
  const firstName = nameClaim(payload, 'first_name', 'given_name', log);
  const lastName = nameClaim(payload, 'last_name', 'family_name', log);
  const userId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({ uuid: randomUUID(), email, first_name: firstName, last_name: lastName, password_hash: null })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await setFlags(trx, provider.accountId, row.user_id, NO_FLAGS);
    return row.user_id;
  });
  return { userId, accountId: provider.accountId, provisioned: true };
}

/**
 * Whose company's log a refused single sign-on names (D264): the company that proved the
 * token's email domain, and its staff member of that address when there is one (a candidate or
 * nobody is not named). Undefined when the token names no address or no company's domain.
 */
export async function ssoRefusalTarget(
  db: Db,
  config: Config,
  idToken: string,
): Promise<{ accountId: number; userId: number | null } | undefined> {
  let email: string;
  try {
    email = unverifiedEmail(idToken);
  } catch {
    return undefined;
  }
  const provider = await providerForDomain(db, config, email);
  if (!provider) return undefined;
  const person = await store.personByEmail(db, email, provider.accountId);
  return { accountId: provider.accountId, userId: person?.is_staff ? person.user_id : null };
}
