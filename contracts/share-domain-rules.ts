/**
 * What makes a domain one a company may allow scorecard shares to (D205, D212): a host name of at
 * least two labels (letters, digits and hyphens, an internationalised name in its xn-- form), not a
 * public mail service where anyone can get an address. Zod-free: the settings screen checks the
 * same rule before it sends, and the server again.
 */

export const MAX_SHARE_DOMAINS = 50;

export type ShareDomainProblem = 'invalid' | 'public_mail' | 'duplicate';

/** Free mail services: allowing one would let a share go to anyone. */
const PUBLIC_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The domain as it is stored: trimmed, lower case, without a leading "@". */
export const normalizeShareDomain = (domain: string): string => domain.trim().toLowerCase().replace(/^@/, '');

/** The first problem of each domain (already normalised), by position; undefined when it may be saved. */
export function shareDomainProblems(domains: readonly string[]): (ShareDomainProblem | undefined)[] {
  const seen = new Set<string>();
  return domains.map((domain) => {
    const labels = domain.split('.');
    const isHost =
      domain.length <= 253 &&
      labels.length >= 2 &&
      labels.every((label) => LABEL.test(label)) &&
      /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1]!);
    if (!isHost) return 'invalid';
    if (PUBLIC_MAIL.has(domain)) return 'public_mail';
    if (seen.has(domain)) return 'duplicate';
    seen.add(domain);
    return undefined;
  });
}
