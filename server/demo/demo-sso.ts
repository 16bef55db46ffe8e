/**
 * Demo Company owns sso-demo.test for single sign-on: verified, as the domain's DNS TXT record
 * would prove (D261), since a demo has no DNS to check. Single sign-on itself stays off until the
 * owner names a provider (e2e/single-sign-on.spec.ts names one for sam.sso@sso-demo.test).
 */
import type { Db } from '../db/database.ts';
import { recordCheck, saveSettings } from '../modules/sso/index.ts';

export const DEMO_SSO_DOMAIN = 'sso-demo.test';

export async function seedDemoSso(trx: Db, accountId: number): Promise<void> {
  const owner = await trx
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'owner@demo-company.test')
    .executeTakeFirstOrThrow();
  await saveSettings(trx, accountId, owner.user_id, {
    enabled: false,
    issuer: '',
    client_id: '',
    password_allowed: true,
    domains: [DEMO_SSO_DOMAIN],
  });
  await recordCheck(trx, accountId, DEMO_SSO_DOMAIN, null);
}
