/** A company's single sign-on settings (contracts/sso.ts): judged whole, one domain per company. */
import { ssoSettingsProblems, type SaveSsoSettings, type SsoSettings } from '../../../contracts/sso.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { assertNoProblems, HttpError } from '../../http/http-error.ts';
import { audit } from '../auth/auth.store.ts';
import type { LoadedUser } from '../user/user.store.ts';
import * as store from './sso.store.ts';

async function current(db: Db, config: Config, accountId: number): Promise<SsoSettings> {
  const saved = await store.settingsOf(db, accountId);
  return {
    account_id: accountId,
    enabled: saved?.enabled ?? false,
    issuer: saved?.issuer ?? '',
    client_id: saved?.client_id ?? '',
    domains: saved?.domains ?? [],
    password_allowed: saved?.password_allowed ?? true,
    default_issuer: config.oidc?.issuer ?? null,
  };
}

/** `accountId` is checked by the endpoints' 'company-settings' permission (server/http/endpoint-access.ts). */
export async function ssoSettings(db: Db, config: Config, accountId: number): Promise<SsoSettings> {
  return current(db, config, accountId);
}

export async function saveSsoSettings(
  db: Db,
  config: Config,
  viewer: LoadedUser,
  accountId: number,
  body: SaveSsoSettings,
): Promise<SsoSettings> {
  const { value, problems } = ssoSettingsProblems(body, config.oidc !== undefined);
  assertNoProblems(problems);
  return db.transaction().execute(async (trx) => {
    // One writer at a time, so two companies cannot claim the same domain between check and write.
    await trx.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).forUpdate().execute();
    const taken = await store.domainsTakenElsewhere(trx, accountId, value.domains);
    if (taken.length > 0) {
      const message = `Another company's single sign-on already covers ${taken.join(', ')}.`;
      throw new HttpError(409, ErrorCode.conflict, message, [{ prop: 'domains', message }]);
    }
    await store.saveSettings(trx, accountId, viewer.user_id, value);
    await audit(trx, {
      event: 'sso_settings_changed',
      actorUserId: viewer.user_id,
      accountId,
      details: { enabled: value.enabled, domains: value.domains, password_allowed: value.password_allowed },
    });
    return current(trx, config, accountId);
  });
}
