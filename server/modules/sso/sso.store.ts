import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { SsoDomainProblem } from '../../../contracts/sso.ts';
import type { Db } from '../../db/database.ts';

/** How long a nonce handed out for a sign-in stays usable. */
const NONCE_MINUTES = 10;

/** One company's claim of an email domain, proved or not (D261). */
export interface StoredSsoDomain {
  domain: string;
  token: string;
  verified_at: Date | null;
  checked_at: Date | null;
  check_problem: SsoDomainProblem | null;
}

export interface StoredSsoSettings {
  account_id: number;
  enabled: boolean;
  issuer: string;
  client_id: string;
  password_allowed: boolean;
  domains: StoredSsoDomain[];
}

const DOMAIN_COLUMNS = ['domain', 'token', 'verified_at', 'checked_at', 'check_problem'] as const;

export async function settingsOf(db: Db, accountId: number): Promise<StoredSsoSettings | undefined> {
  const row = await db
    .selectFrom('company_sso')
    .select(['account_id', 'enabled', 'issuer', 'client_id', 'password_allowed'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  const domains = await db
    .selectFrom('company_sso_domains')
    .select(DOMAIN_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();
  return { ...row, domains };
}

/**
 * The enabled settings of the company that proved it owns an email domain (one company at most:
 * the verified domain is unique). A claim nobody proved covers no one.
 */
export async function settingsForDomain(db: Db, domain: string) {
  return db
    .selectFrom('company_sso_domains')
    .innerJoin('company_sso', 'company_sso.account_id', 'company_sso_domains.account_id')
    .select(['company_sso.account_id', 'company_sso.issuer', 'company_sso.client_id', 'company_sso.password_allowed'])
    .where('company_sso_domains.domain', '=', domain)
    .where('company_sso_domains.verified_at', 'is not', null)
    .where('company_sso.enabled', '=', true)
    .executeTakeFirst();
}

/** The domains, of those given, that another company has proved it owns. */
export async function domainsVerifiedElsewhere(db: Db, accountId: number, domains: string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('company_sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('account_id', '!=', accountId)
    .where('verified_at', 'is not', null)
    .execute();
  return rows.map((r) => r.domain);
}

/** The email domains of the provider's own admins: the platform's, which no company may claim. */
export async function providerAdminDomains(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => eb.fn<string>('split_part', [eb.fn('lower', ['email']), sql.lit('@'), sql.lit(2)]).as('domain'))
    .distinct()
    .where('is_jf_admin', '=', true)
    .execute();
  return rows.map((r) => r.domain).filter(Boolean);
}

/**
 * Keeps the settings, and the domain claims as listed: a claim already there keeps its token and
 * its verification, a new one gets a token of its own, a claim no longer listed goes.
 */
export async function saveSettings(
  trx: Db,
  accountId: number,
  userId: number,
  value: { enabled: boolean; issuer: string; client_id: string; password_allowed: boolean; domains: string[] },
): Promise<void> {
  const { domains, ...row } = value;
  await trx
    .insertInto('company_sso')
    .values({ account_id: accountId, ...row, updated_by: userId })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...row, updated_by: userId, updated_at: new Date() }))
    .execute();
  let gone = trx.deleteFrom('company_sso_domains').where('account_id', '=', accountId);
  if (domains.length > 0) gone = gone.where('domain', 'not in', domains);
  await gone.execute();
  if (domains.length > 0)
    await trx
      .insertInto('company_sso_domains')
      .values(domains.map((domain) => ({ domain, account_id: accountId, token: randomBytes(16).toString('hex') })))
      .onConflict((oc) => oc.columns(['account_id', 'domain']).doNothing())
      .execute();
}

export async function domainClaim(db: Db, accountId: number, domain: string): Promise<StoredSsoDomain | undefined> {
  return db
    .selectFrom('company_sso_domains')
    .select(DOMAIN_COLUMNS)
    .where('account_id', '=', accountId)
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/**
 * What a check of the domain's TXT records found. Verifying fails with PostgreSQL's unique
 * violation (23505) when another company verified the domain meanwhile.
 */
export async function recordCheck(
  db: Db,
  accountId: number,
  domain: string,
  problem: SsoDomainProblem | null,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('company_sso_domains')
    .set(
      problem
        ? { checked_at: now, check_problem: problem }
        : { checked_at: now, check_problem: null, verified_at: now },
    )
    .where('account_id', '=', accountId)
    .where('domain', '=', domain)
    .execute();
}

function hashNonce(nonce: string): string {
  return createHash('sha256').update(nonce).digest('hex');
}

export async function issueNonce(db: Db): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  await db.deleteFrom('sso_nonces').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('sso_nonces')
    .values({ nonce_hash: hashNonce(nonce), expires_at: new Date(Date.now() + NONCE_MINUTES * 60_000) })
    .execute();
  return nonce;
}

/** Uses a nonce up: 'ok' the first time, 'used' after that, 'unknown' when never issued or expired. */
export async function consumeNonce(db: Db, nonce: string): Promise<'ok' | 'used' | 'unknown'> {
  const hash = hashNonce(nonce);
  const used = await db
    .updateTable('sso_nonces')
    .set({ used_at: new Date() })
    .where('nonce_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) return 'ok';
  const row = await db.selectFrom('sso_nonces').select('used_at').where('nonce_hash', '=', hash).executeTakeFirst();
  return row?.used_at ? 'used' : 'unknown';
}

/** The person with this email (any state), with whether they are staff of the company. */
export async function personByEmail(db: Db, email: string, accountId: number) {
  return db
    .selectFrom('users')
    .select(['user_id', 'deactivated_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.role_id', 'user_roles.role_id')
            .select('user_roles.role_id')
            .whereRef('user_roles.user_id', '=', 'users.user_id')
            .where('roles.account_id', '=', accountId),
        )
        .as('is_staff'),
    )
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function companySuspended(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('suspended_at')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row?.suspended_at);
}
