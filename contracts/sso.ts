/**
 * Single sign-on through a company's OpenID Connect provider (seed 000 sections 3, 4 and 7;
 * decision D121). A company's settings name the provider (issuer and client id, or the
 * deployment's default from OIDC_ISSUER and OIDC_CLIENT_ID when left empty), the email domains it
 * covers and whether password sign-in stays allowed for them. A domain counts (discovery, the
 * provider's sign-in, sso_required) only once the company has proved it owns it with a DNS TXT
 * record (D261); a public mail domain or the platform's own can never be claimed.
 *
 * Who: the settings, the company's staff with company_settings_access and provider admins
 * (another company's staff 404, the company's others 403); discovery, nonce and sign-in are public.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';
import { UserSchema } from './user.ts';
import { StepUpBody, StepUpProofSchema } from './step-up.ts';

export const MAX_SSO_DOMAINS = 20;
export const MAX_CLIENT_ID = 200;
export const MAX_ISSUER = 500;

/** What the TXT record that proves a company owns a domain holds, before the company's token for it. */
export const SSO_DOMAIN_RECORD_PREFIX = 'assay-domain-verification=';

/** Why the last check of a domain did not prove ownership. */
export const SSO_DOMAIN_PROBLEMS = ['no_record', 'wrong_record', 'dns_unavailable', 'taken'] as const;
export type SsoDomainProblem = (typeof SSO_DOMAIN_PROBLEMS)[number];

export const SsoDomainSchema = z.object({
  domain: z.string(),
  /** Proved by its TXT record: only then does single sign-on apply to the domain. */
  verified: z.boolean(),
  /** The DNS name the TXT record goes on: the domain itself. */
  record_name: z.string(),
  /** The TXT record's text: SSO_DOMAIN_RECORD_PREFIX and this company's token for this domain. */
  record_value: z.string(),
  checked_at: z.nullable(z.string()),
  /** Why the last check failed; null when it passed or none ran yet. */
  problem: z.nullable(z.enum(SSO_DOMAIN_PROBLEMS)),
});
export type SsoDomain = z.infer<typeof SsoDomainSchema>;

export const SsoSettingsSchema = z.object({
  account_id: z.number(),
  enabled: z.boolean(),
  /** Empty: the deployment's default provider (default_issuer). */
  issuer: z.string(),
  client_id: z.string(),
  domains: z.array(z.string()),
  /** Each of `domains`, in the same order, with its ownership check. */
  domain_checks: z.array(SsoDomainSchema),
  password_allowed: z.boolean(),
  /** OIDC_ISSUER of this deployment, when set; used when issuer and client id are empty. */
  default_issuer: z.nullable(z.string()),
});
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

export const SaveSsoSettingsBody = z.object({
  enabled: z.boolean(),
  issuer: z.string().check(z.maxLength(2000)),
  client_id: z.string().check(z.maxLength(2000)),
  domains: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(200)),
  password_allowed: z.boolean(),
  /**
   * The saver's own step-up proof (D262): the settings decide how a whole company signs in, so a
   * bearer token alone changes nothing (403 step_up_required, step_up_invalid).
   */
  proof: z.optional(StepUpProofSchema),
});
export type SaveSsoSettings = z.infer<typeof SaveSsoSettingsBody>;

