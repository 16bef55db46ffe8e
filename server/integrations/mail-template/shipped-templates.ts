/**
 * The templates the product ships, in English, Spanish and French. Migration 0030 stores them as
 * the system templates; restoring a system template to default writes them back.
 */
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';
import type { Language } from '../../../contracts/languages.ts';

export interface ShippedTemplate {
  template_display_name: string;
  description: string;
  subject: string;
  html_body: string;
  plain_body: string;
}

const P = '<p style="margin:0 0 16px">';

export const SHIPPED_TEMPLATES: Record<EmailTemplateSlug, Record<Language, ShippedTemplate>> = {
  password_reset: {
    en: {
      template_display_name: 'Password reset',
      description: 'Sent when someone asks to reset the password of an account.',
      subject: 'Reset your Assay password',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Someone asked to reset the password of your Assay account.</p>\n${P}To choose a new password, open this link within {{link_minutes}} minutes:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}If it was not you, ignore this email: your password stays the same.</p>`,
      plain_body: 'Hello {{first_name|:there}},\n\nSomeone asked to reset the password of your Assay account.\n\nTo choose a new password, open this link within {{link_minutes}} minutes:\n{{reset_link}}\n\nIf it was not you, ignore this email: your password stays the same.',
    },
    es: {
      template_display_name: 'Restablecer la contraseña',
      description: 'Se envía cuando alguien pide restablecer la contraseña de una cuenta.',
      subject: 'Restablece tu contraseña de Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Alguien ha pedido restablecer la contraseña de tu cuenta de Assay.</p>\n${P}Para elegir una contraseña nueva, abre este enlace en los próximos {{link_minutes}} minutos:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si no has sido tú, ignora este correo: tu contraseña no cambia.</p>`,
      plain_body: 'Hola, {{first_name}}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Assay.\n\nPara elegir una contraseña nueva, abre este enlace en los próximos {{link_minutes}} minutos:\n{{reset_link}}\n\nSi no has sido tú, ignora este correo: tu contraseña no cambia.',
    },
    fr: {
      template_display_name: 'Réinitialisation du mot de passe',
      description: 'Envoyé quand quelqu’un demande à réinitialiser le mot de passe d’un compte.',
      subject: 'Réinitialisez votre mot de passe Assay',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Assay.</p>\n${P}Pour choisir un nouveau mot de passe, ouvrez ce lien dans les {{link_minutes}} minutes :<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.</p>`,
      plain_body: 'Bonjour {{first_name}},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Assay.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les {{link_minutes}} minutes :\n{{reset_link}}\n\nSi ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.',
    },
  },
  staff_invitation: {
    en: {
      template_display_name: 'Staff invitation',
      description: 'Sent when a company invites a person to work in it on Assay.',
      subject: '{{inviter_name}} invited you to {{company_name}} on Assay',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{inviter_name}} invited you to join {{company_name}} on Assay.</p>\n${P}To accept, choose your password here within {{link_days}} days (the link works once):<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body: 'Hello {{first_name|:there}},\n\n{{inviter_name}} invited you to join {{company_name}} on Assay.\n\nTo accept, choose your password here within {{link_days}} days (the link works once):\n{{invitation_link}}',
    },
    es: {
      template_display_name: 'Invitación al equipo',
      description: 'Se envía cuando una empresa invita a una persona a trabajar en ella en Assay.',
      subject: '{{inviter_name}} te ha invitado a {{company_name}} en Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{inviter_name}} te ha invitado a unirte a {{company_name}} en Assay.</p>\n${P}Para aceptar, elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez):<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body: 'Hola, {{first_name}}:\n\n{{inviter_name}} te ha invitado a unirte a {{company_name}} en Assay.\n\nPara aceptar, elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez):\n{{invitation_link}}',
    },
    fr: {
      template_display_name: 'Invitation dans l’équipe',
      description: 'Envoyé quand une entreprise invite une personne à travailler avec elle sur Assay.',
      subject: '{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay.</p>\n${P}Pour accepter, choisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois) :<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body: 'Bonjour {{first_name}},\n\n{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay.\n\nPour accepter, choisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois) :\n{{invitation_link}}',
    },
  },
  application_received: {
    en: {
      template_display_name: 'Application received',
      description: 'Sent when a candidate applies to a requisition.',
      subject: 'We received your application for {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Thank you for applying for {{job_name}} at {{company_name}}. Your application has been received.</p>\n${P}Your next steps are on your progress tracker; you can stop and come back at any time:<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body: 'Hello {{first_name|:there}},\n\nThank you for applying for {{job_name}} at {{company_name}}. Your application has been received.\n\nYour next steps are on your progress tracker; you can stop and come back at any time:\n{{tracker_link}}',
    },
    es: {
      template_display_name: 'Solicitud recibida',
      description: 'Se envía cuando un candidato se postula a un puesto.',
      subject: 'Hemos recibido tu solicitud para {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Gracias por postularte al puesto {{job_name}} en {{company_name}}. Hemos recibido tu solicitud.</p>\n${P}Tus próximos pasos están en tu seguimiento del proceso; puedes parar y volver cuando quieras:<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body: 'Hola, {{first_name}}:\n\nGracias por postularte al puesto {{job_name}} en {{company_name}}. Hemos recibido tu solicitud.\n\nTus próximos pasos están en tu seguimiento del proceso; puedes parar y volver cuando quieras:\n{{tracker_link}}',
    },
    fr: {
      template_display_name: 'Candidature reçue',
      description: 'Envoyé quand un candidat postule à un poste.',
      subject: 'Nous avons bien reçu votre candidature pour {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Merci d’avoir postulé au poste {{job_name}} chez {{company_name}}. Votre candidature a bien été reçue.</p>\n${P}Vos prochaines étapes se trouvent sur votre suivi de candidature ; vous pouvez vous arrêter et revenir à tout moment :<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body: 'Bonjour {{first_name}},\n\nMerci d’avoir postulé au poste {{job_name}} chez {{company_name}}. Votre candidature a bien été reçue.\n\nVos prochaines étapes se trouvent sur votre suivi de candidature ; vous pouvez vous arrêter et revenir à tout moment :\n{{tracker_link}}',
    },
  },
  applicant_email: {
    en: {
      template_display_name: 'Message to applicants',
      description: 'Wraps the message a staff member writes to applicants from the applicant list.',
      subject: '{{subject}}',
      html_body: '<div>{{message}}</div>',
      plain_body: '{{message}}',
    },
    es: {
      template_display_name: 'Mensaje a candidatos',
      description: 'Envuelve el mensaje que un miembro del equipo escribe a los candidatos desde la lista de candidatos.',
      subject: '{{subject}}',
      html_body: '<div>{{message}}</div>',
      plain_body: '{{message}}',
    },
    fr: {
      template_display_name: 'Message aux candidats',
      description: 'Entoure le message qu’un membre de l’équipe écrit aux candidats depuis la liste des candidats.',
      subject: '{{subject}}',
      html_body: '<div>{{message}}</div>',
      plain_body: '{{message}}',
    },
  },
  scorecard_share: {
    en: {
      template_display_name: 'Shared scorecard',
      description: 'Sent when a staff member shares an applicant’s scorecard.',
      subject: 'Scorecard of {{applicant_name}} for {{job_name}}',
      html_body: `${P}{{sender_name}} shared the scorecard of {{applicant_name}}, an applicant for {{job_name}}.</p>\n<div>{{message}}</div>\n${P}<a href="{{scorecard_link}}">Open the scorecard</a> (sign in with an account that may see this requisition).</p>`,
      plain_body: '{{sender_name}} shared the scorecard of {{applicant_name}}, an applicant for {{job_name}}.\n\n{{message}}\n\nOpen the scorecard (sign in with an account that may see this requisition):\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Hoja de evaluación compartida',
      description: 'Se envía cuando un miembro del equipo comparte la hoja de evaluación de un candidato.',
      subject: 'Hoja de evaluación de {{applicant_name}} para {{job_name}}',
      html_body: `${P}{{sender_name}} ha compartido la hoja de evaluación de {{applicant_name}}, candidato para {{job_name}}.</p>\n<div>{{message}}</div>\n${P}<a href="{{scorecard_link}}">Abrir la hoja de evaluación</a> (inicia sesión con una cuenta que pueda ver esta vacante).</p>`,
      plain_body: '{{sender_name}} ha compartido la hoja de evaluación de {{applicant_name}}, candidato para {{job_name}}.\n\n{{message}}\n\nAbre la hoja de evaluación (inicia sesión con una cuenta que pueda ver esta vacante):\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Fiche d’évaluation partagée',
      description: 'Envoyé quand un membre de l’équipe partage la fiche d’évaluation d’un candidat.',
      subject: 'Fiche d’évaluation de {{applicant_name}} pour {{job_name}}',
      html_body: `${P}{{sender_name}} a partagé la fiche d’évaluation de {{applicant_name}}, candidat au poste {{job_name}}.</p>\n<div>{{message}}</div>\n${P}<a href="{{scorecard_link}}">Ouvrir la fiche d’évaluation</a> (connectez-vous avec un compte qui peut voir ce recrutement).</p>`,
      plain_body: '{{sender_name}} a partagé la fiche d’évaluation de {{applicant_name}}, candidat au poste {{job_name}}.\n\n{{message}}\n\nOuvrez la fiche d’évaluation (connectez-vous avec un compte qui peut voir ce recrutement) :\n{{scorecard_link}}',
    },
  },
};
