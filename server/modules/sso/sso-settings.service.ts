/**
 * A company's single sign-on settings (contracts/sso.ts): judged whole. The email domains are
 * claims until the company proves it owns each with a DNS TXT record (D261); a domain is verified
 * for one company at most, and a public mail domain or the platform's own is never claimed.
 */
import { ssoSettingsProblems, type SaveSsoSettings, type SsoDomain, type SsoSettings } from '../../../contracts/sso.ts';
import { ErrorCode, type ErrorCodeValue } from '../../../contracts/error-codes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { assertNoProblems, HttpError, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './sso.store.ts';
import { isPublicMailDomain, isWithin, platformDomains, recordValue, type DomainLookup } from './domain-ownership.ts';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

function domainCheck(row: store.StoredSsoDomain): SsoDomain {
  return {
    domain: row.domain,
    verified: row.verified_at !== null,
    record_name: row.domain,
    record_value: recordValue(row.token),
    checked_at: iso(row.checked_at),
    problem: row.verified_at ? null : row.check_problem,
  };
}

async function current(db: Db, config: Config, accountId: number): Promise<SsoSettings> {
  const saved = await store.settingsOf(db, accountId);
  const domains = saved?.domains ?? [];
  return {
    account_id: accountId,
    enabled: saved?.enabled ?? false,
    issuer: saved?.issuer ?? '',
    client_id: saved?.client_id ?? '',
    domains: domains.map((d) => d.domain),
    domain_checks: domains.map(domainCheck),
    password_allowed: saved?.password_allowed ?? true,
    default_issuer: config.oidc?.issuer ?? null,
  };
}

/** `accountId` is checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts). */
export async function ssoSettings(db: Db, config: Config, accountId: number): Promise<SsoSettings> {
  return current(db, config, accountId);
}

/** Refuses the listed domains that `isRefused` picks, each named by its place in the list (`domains.<index>`). */
function refuseDomains(
  domains: string[],
  isRefused: (domain: string) => boolean,
  status: number,
  code: ErrorCodeValue,
  why: (domains: string) => string,
): void {
  const refused = domains.flatMap((domain, index) => (isRefused(domain) ? [{ domain, index }] : []));
  if (refused.length === 0) return;
  const message = why(refused.map((r) => r.domain).join(', '));
  throw new HttpError(
    status,
    code,
    message,
    refused.map(({ domain, index }) => ({ prop: `domains.${index}`, message: why(domain) })),
  );
}

/**
 * `confirm` checks the saver's step-up proof (D262) once the settings are judged valid, before
 * anything tells whether another company verified a domain; it answers the proof's method.
 */
export async function saveSsoSettings(
  db: Db,
  config: Config,
  viewer: LoadedUser,
  accountId: number,
  body: SaveSsoSettings,
  confirm: () => Promise<string>,
): Promise<SsoSettings> {
  const { value, problems } = ssoSettingsProblems(body, config.oidc !== undefined);
  assertNoProblems(problems);
  refuseDomains(
    value.domains,
    isPublicMailDomain,
    400,
    ErrorCode.ssoDomainPublic,
    (d) => `${d}: anyone can have an address at a public email service, so it cannot sign in through single sign-on.`,
  );
  const platform = await platformDomains(db, config);
  refuseDomains(
    value.domains,
    (domain) => isWithin(domain, platform),
    400,
    ErrorCode.ssoDomainPlatform,
    (d) => `${d}: this is Assay's own domain; it cannot sign in through a company's single sign-on.`,
  );
  const stepUp = await confirm();
  return db.transaction().execute(async (trx) => {
    // One writer per company at a time; verified domains stay unique through their index.
    await lockCompany(trx, accountId);
    const taken = new Set(await store.domainsVerifiedElsewhere(trx, accountId, value.domains));
    refuseDomains(
      value.domains,
      (domain) => taken.has(domain),
      409,
      ErrorCode.ssoDomainTaken,
      (d) => `Another company has already verified ${d} for its single sign-on.`,
    );
    await store.saveSettings(trx, accountId, viewer.user_id, value);
    await audit(trx, {
      event: 'sso_settings_changed',
      actorUserId: viewer.user_id,
      accountId,
      details: {
        enabled: value.enabled,
        domains: value.domains,
        password_allowed: value.password_allowed,
        step_up: stepUp,
      },
    });
    return current(trx, config, accountId);
  });
}

const UNIQUE_VIOLATION = '23505';

/**
 * "Check again": looks the domain's TXT records up now. A domain already verified stays so (no
 * lookup); one another company verified first is `taken` without a lookup. A domain that passes
 * starts counting for the company's single sign-on, so `confirm` checks the checker's step-up
 * proof (D262, D283) once the claim is found, before anything is looked up or told; it answers the
 * proof's method.
 */
export async function checkSsoDomain(
  db: Db,
  config: Config,
  lookup: DomainLookup,
  viewer: LoadedUser,
  accountId: number,
  domainParam: string,
  confirm: () => Promise<string>,
): Promise<SsoSettings> {
  const domain = domainParam.trim().toLowerCase();
  const claim = await store.domainClaim(db, accountId, domain);
  if (!claim) throw notFound('This domain is not in your single sign-on settings.');
  const stepUp = await confirm();
  if (claim.verified_at) return current(db, config, accountId);
  let problem =
    (await store.domainsVerifiedElsewhere(db, accountId, [domain])).length > 0
      ? ('taken' as const)
      : await lookup.check(domain, claim.token);
  try {
    await store.recordCheck(db, accountId, domain, problem);
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    problem = 'taken';
    await store.recordCheck(db, accountId, domain, problem);
  }
  if (!problem)
    await audit(db, {
      event: 'sso_domain_verified',
      actorUserId: viewer.user_id,
      accountId,
      details: { domain, step_up: stepUp },
    });
  return current(db, config, accountId);
}