export type SsoSettingsField = 'issuer' | 'client_id' | 'domains';
export type SsoProblemCode = 'required' | 'too_long' | 'bad_url' | 'bad_domain' | 'too_many' | 'duplicate' | 'pair';
export interface SsoProblem {
  prop: SsoSettingsField;
  code: SsoProblemCode;
  message: string;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** https, or plain http to this machine (a provider run for development or tests). */
export function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash || url.username) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function ssoSettingsProblems(
  body: SaveSsoSettings,
  hasDefault: boolean,
): { value: SaveSsoSettings; problems: SsoProblem[] } {
  const value: SaveSsoSettings = {
    enabled: body.enabled,
    issuer: body.issuer.trim(),
    client_id: body.client_id.trim(),
    domains: body.domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter((d) => d !== ''),
    password_allowed: body.password_allowed,
  };
  const problems: SsoProblem[] = [];
  const add = (prop: SsoSettingsField, code: SsoProblemCode, message: string) => problems.push({ prop, code, message });
  if (value.issuer.length > MAX_ISSUER) add('issuer', 'too_long', `Use at most ${MAX_ISSUER} characters.`);
  else if (value.issuer && !isIssuerUrl(value.issuer))
    add('issuer', 'bad_url', 'Enter an address that starts with https://.');
  if (value.client_id.length > MAX_CLIENT_ID) add('client_id', 'too_long', `Use at most ${MAX_CLIENT_ID} characters.`);
  if (Boolean(value.issuer) !== Boolean(value.client_id)) {
    add(value.issuer ? 'client_id' : 'issuer', 'pair', 'Enter both the issuer and the client ID, or leave both empty.');
  } else if (value.enabled && !value.issuer && !hasDefault) {
    add('issuer', 'required', 'Enter the issuer and the client ID of your identity provider.');
  }
  if (value.domains.length > MAX_SSO_DOMAINS) add('domains', 'too_many', `List at most ${MAX_SSO_DOMAINS} domains.`);
  else if (value.domains.some((d) => !DOMAIN.test(d)))
    add('domains', 'bad_domain', 'Enter domains like example.com, one per line.');
  else if (new Set(value.domains).size !== value.domains.length)
    add('domains', 'duplicate', 'Each domain once, please.');
  else if (value.enabled && value.domains.length === 0)
    add('domains', 'required', 'List the email domains that sign in through single sign-on.');
  return { value, problems };
}

export const getSsoSettings = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/sso/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "The company's single sign-on settings",
  params: AccountIdParams,
  response: SsoSettingsSchema,
});

export const saveSsoSettings = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/sso/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Saves the company's single sign-on settings; judged whole; a public mail domain or the platform's own is 400 (sso_domain_public, sso_domain_platform); then the saver's own step-up proof (403 step_up_required, step_up_invalid); then a domain another company verified is 409 (sso_domain_taken); each refused domain is an error `domains.<index>`",
  params: AccountIdParams,
  body: SaveSsoSettingsBody,
  response: SsoSettingsSchema,
});

export const CheckSsoDomainParams = z.object({
  id: AccountIdParams.shape.id,
  domain: z.string().check(z.maxLength(300)),
});

export const checkSsoDomain = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{id}/sso/domains/{domain}/check/',
  access: 'company-settings',
  companyParam: 'id',
  summary:
    "Looks up the domain's TXT records now (\"Check again\"): the company's record verifies it, else the check's problem is kept; a domain the company does not list is 404; then the checker's own step-up proof (403 step_up_required, step_up_invalid), since a verified domain starts signing the company's people in through its provider",
  params: CheckSsoDomainParams,
  body: StepUpBody,
  response: SsoSettingsSchema,
});

const email = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));

export const SsoDiscoveryBody = z.object({ email });
export const SsoDiscoverySchema = z.object({
  sso: z.boolean(),
  issuer: z.nullable(z.string()),
  client_id: z.nullable(z.string()),
  password_allowed: z.boolean(),
});
export type SsoDiscovery = z.infer<typeof SsoDiscoverySchema>;

export const ssoDiscovery = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/sso-discovery/',
  access: 'public',
  summary: "Whether an email's domain signs in through single sign-on, with the provider to use",
  body: SsoDiscoveryBody,
  response: SsoDiscoverySchema,
});

export const ssoNonce = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/sso-nonce/',
  access: 'public',
  summary: 'A one-time nonce for the next single sign-on; the ID token must carry it (D121)',
  body: z.object({}),
  response: z.object({ nonce: z.string() }),
});

export const LoginSsoBody = z.object({ id_token: z.string().check(z.minLength(1), z.maxLength(20_000)) });
/** The refresh token travels only in its HttpOnly cookie, never in a body a script can read (D205). */
export const SsoSessionSchema = z.object({ access_token: z.string(), user: UserSchema });
export type SsoSession = z.infer<typeof SsoSessionSchema>;

export const loginSso = defineEndpoint({
  method: 'POST',
  path: '/auth/v1/login-sso/',
  access: 'public',
  summary:
    "Sign in with an ID token from the company's identity provider; provisions new staff; sets the refresh cookie",
  body: LoginSsoBody,
  response: SsoSessionSchema,
});

export const ssoEndpoints = [getSsoSettings, saveSsoSettings, checkSsoDomain, ssoDiscovery, ssoNonce, loginSso];
