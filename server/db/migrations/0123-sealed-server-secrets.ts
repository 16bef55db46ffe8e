/**
 * The server's own secrets in server_settings are sealed at rest (D272), as the outside-service
 * secrets are (D265, migration 0119): the access tokens' signing key, the second factors' keys and
 * the offer-signing certificate with its passphrase. The check is added NOT VALID: the start-up
 * step seals the values an older version kept in clear (the key is not the database's to know),
 * then validates it; from then on a clear value in one of these rows is refused by the database.
 */
import { sql, type Kysely } from 'kysely';

/** The secret keys of this migration's time (server/secrets/sealed-columns.ts lists them for the code). */
const SECRET_KEYS = [
  'jwt_secret',
  'second_factor_challenge_secret',
  'second_factor_secret_key',
  'offer_signing_p12',
  'offer_signing_passphrase',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const keys = SECRET_KEYS.map((k) => `'${k}'`).join(', ');
  await sql
    .raw(
      `alter table server_settings add constraint server_settings_value_sealed
         check (key not in (${keys}) or value = '' or value like 'assay-sealed:%') not valid`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table server_settings drop constraint if exists server_settings_value_sealed').execute(db);
}
