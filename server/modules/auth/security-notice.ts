/**
 * The mail that tells an account's owner how they sign in changed (D262): each factor added or
 * removed, new recovery codes, a password changed or reset, the sign-in email changed (to the old
 * address), other devices signed out. In the owner's language, with what to do if it was not them.
 */
import type { Language } from '../../../contracts/languages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { queueMail } from '../../integrations/mail.ts';
import { asLanguage, templatedMail } from '../../integrations/mail-template/templated-mail.ts';

export type SecurityChange =
  | { kind: 'totp_added' }
  | { kind: 'totp_removed' }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'recovery_codes_renewed' }
  | { kind: 'second_factor_reset' }
  | { kind: 'password_changed' }
  | { kind: 'password_reset' }
  | { kind: 'email_changed'; email: string }
  | { kind: 'sessions_ended' };

const CHANGES: Record<Language, (change: SecurityChange) => string> = {
  en: (change) => {
    switch (change.kind) {
      case 'totp_added':
        return 'An authenticator app was set up for two-factor sign-in.';
      case 'totp_removed':
        return 'The authenticator app was removed from two-factor sign-in.';
      case 'passkey_added':
        return `A passkey named “${change.name}” was added. It can sign in to your account.`;
      case 'passkey_removed':
        return `The passkey named “${change.name}” was removed.`;
      case 'recovery_codes_renewed':
        return 'New recovery codes were made. The old ones no longer work.';
      case 'second_factor_reset':
        return "Your company's administrator removed your second factors (authenticator app, passkeys and recovery codes).";
      case 'password_changed':
        return 'Your password was changed.';
      case 'password_reset':
        return 'Your password was reset with a link mailed to this address, and every device was signed out. Your passkeys and authenticator app were kept.';
      case 'email_changed':
        return `The email address you sign in with was changed to ${change.email}. Mail about your account now goes there.`;
      case 'sessions_ended':
        return 'Other devices signed in to your account were signed out.';
    }
  },
  es: (change) => {
    switch (change.kind) {
      case 'totp_added':
        return 'Se configuró una aplicación de autenticación para el inicio de sesión en dos pasos.';
      case 'totp_removed':
        return 'Se quitó la aplicación de autenticación del inicio de sesión en dos pasos.';
      case 'passkey_added':
        return `Se añadió una llave de acceso llamada «${change.name}». Puede iniciar sesión en tu cuenta.`;
      case 'passkey_removed':
        return `Se quitó la llave de acceso llamada «${change.name}».`;
      case 'recovery_codes_renewed':
        return 'Se crearon códigos de recuperación nuevos. Los anteriores ya no sirven.';
      case 'second_factor_reset':
        return 'El administrador de tu empresa quitó tus segundos factores (aplicación de autenticación, llaves de acceso y códigos de recuperación).';
      case 'password_changed':
        return 'Se cambió tu contraseña.';
      case 'password_reset':
        return 'Se restableció tu contraseña con un enlace enviado a esta dirección y se cerró la sesión en todos los dispositivos. Tus llaves de acceso y tu aplicación de autenticación se mantienen.';
      case 'email_changed':
        return `La dirección de correo con la que inicias sesión se cambió a ${change.email}. El correo sobre tu cuenta se envía ahora allí.`;
      case 'sessions_ended':
        return 'Se cerró la sesión en los demás dispositivos conectados a tu cuenta.';
    }
  },
  fr: (change) => {
    switch (change.kind) {
      case 'totp_added':
        return 'Une application d’authentification a été configurée pour la connexion en deux étapes.';
      case 'totp_removed':
        return 'L’application d’authentification a été retirée de la connexion en deux étapes.';
      case 'passkey_added':
        return `Une clé d’accès nommée « ${change.name} » a été ajoutée. Elle peut se connecter à votre compte.`;
      case 'passkey_removed':
        return `La clé d’accès nommée « ${change.name} » a été retirée.`;
      case 'recovery_codes_renewed':
        return 'De nouveaux codes de récupération ont été créés. Les anciens ne fonctionnent plus.';
      case 'second_factor_reset':
        return 'L’administrateur de votre entreprise a retiré vos seconds facteurs (application d’authentification, clés d’accès et codes de récupération).';
      case 'password_changed':
        return 'Votre mot de passe a été modifié.';
      case 'password_reset':
        return 'Votre mot de passe a été réinitialisé avec un lien envoyé à cette adresse, et tous les appareils ont été déconnectés. Vos clés d’accès et votre application d’authentification ont été conservées.';
      case 'email_changed':
        return `L’adresse courriel avec laquelle vous vous connectez a été remplacée par ${change.email}. Les courriels concernant votre compte y sont désormais envoyés.`;
      case 'sessions_ended':
        return 'Les autres appareils connectés à votre compte ont été déconnectés.';
    }
  },
};

/** Words a change for the owner, in their language (English when they chose none). */
export function securityChangeText(change: SecurityChange, language: string | null | undefined): string {
  return CHANGES[asLanguage(language)](change);
}

/**
 * Queues the notice to the account's owner. `to`: another address than the account's current one
 * (the old address, when the change is the email itself).
 */
export async function mailSecurityNotice(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  change: SecurityChange,
  to?: string,
): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'preferred_language'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owner) return;
  await queueMail(
    db,
    await templatedMail(db, {
      slug: 'account_security_notice',
      to: to ?? owner.email,
      language: owner.preferred_language,
      values: {
        first_name: owner.first_name,
        change: securityChangeText(change, owner.preferred_language),
        reset_link: `${config.publicUrl}/request-password-reset`,
        security_link: `${config.publicUrl}/change-password`,
      },
      purpose: { reason: 'account_security' },
    }),
  );
}
