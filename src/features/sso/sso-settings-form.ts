/** The single sign-on settings form: its values as typed, and its problems in the user's language. */
import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client.ts';
import {
  MAX_CLIENT_ID,
  MAX_ISSUER,
  MAX_SSO_DOMAINS,
  ssoSettingsProblems,
  type SaveSsoSettings,
  type SsoProblemCode,
  type SsoSettings,
  type SsoSettingsField,
} from '../../../contracts/sso.ts';

export interface SsoValues {
  enabled: boolean;
  issuer: string;
  client_id: string;
  /** One domain per line. */
  domains: string;
  password_allowed: boolean;
}

export function toSsoValues(settings: SsoSettings): SsoValues {
  return {
    enabled: settings.enabled,
    issuer: settings.issuer,
    client_id: settings.client_id,
    domains: settings.domains.join('\n'),
    password_allowed: settings.password_allowed,
  };
}

export function toSsoBody(values: SsoValues): SaveSsoSettings {
  return { ...values, domains: values.domains.split(/[\s,;]+/) };
}

function problemText(code: SsoProblemCode, field: SsoSettingsField): string {
  switch (code) {
    case 'required':
      return field === 'domains'
        ? t`List the email domains that sign in through single sign-on.`
        : t`Enter the issuer and the client ID of your identity provider.`;
    case 'too_long':
      return field === 'issuer'
        ? t`Use at most ${MAX_ISSUER} characters.`
        : t`Use at most ${MAX_CLIENT_ID} characters.`;
    case 'bad_url':
      return t`Enter an address that starts with https://.`;
    case 'bad_domain':
      return t`Enter domains like example.com, one per line.`;
    case 'too_many':
      return t`List at most ${MAX_SSO_DOMAINS} domains.`;
    case 'duplicate':
      return t`Each domain once, please.`;
    case 'pair':
      return t`Enter both the issuer and the client ID, or leave both empty.`;
  }
}

/** The server's own judgement, worded here; the first problem per field. */
export function ssoProblems(values: SsoValues, hasDefault: boolean): Partial<Record<SsoSettingsField, string>> {
  const result: Partial<Record<SsoSettingsField, string>> = {};
  for (const problem of ssoSettingsProblems(toSsoBody(values), hasDefault).problems)
    result[problem.prop] ??= problemText(problem.code, problem.prop);
  return result;
}

/** The domains as the server judges them (trimmed, lower case, no "@"): a refusal names them by place. */
export function sentDomains(values: SsoValues): string[] {
  return ssoSettingsProblems(toSsoBody(values), true).value.domains;
}

/**
 * The server's refusal of listed domains (D261) in the user's language: a public mail service,
 * the platform's own domain, or one another company verified. Each refused domain is an error
 * `domains.<index>` of the list that was sent. Undefined for any other failure.
 */
export function domainRefusalText(error: unknown, sent: readonly string[]): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const named = (error.errors ?? []).flatMap((item) => {
    const index = /^domains\.(\d+)$/.exec(item.prop)?.[1];
    const domain = index === undefined ? undefined : sent[Number(index)];
    return domain ? [domain] : [];
  });
  const domains = named.join(', ');
  switch (error.code) {
    case 'sso_domain_public':
      return t`${domains}: anyone can get an address at a public email service, so it cannot sign in through your identity provider.`;
    case 'sso_domain_platform':
      return t`${domains}: this is Assay's own domain, so it cannot sign in through your identity provider.`;
    case 'sso_domain_taken':
      return t`Another company has already verified ${domains} for its single sign-on.`;
  }
  return undefined;
}
