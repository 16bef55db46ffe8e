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
      .execute();
    return [...rows.map((r) => r.issuer), ...(config.oidc ? [config.oidc.issuer] : [])];
  });
}
