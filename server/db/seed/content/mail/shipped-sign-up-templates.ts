/** The mails of a sign-up (D242): the code for a new address, the notice to a known address's owner. */
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_SIGN_UP_TEMPLATES: Record<
  'sign_up_code' | 'sign_up_account_exists',
  Record<Language, ShippedTemplate>
> = {
  sign_up_code: {
    en: {
      template_display_name: 'Sign-up code',
      description: 'Sent with the code that finishes creating a candidate account.',
      subject: 'Your Assay sign-up code',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Your code to finish creating your Assay account:</p>\n${P}<strong>{{code}}</strong></p>\n${P}Enter it on the sign-up page. It expires in {{code_minutes}} minutes.</p>\n${P}If you did not ask to create an account, you can ignore this email: no account is created without the code.</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nYour code to finish creating your Assay account:\n\n{{code}}\n\nEnter it on the sign-up page. It expires in {{code_minutes}} minutes.\n\nIf you did not ask to create an account, you can ignore this email: no account is created without the code.',
    },
    es: {
      template_display_name: 'Código de registro',
      description: 'Se envía con el código que termina de crear una cuenta de candidato.',
      subject: 'Tu código de registro de Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Tu código para terminar de crear tu cuenta de Assay:</p>\n${P}<strong>{{code}}</strong></p>\n${P}Escríbelo en la página de registro. Caduca en {{code_minutes}} minutos.</p>\n${P}Si no has pedido crear una cuenta, puedes ignorar este correo: sin el código no se crea ninguna cuenta.</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nTu código para terminar de crear tu cuenta de Assay:\n\n{{code}}\n\nEscríbelo en la página de registro. Caduca en {{code_minutes}} minutos.\n\nSi no has pedido crear una cuenta, puedes ignorar este correo: sin el código no se crea ninguna cuenta.',
    },
    fr: {
      template_display_name: 'Code d’inscription',
      description: 'Envoyé avec le code qui termine la création d’un compte candidat.',
      subject: 'Votre code d’inscription Assay',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Votre code pour terminer la création de votre compte Assay :</p>\n${P}<strong>{{code}}</strong></p>\n${P}Saisissez-le sur la page d’inscription. Il expire dans {{code_minutes}} minutes.</p>\n${P}Si vous n’avez pas demandé à créer un compte, vous pouvez ignorer ce message : aucun compte n’est créé sans le code.</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nVotre code pour terminer la création de votre compte Assay :\n\n{{code}}\n\nSaisissez-le sur la page d’inscription. Il expire dans {{code_minutes}} minutes.\n\nSi vous n’avez pas demandé à créer un compte, vous pouvez ignorer ce message : aucun compte n’est créé sans le code.',
    },
  },
  sign_up_account_exists: {
    en: {
      template_display_name: 'Sign-up with a known address',
      description: 'Sent to the owner of an account when someone tries to create an account with its email.',
      subject: 'Someone tried to create an Assay account with your email',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Someone tried to create an Assay account with this email address, but an account already exists for it.</p>\n${P}If it was you, sign in here:<br><a href="{{sign_in_link}}">{{sign_in_link}}</a></p>\n${P}If you forgot your password, reset it here:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}If it was not you, ignore this email: nothing changed on your account.</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nSomeone tried to create an Assay account with this email address, but an account already exists for it.\n\nIf it was you, sign in here:\n{{sign_in_link}}\n\nIf you forgot your password, reset it here:\n{{reset_link}}\n\nIf it was not you, ignore this email: nothing changed on your account.',
    },
    es: {
      template_display_name: 'Registro con una dirección conocida',
      description:
        'Se envía al titular de una cuenta cuando alguien intenta crear una cuenta con su dirección de correo.',
      subject: 'Alguien ha intentado crear una cuenta de Assay con tu correo',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Alguien ha intentado crear una cuenta de Assay con esta dirección de correo, pero ya existe una cuenta con ella.</p>\n${P}Si has sido tú, inicia sesión aquí:<br><a href="{{sign_in_link}}">{{sign_in_link}}</a></p>\n${P}Si has olvidado tu contraseña, restablécela aquí:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si no has sido tú, ignora este correo: no ha cambiado nada en tu cuenta.</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nAlguien ha intentado crear una cuenta de Assay con esta dirección de correo, pero ya existe una cuenta con ella.\n\nSi has sido tú, inicia sesión aquí:\n{{sign_in_link}}\n\nSi has olvidado tu contraseña, restablécela aquí:\n{{reset_link}}\n\nSi no has sido tú, ignora este correo: no ha cambiado nada en tu cuenta.',
    },
    fr: {
      template_display_name: 'Inscription avec une adresse connue',
      description:
        'Envoyé au titulaire d’un compte quand quelqu’un essaie de créer un compte avec son adresse courriel.',
      subject: 'Quelqu’un a essayé de créer un compte Assay avec votre adresse courriel',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Quelqu’un a essayé de créer un compte Assay avec cette adresse courriel, mais un compte existe déjà pour elle.</p>\n${P}Si c’était vous, connectez-vous ici :<br><a href="{{sign_in_link}}">{{sign_in_link}}</a></p>\n${P}Si vous avez oublié votre mot de passe, réinitialisez-le ici :<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si ce n’était pas vous, ignorez ce message : rien n’a changé sur votre compte.</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nQuelqu’un a essayé de créer un compte Assay avec cette adresse courriel, mais un compte existe déjà pour elle.\n\nSi c’était vous, connectez-vous ici :\n{{sign_in_link}}\n\nSi vous avez oublié votre mot de passe, réinitialisez-le ici :\n{{reset_link}}\n\nSi ce n’était pas vous, ignorez ce message : rien n’a changé sur votre compte.',
    },
  },
};
