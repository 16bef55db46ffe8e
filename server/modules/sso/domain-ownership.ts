/**
 * Which email domains a company may claim for single sign-on, and the DNS check that proves it
 * owns one (D261), as Google Workspace, Okta and Slack do: the company puts a TXT record holding
 * its own token for the domain (`assay-domain-verification=<token>`) on the domain, and the
 * domain counts only once a lookup finds it.
 *
 * Never claimable: a public mail service's domain (anyone can have an address there; the list
 * is the `email-providers` package's, about 9,000 domains), and the platform's own domains (its
 * provider admins' addresses, its mail's From address, its public address) with their subdomains.
 */
import { Resolver } from 'node:dns/promises';
import publicMailDomains from 'email-providers/all.json' with { type: 'json' };
import { SSO_DOMAIN_RECORD_PREFIX, type SsoDomainProblem } from '../../../contracts/sso.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as store from './sso.store.ts';

const PUBLIC = new Set<string>(publicMailDomains);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC.has(domain);
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The platform's own domains: its provider admins' email domains, its From address's, its public address's host. */
export async function platformDomains(db: Db, config: Config): Promise<string[]> {
  const own = [
    ...(await store.providerAdminDomains(db)),
    config.mailFrom.slice(config.mailFrom.lastIndexOf('@') + 1).toLowerCase(),
    hostOf(config.publicUrl),
  ];
  return [...new Set(own.filter((domain): domain is string => Boolean(domain?.includes('.'))))];
}

export function isWithin(domain: string, parents: readonly string[]): boolean {
  return parents.some((parent) => domain === parent || domain.endsWith(`.${parent}`));
}

export const recordValue = (token: string) => `${SSO_DOMAIN_RECORD_PREFIX}${token}`;

/** DNS error codes that say the name or its TXT records do not exist (an answer, not a failure to get one). */
const NO_SUCH_RECORD = new Set(['ENODATA', 'ENOTFOUND']);

export interface DomainLookup {
  /** null: the domain holds the record; else why it does not count. */
  check(domain: string, token: string): Promise<Exclude<SsoDomainProblem, 'taken'> | null>;
}

/**
 * Node's resolver asking the DNS_SERVERS (the machine's own when unset). A bad DNS_SERVERS stops
 * the server at start, not at the first check.
 */
export function domainLookup(config: Config): DomainLookup {
  const resolver = new Resolver({ timeout: 2_500, tries: 2 });
  if (config.dnsServers) resolver.setServers(config.dnsServers);
  return {
    async check(domain, token) {
      let records: string[][];
      try {
        records = await resolver.resolveTxt(domain);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return code && NO_SUCH_RECORD.has(code) ? 'no_record' : 'dns_unavailable';
      }
      // A long TXT record comes in strings of 255 characters at most: one record is their concatenation.
      const texts = records.map((strings) => strings.join('').trim());
      if (texts.includes(recordValue(token))) return null;
      return texts.some((text) => text.startsWith(SSO_DOMAIN_RECORD_PREFIX)) ? 'wrong_record' : 'no_record';
    },
  };
}
