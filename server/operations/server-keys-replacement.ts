/**
 * `npm run server-keys:replace` (D276): new keys for what the server signs and encrypts
 * itself, for when a database dump or a backup taken before D272 may have leaked them. The secrets
 * key that seals them is replaced by `npm run secrets:rotate` (secrets-rotation.ts); this replaces
 * the keys it seals:
 *
 * - the access tokens' signing key (`jwt_secret`; not when JWT_SECRET is set, which the operator
 *   replaces in the environment): access tokens signed before are refused, and browsers get new
 *   ones from their sessions (refresh tokens are not signed with it);
 * - the second factors' challenge key (`second_factor_challenge_secret`): a sign-in halfway
 *   through its second step, or a step-up passkey challenge, starts again;
 * - the authenticator apps' key (`second_factor_secret_key`): every app secret is opened with the
 *   old key and encrypted with the new one, so every app keeps working;
 * - the offer-signing certificate with its passphrase (`offer_signing_p12`,
 *   `offer_signing_passphrase`; not when OFFER_SIGNING_P12 is set, which the operator replaces in
 *   the environment): a new self-signed one seals the offers finished from then on; an offer
 *   sealed before carries the old certificate in its PDF and still verifies by it (D286).
 *
 * All in one transaction: the old keys stay in place and read every secret until it commits, and
 * nothing changes if one secret does not open. The API processes read these keys at start, so
 * they are stopped while it runs and started after: the command (cli.ts) refuses while a server
 * runs, by the embedded database's pid file or the servers' lock on PostgreSQL (D296). A running
 * process does not reload them: D290 says why a version check alone would not make that safe (an
 * app set up through a process that missed the change would be sealed with the old key).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { serverSecretContext } from '../http/server-secret.ts';
import { secretBox } from '../modules/second-factor/index.ts';
import { makeSigningCertificate } from '../modules/offer-letter/index.ts';
import { audit } from '../audit/audit-trail.ts';
import type { ServerSecretKey } from '../secrets/sealed-columns.ts';
import { openText, sealText } from '../secrets/sealed-secret.ts';

/** The keys replaced, in the order the command reports them. */
export const REPLACED_SERVER_KEYS = [
  'jwt_secret',
  'second_factor_challenge_secret',
  'second_factor_secret_key',
  'offer_signing_p12',
  'offer_signing_passphrase',
] as const;
type ReplacedKey = (typeof REPLACED_SERVER_KEYS)[number];

export class ServerKeyReplacementError extends Error {}

const newSecret = () => randomBytes(48).toString('base64url');

export interface ServerKeysReplaced {
  keys: ReplacedKey[];
  appSecrets: number;
  lines: string[];
}

export async function replaceServerKeys(db: Db, env: NodeJS.ProcessEnv): Promise<ServerKeysReplaced> {
  const keys = REPLACED_SERVER_KEYS.filter(
    (key) => !(key === 'jwt_secret' && env.JWT_SECRET) && !(key.startsWith('offer_signing_') && env.OFFER_SIGNING_P12),
  );
  // Made before the transaction: an RSA key takes a moment, and the rows stay locked meanwhile otherwise.
  const certificate = makeSigningCertificate();
  const appSecrets = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('server_settings')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .forUpdate()
      .execute();
    const stored = new Map(rows.map((r) => [r.key as ServerSecretKey, r.value]));
    const made = {
      ...(Object.fromEntries(keys.map((key) => [key, newSecret()])) as Record<ReplacedKey, string>),
      offer_signing_p12: certificate.p12.toString('base64'),
      offer_signing_passphrase: certificate.passphrase,
    };

    // Each app secret opened with the old key and encrypted with the new one, in place.
    const oldKey = stored.get('second_factor_secret_key');
    const apps = await trx.selectFrom('user_totp').select(['user_id', 'secret_encrypted']).forUpdate().execute();
    if (apps.length > 0 && oldKey === undefined)
      throw new ServerKeyReplacementError(
        `${apps.length} authenticator app ${apps.length === 1 ? 'secret is' : 'secrets are'} stored but the second factors' key is missing: nothing was changed.`,
      );
    if (oldKey !== undefined) {
      const before = secretBox(openText(oldKey, serverSecretContext('second_factor_secret_key')));
      const after = secretBox(made.second_factor_secret_key);
      for (const app of apps) {
        let plain: string;
        try {
          plain = before.open(app.secret_encrypted);
        } catch {
          throw new ServerKeyReplacementError(
            `The authenticator app secret of user ${app.user_id} does not open with the current key: nothing was changed.`,
          );
        }
        await trx
          .updateTable('user_totp')
          .set({ secret_encrypted: after.seal(plain) })
          .where('user_id', '=', app.user_id)
          .execute();
      }
    }

    await trx
      .insertInto('server_settings')
      .values(keys.map((key) => ({ key, value: sealText(made[key], serverSecretContext(key)) })))
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    await audit(trx, { event: 'server_keys_replaced', details: { keys, app_secrets: apps.length } });
    return apps.length;
  });

  const lines = [
    env.JWT_SECRET
      ? 'JWT_SECRET is set, so the access tokens are signed with it: replace it in the environment to replace that key.'
      : 'Replaced the access tokens’ signing key: tokens given before are refused, and signed-in browsers get new ones from their sessions.',
    'Replaced the second factors’ challenge key: a sign-in halfway through its second step starts again.',
    `Replaced the authenticator apps’ key and encrypted ${appSecrets} app secret${appSecrets === 1 ? '' : 's'} with it: every app keeps working.`,
    env.OFFER_SIGNING_P12
      ? 'OFFER_SIGNING_P12 is set, so offers are sealed with that certificate: replace it (and OFFER_SIGNING_PASSPHRASE) in the environment to replace it.'
      : 'Replaced the offer-signing certificate: offers finished from now on are sealed with a new one; an offer sealed before carries the old one in its PDF.',
    'Start (or restart) every API process now: each reads these keys at start and does not reload them. One left running keeps the old keys: it accepts access tokens signed with the old key and signs new ones with it, refuses every authenticator app code (their secrets are now encrypted with the new key), seals an app set up through it with the old key, which no restarted process opens, and seals offers with the old certificate (D290).',
  ];
  return { keys, appSecrets, lines };
}
