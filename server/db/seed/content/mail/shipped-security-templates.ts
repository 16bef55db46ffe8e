/** The notice to an account's owner that how they sign in changed (D262), whoever made the change. */
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_SECURITY_TEMPLATES: Record<'account_security_notice', Record<Language, ShippedTemplate>> = {
  account_security_notice: {
    en: {
      template_display_name: 'Sign-in change notice',
      description:
        'Sent to the owner of an account when how they sign in changes: password, email, second factors, recovery codes, signed-in devices.',
      subject: 'A sign-in setting of your Assay account changed',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}This change was just made to how you sign in to your Assay account:</p>\n${P}<strong>{{change}}</strong></p>\n${P}If it was you, there is nothing else to do.</p>\n${P}If it was not you, someone may have access to your account. Reset your password now; resetting it signs out every device:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Then check your passkeys and authenticator app on your security page:<br><a href="{{security_link}}">{{security_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThis change was just made to how you sign in to your Assay account:\n\n{{change}}\n\nIf it was you, there is nothing else to do.\n\nIf it was not you, someone may have access to your account. Reset your password now; resetting it signs out every device:\n{{reset_link}}\n\nThen check your passkeys and authenticator app on your security page:\n{{security_link}}',
    },
    es: {
      template_display_name: 'Aviso de cambio de acceso',
      description:
        'Se envía al titular de una cuenta cuando cambia su forma de iniciar sesión: contraseña, correo, segundos factores, códigos de recuperación, dispositivos conectados.',
      subject: 'Ha cambiado un ajuste de acceso de tu cuenta de Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Se acaba de hacer este cambio en la forma de iniciar sesión en tu cuenta de Assay:</p>\n${P}<strong>{{change}}</strong></p>\n${P}Si has sido tú, no tienes que hacer nada más.</p>\n${P}Si no has sido tú, alguien puede tener acceso a tu cuenta. Restablece tu contraseña ahora; al restablecerla se cierra la sesión en todos los dispositivos:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Después revisa tus llaves de acceso y tu aplicación de autenticación en tu página de seguridad:<br><a href="{{security_link}}">{{security_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nSe acaba de hacer este cambio en la forma de iniciar sesión en tu cuenta de Assay:\n\n{{change}}\n\nSi has sido tú, no tienes que hacer nada más.\n\nSi no has sido tú, alguien puede tener acceso a tu cuenta. Restablece tu contraseña ahora; al restablecerla se cierra la sesión en todos los dispositivos:\n{{reset_link}}\n\nDespués revisa tus llaves de acceso y tu aplicación de autenticación en tu página de seguridad:\n{{security_link}}',
    },
    fr: {
      template_display_name: 'Avis de changement de connexion',
      description:
        'Envoyé au titulaire d’un compte quand sa façon de se connecter change : mot de passe, adresse courriel, seconds facteurs, codes de récupération, appareils connectés.',
      subject: 'Un paramètre de connexion de votre compte Assay a changé',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Cette modification vient d’être apportée à la façon de vous connecter à votre compte Assay :</p>\n${P}<strong>{{change}}</strong></p>\n${P}Si c’était vous, vous n’avez rien d’autre à faire.</p>\n${P}Si ce n’était pas vous, quelqu’un a peut-être accès à votre compte. Réinitialisez votre mot de passe maintenant ; la réinitialisation déconnecte tous les appareils :<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Vérifiez ensuite vos clés d’accès et votre application d’authentification sur votre page de sécurité :<br><a href="{{security_link}}">{{security_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nCette modification vient d’être apportée à la façon de vous connecter à votre compte Assay :\n\n{{change}}\n\nSi c’était vous, vous n’avez rien d’autre à faire.\n\nSi ce n’était pas vous, quelqu’un a peut-être accès à votre compte. Réinitialisez votre mot de passe maintenant ; la réinitialisation déconnecte tous les appareils :\n{{reset_link}}\n\nVérifiez ensuite vos clés d’accès et votre application d’authentification sur votre page de sécurité :\n{{security_link}}',
    },
  },
};
