/**
 * The identity providers' origins the browser must reach during single sign-on (discovery, the
 * token exchange, the silent-renewal frame), for the Content-Security-Policy.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { CspOrigins } from '../../http/csp-origins.ts';

export type ProviderOrigins = CspOrigins;

export function providerOrigins(db: Db, config: Config): ProviderOrigins {
  return new CspOrigins(db, async (db) => {
    const rows = await db
      .selectFrom('company_sso')
      .select('issuer')
      .distinct()
      .where('enabled', '=', true)
      .where('issuer', '!=', '')
      // Only a provider some sign-in can reach: its company proved it owns a domain (D261).
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_sso_domains')
            .select('company_sso_domains.domain')
            .whereRef('company_sso_domains.account_id', '=', 'company_sso.account_id')
            .where('company_sso_domains.verified_at', 'is not', null),
        ),
      )
      .execute();
    return [...rows.map((r) => r.issuer), ...(config.oidc ? [config.oidc.issuer] : [])];
  });
}
