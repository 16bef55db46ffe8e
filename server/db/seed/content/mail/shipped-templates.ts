/**
 * The templates the product ships, in English, Spanish and French (migration 0030 stores them as the
 * system templates; restoring one to default writes it back); others are in shipped-*-templates.ts.
 */
import type { EmailTemplateSlug } from '../../../../../contracts/email-template-catalog.ts';
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';
import { SHIPPED_OFFER_TEMPLATES } from './shipped-offer-templates.ts';
import { SHIPPED_STAFF_NOTICE_TEMPLATES } from './shipped-staff-notice-templates.ts';
import { SHIPPED_SIGN_UP_TEMPLATES } from './shipped-sign-up-templates.ts';
import { SHIPPED_REJECTION_TEMPLATES } from './shipped-rejection-templates.ts';
import { SHIPPED_SECURITY_TEMPLATES } from './shipped-security-templates.ts';
import { SHIPPED_BACKGROUND_CHECK_TEMPLATES } from './shipped-background-check-templates.ts';

export const SHIPPED_TEMPLATES: Record<EmailTemplateSlug, Record<Language, ShippedTemplate>> = {
  password_reset: {
    en: {
      template_display_name: 'Password reset',
      description: 'Sent when someone asks to reset the password of an account.',
      subject: 'Reset your Assay password',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Someone asked to reset the password of your Assay account.</p>\n${P}To choose a new password, open this link within {{link_minutes}} minutes:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}If it was not you, ignore this email: your password stays the same.</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nSomeone asked to reset the password of your Assay account.\n\nTo choose a new password, open this link within {{link_minutes}} minutes:\n{{reset_link}}\n\nIf it was not you, ignore this email: your password stays the same.',
    },
    es: {
      template_display_name: 'Restablecer la contraseña',
      description: 'Se envía cuando alguien pide restablecer la contraseña de una cuenta.',
      subject: 'Restablece tu contraseña de Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Alguien ha pedido restablecer la contraseña de tu cuenta de Assay.</p>\n${P}Para elegir una contraseña nueva, abre este enlace en los próximos {{link_minutes}} minutos:<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si no has sido tú, ignora este correo: tu contraseña no cambia.</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Assay.\n\nPara elegir una contraseña nueva, abre este enlace en los próximos {{link_minutes}} minutos:\n{{reset_link}}\n\nSi no has sido tú, ignora este correo: tu contraseña no cambia.',
    },
    fr: {
      template_display_name: 'Réinitialisation du mot de passe',
      description: 'Envoyé quand quelqu’un demande à réinitialiser le mot de passe d’un compte.',
      subject: 'Réinitialisez votre mot de passe Assay',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Assay.</p>\n${P}Pour choisir un nouveau mot de passe, ouvrez ce lien dans les {{link_minutes}} minutes :<br><a href="{{reset_link}}">{{reset_link}}</a></p>\n${P}Si ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte Assay.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les {{link_minutes}} minutes :\n{{reset_link}}\n\nSi ce n’était pas vous, ignorez ce message : votre mot de passe reste le même.',
    },
  },
  staff_invitation: {
    en: {
      template_display_name: 'Staff invitation',
      description: 'Sent when a company invites a person to work in it on Assay.',
      subject: '{{inviter_name}} invited you to {{company_name}} on Assay',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{inviter_name}} invited you to join {{company_name}} on Assay.</p>\n${P}To accept, choose your password here within {{link_days}} days (the link works once):<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{inviter_name}} invited you to join {{company_name}} on Assay.\n\nTo accept, choose your password here within {{link_days}} days (the link works once):\n{{invitation_link}}',
    },
    es: {
      template_display_name: 'Invitación al equipo',
      description: 'Se envía cuando una empresa invita a una persona a trabajar en ella en Assay.',
      subject: '{{inviter_name}} te ha invitado a {{company_name}} en Assay',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{inviter_name}} te ha invitado a unirte a {{company_name}} en Assay.</p>\n${P}Para aceptar, elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez):<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{inviter_name}} te ha invitado a unirte a {{company_name}} en Assay.\n\nPara aceptar, elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez):\n{{invitation_link}}',
    },
    fr: {
      template_display_name: 'Invitation dans l’équipe',
      description: 'Envoyé quand une entreprise invite une personne à travailler avec elle sur Assay.',
      subject: '{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay.</p>\n${P}Pour accepter, choisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois) :<br><a href="{{invitation_link}}">{{invitation_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{inviter_name}} vous invite à rejoindre {{company_name}} sur Assay.\n\nPour accepter, choisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois) :\n{{invitation_link}}',
    },
  },
  pathway_invitation: {
    en: {
      template_display_name: 'Pathway invitation',
      description: 'Sent to an employee when staff add them to a pathway.',
      subject: '{{company_name}} invites you to a pathway: {{pathway_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{inviter_name}} added you to “{{pathway_name}}”, a pathway at {{company_name}} on Assay.</p>\n{{invite_message}}\n${P}{{start_step}}<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{inviter_name}} added you to “{{pathway_name}}”, a pathway at {{company_name}} on Assay.\n\n{{invite_message}}\n\n{{start_step}}\n{{start_link}}',
    },
    es: {
      template_display_name: 'Invitación a una ruta profesional',
      description: 'Se envía a un empleado cuando el equipo lo añade a una ruta profesional.',
      subject: '{{company_name}} te invita a una ruta profesional: {{pathway_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{inviter_name}} te ha añadido a «{{pathway_name}}», una ruta profesional de {{company_name}} en Assay.</p>\n{{invite_message}}\n${P}{{start_step}}<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{inviter_name}} te ha añadido a «{{pathway_name}}», una ruta profesional de {{company_name}} en Assay.\n\n{{invite_message}}\n\n{{start_step}}\n{{start_link}}',
    },
    fr: {
      template_display_name: 'Invitation à un parcours',
      description: 'Envoyé à un employé quand l’équipe l’ajoute à un parcours.',
      subject: '{{company_name}} vous invite à un parcours : {{pathway_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{inviter_name}} vous a ajouté à « {{pathway_name}} », un parcours de {{company_name}} sur Assay.</p>\n{{invite_message}}\n${P}{{start_step}}<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{inviter_name}} vous a ajouté à « {{pathway_name}} », un parcours de {{company_name}} sur Assay.\n\n{{invite_message}}\n\n{{start_step}}\n{{start_link}}',
    },
  },
  application_received: {
    en: {
      template_display_name: 'Application received',
      description: 'Sent when a candidate applies to a requisition.',
      subject: 'We received your application for {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Thank you for applying for {{job_name}} at {{company_name}}. Your application has been received.</p>\n${P}Your next steps are on your progress tracker; you can stop and come back at any time:<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThank you for applying for {{job_name}} at {{company_name}}. Your application has been received.\n\nYour next steps are on your progress tracker; you can stop and come back at any time:\n{{tracker_link}}',
    },
    es: {
      template_display_name: 'Solicitud recibida',
      description: 'Se envía cuando un candidato se postula a un puesto.',
      subject: 'Hemos recibido tu solicitud para {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Gracias por postularte al puesto {{job_name}} en {{company_name}}. Hemos recibido tu solicitud.</p>\n${P}Tus próximos pasos están en tu seguimiento del proceso; puedes parar y volver cuando quieras:<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nGracias por postularte al puesto {{job_name}} en {{company_name}}. Hemos recibido tu solicitud.\n\nTus próximos pasos están en tu seguimiento del proceso; puedes parar y volver cuando quieras:\n{{tracker_link}}',
    },
    fr: {
      template_display_name: 'Candidature reçue',
      description: 'Envoyé quand un candidat postule à un poste.',
      subject: 'Nous avons bien reçu votre candidature pour {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Merci d’avoir postulé au poste {{job_name}} chez {{company_name}}. Votre candidature a bien été reçue.</p>\n${P}Vos prochaines étapes se trouvent sur votre suivi de candidature ; vous pouvez vous arrêter et revenir à tout moment :<br><a href="{{tracker_link}}">{{tracker_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nMerci d’avoir postulé au poste {{job_name}} chez {{company_name}}. Votre candidature a bien été reçue.\n\nVos prochaines étapes se trouvent sur votre suivi de candidature ; vous pouvez vous arrêter et revenir à tout moment :\n{{tracker_link}}',
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
      description:
        'Envuelve el mensaje que un miembro del equipo escribe a los candidatos desde la lista de candidatos.',
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
      plain_body:
        '{{sender_name}} shared the scorecard of {{applicant_name}}, an applicant for {{job_name}}.\n\n{{message}}\n\nOpen the scorecard (sign in with an account that may see this requisition):\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Hoja de evaluación compartida',
      description: 'Se envía cuando un miembro del equipo comparte la hoja de evaluación de un candidato.',
      subject: 'Hoja de evaluación de {{applicant_name}} para {{job_name}}',
      html_body: `${P}{{sender_name}} ha compartido la hoja de evaluación de {{applicant_name}}, candidato para {{job_name}}.</p>\n<div>{{message}}</div>\n${P}<a href="{{scorecard_link}}">Abrir la hoja de evaluación</a> (inicia sesión con una cuenta que pueda ver esta vacante).</p>`,
      plain_body:
        '{{sender_name}} ha compartido la hoja de evaluación de {{applicant_name}}, candidato para {{job_name}}.\n\n{{message}}\n\nAbre la hoja de evaluación (inicia sesión con una cuenta que pueda ver esta vacante):\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Fiche d’évaluation partagée',
      description: 'Envoyé quand un membre de l’équipe partage la fiche d’évaluation d’un candidat.',
      subject: 'Fiche d’évaluation de {{applicant_name}} pour {{job_name}}',
      html_body: `${P}{{sender_name}} a partagé la fiche d’évaluation de {{applicant_name}}, candidat au poste {{job_name}}.</p>\n<div>{{message}}</div>\n${P}<a href="{{scorecard_link}}">Ouvrir la fiche d’évaluation</a> (connectez-vous avec un compte qui peut voir ce recrutement).</p>`,
      plain_body:
        '{{sender_name}} a partagé la fiche d’évaluation de {{applicant_name}}, candidat au poste {{job_name}}.\n\n{{message}}\n\nOuvrez la fiche d’évaluation (connectez-vous avec un compte qui peut voir ce recrutement) :\n{{scorecard_link}}',
    },
  },
  interview_booking_link: {
    en: {
      template_display_name: 'Interview: choose a time',
      description: 'Sent when staff ask a candidate to choose a time for an interview.',
      subject: 'Choose a time for your interview with {{company_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{company_name}} would like to meet you for {{interview_title}} ({{job_name}}, {{duration_minutes}} minutes).</p>\n${P}Choose a time that suits you here within {{link_days}} days:<br><a href="{{booking_link}}">{{booking_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{company_name}} would like to meet you for {{interview_title}} ({{job_name}}, {{duration_minutes}} minutes).\n\nChoose a time that suits you here within {{link_days}} days:\n{{booking_link}}',
    },
    es: {
      template_display_name: 'Entrevista: elegir una hora',
      description: 'Se envía cuando el equipo pide a un candidato que elija la hora de una entrevista.',
      subject: 'Elige la hora de tu entrevista con {{company_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} quiere conocerte en {{interview_title}} ({{job_name}}, {{duration_minutes}} minutos).</p>\n${P}Elige aquí la hora que mejor te venga en los próximos {{link_days}} días:<br><a href="{{booking_link}}">{{booking_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} quiere conocerte en {{interview_title}} ({{job_name}}, {{duration_minutes}} minutos).\n\nElige aquí la hora que mejor te venga en los próximos {{link_days}} días:\n{{booking_link}}',
    },
    fr: {
      template_display_name: 'Entretien : choisir un horaire',
      description: 'Envoyé quand l’équipe demande à un candidat de choisir l’horaire d’un entretien.',
      subject: 'Choisissez l’horaire de votre entretien avec {{company_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{company_name}} souhaite vous rencontrer pour {{interview_title}} ({{job_name}}, {{duration_minutes}} minutes).</p>\n${P}Choisissez ici l’horaire qui vous convient dans les {{link_days}} jours :<br><a href="{{booking_link}}">{{booking_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{company_name}} souhaite vous rencontrer pour {{interview_title}} ({{job_name}}, {{duration_minutes}} minutes).\n\nChoisissez ici l’horaire qui vous convient dans les {{link_days}} jours :\n{{booking_link}}',
    },
  },
  interview_invitation: {
    en: {
      template_display_name: 'Interview invitation',
      description:
        'Sent to the candidate and the interviewers when an interview is booked; the calendar file is attached.',
      subject: 'Interview: {{interview_title}} on {{interview_time}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}} is booked.</p>\n${P}When: {{interview_time}}<br>Where: {{interview_place}}</p>\n${P}The attached calendar file adds it to your calendar. Details, changes and cancellation:<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}} is booked.\n\nWhen: {{interview_time}}\nWhere: {{interview_place}}\n\nThe attached calendar file adds it to your calendar. Details, changes and cancellation:\n{{details_link}}',
    },
    es: {
      template_display_name: 'Invitación a una entrevista',
      description:
        'Se envía al candidato y a los entrevistadores cuando se reserva una entrevista; lleva el archivo de calendario.',
      subject: 'Entrevista: {{interview_title}} el {{interview_time}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Se ha reservado {{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}}.</p>\n${P}Cuándo: {{interview_time}}<br>Dónde: {{interview_place}}</p>\n${P}El archivo de calendario adjunto la añade a tu calendario. Detalles, cambios y cancelación:<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nSe ha reservado {{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}}.\n\nCuándo: {{interview_time}}\nDónde: {{interview_place}}\n\nEl archivo de calendario adjunto la añade a tu calendario. Detalles, cambios y cancelación:\n{{details_link}}',
    },
    fr: {
      template_display_name: 'Invitation à un entretien',
      description:
        'Envoyé au candidat et aux recruteurs quand un entretien est réservé ; le fichier de calendrier est joint.',
      subject: 'Entretien : {{interview_title}} le {{interview_time}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}} est réservé.</p>\n${P}Quand : {{interview_time}}<br>Où : {{interview_place}}</p>\n${P}Le fichier de calendrier joint l’ajoute à votre calendrier. Détails, modifications et annulation :<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}} est réservé.\n\nQuand : {{interview_time}}\nOù : {{interview_place}}\n\nLe fichier de calendrier joint l’ajoute à votre calendrier. Détails, modifications et annulation :\n{{details_link}}',
    },
  },
  interview_changed: {
    en: {
      template_display_name: 'Interview changed',
      description: 'Sent to the candidate and the interviewers when an interview moves; the calendar file is attached.',
      subject: 'Interview moved: {{interview_title}} on {{interview_time}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}} has a new time.</p>\n${P}When: {{interview_time}}<br>Where: {{interview_place}}</p>\n${P}The attached calendar file updates your calendar. Details:<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}} has a new time.\n\nWhen: {{interview_time}}\nWhere: {{interview_place}}\n\nThe attached calendar file updates your calendar. Details:\n{{details_link}}',
    },
    es: {
      template_display_name: 'Entrevista modificada',
      description:
        'Se envía al candidato y a los entrevistadores cuando una entrevista cambia de hora; lleva el archivo de calendario.',
      subject: 'Entrevista cambiada: {{interview_title}} el {{interview_time}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}} tiene una hora nueva.</p>\n${P}Cuándo: {{interview_time}}<br>Dónde: {{interview_place}}</p>\n${P}El archivo de calendario adjunto actualiza tu calendario. Detalles:<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}} tiene una hora nueva.\n\nCuándo: {{interview_time}}\nDónde: {{interview_place}}\n\nEl archivo de calendario adjunto actualiza tu calendario. Detalles:\n{{details_link}}',
    },
    fr: {
      template_display_name: 'Entretien modifié',
      description:
        'Envoyé au candidat et aux recruteurs quand un entretien change d’horaire ; le fichier de calendrier est joint.',
      subject: 'Entretien déplacé : {{interview_title}} le {{interview_time}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}} a un nouvel horaire.</p>\n${P}Quand : {{interview_time}}<br>Où : {{interview_place}}</p>\n${P}Le fichier de calendrier joint met à jour votre calendrier. Détails :<br><a href="{{details_link}}">{{details_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}} a un nouvel horaire.\n\nQuand : {{interview_time}}\nOù : {{interview_place}}\n\nLe fichier de calendrier joint met à jour votre calendrier. Détails :\n{{details_link}}',
    },
  },
  interview_cancelled: {
    en: {
      template_display_name: 'Interview cancelled',
      description:
        'Sent to the candidate and the interviewers when an interview is cancelled or declined; the calendar file removes it.',
      subject: 'Interview cancelled: {{interview_title}} on {{interview_time}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}}, planned for {{interview_time}}, is cancelled.</p>\n${P}The attached calendar file removes it from your calendar.</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{interview_title}} with {{applicant_name}} for {{job_name}} at {{company_name}}, planned for {{interview_time}}, is cancelled.\n\nThe attached calendar file removes it from your calendar.',
    },
    es: {
      template_display_name: 'Entrevista cancelada',
      description:
        'Se envía al candidato y a los entrevistadores cuando una entrevista se cancela o se rechaza; el archivo de calendario la quita.',
      subject: 'Entrevista cancelada: {{interview_title}} el {{interview_time}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}}, prevista el {{interview_time}}, se ha cancelado.</p>\n${P}El archivo de calendario adjunto la quita de tu calendario.</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{interview_title}} con {{applicant_name}} para {{job_name}} en {{company_name}}, prevista el {{interview_time}}, se ha cancelado.\n\nEl archivo de calendario adjunto la quita de tu calendario.',
    },
    fr: {
      template_display_name: 'Entretien annulé',
      description:
        'Envoyé au candidat et aux recruteurs quand un entretien est annulé ou refusé ; le fichier de calendrier le retire.',
      subject: 'Entretien annulé : {{interview_title}} le {{interview_time}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}}, prévu le {{interview_time}}, est annulé.</p>\n${P}Le fichier de calendrier joint le retire de votre calendrier.</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{interview_title}} avec {{applicant_name}} pour le poste {{job_name}} chez {{company_name}}, prévu le {{interview_time}}, est annulé.\n\nLe fichier de calendrier joint le retire de votre calendrier.',
    },
  },
  ...SHIPPED_OFFER_TEMPLATES,
  ...SHIPPED_STAFF_NOTICE_TEMPLATES,
  ...SHIPPED_SIGN_UP_TEMPLATES,
  ...SHIPPED_REJECTION_TEMPLATES,
  ...SHIPPED_SECURITY_TEMPLATES,
  ...SHIPPED_BACKGROUND_CHECK_TEMPLATES,
  outcome_invitation: {
    en: {
      template_display_name: 'Outcome questions',
      description: 'Sent to each supervisor when a job profile opens an outcome period.',
      subject: '{{company_name}}: how are your people doing? ({{period_name}})',
      html_body: `${P}Hello,</p>\n${P}{{company_name}} asks you a few short questions about {{people_count}} of your people in the role {{profile_name}} ({{period_name}}). It takes a minute per person.</p>\n${P}Answer here; the link works for {{link_days}} days:<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Hello,\n\n{{company_name}} asks you a few short questions about {{people_count}} of your people in the role {{profile_name}} ({{period_name}}). It takes a minute per person.\n\nAnswer here; the link works for {{link_days}} days:\n{{answer_link}}',
    },
    es: {
      template_display_name: 'Preguntas de resultados',
      description: 'Se envía a cada supervisor cuando un perfil de puesto abre un periodo de resultados.',
      subject: '{{company_name}}: ¿cómo le va a tu equipo? ({{period_name}})',
      html_body: `${P}Hola:</p>\n${P}{{company_name}} te hace unas preguntas breves sobre {{people_count}} personas de tu equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.</p>\n${P}Responde aquí; el enlace funciona durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Hola:\n\n{{company_name}} te hace unas preguntas breves sobre {{people_count}} personas de tu equipo en el puesto {{profile_name}} ({{period_name}}). Es un minuto por persona.\n\nResponde aquí; el enlace funciona durante {{link_days}} días:\n{{answer_link}}',
    },
    fr: {
      template_display_name: 'Questions de résultats',
      description: 'Envoyé à chaque responsable quand un profil de poste ouvre une période de résultats.',
      subject: '{{company_name}} : comment va votre équipe ? ({{period_name}})',
      html_body: `${P}Bonjour,</p>\n${P}{{company_name}} vous pose quelques questions courtes sur {{people_count}} personnes de votre équipe au poste {{profile_name}} ({{period_name}}). Comptez une minute par personne.</p>\n${P}Répondez ici ; le lien fonctionne pendant {{link_days}} jours :<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Bonjour,\n\n{{company_name}} vous pose quelques questions courtes sur {{people_count}} personnes de votre équipe au poste {{profile_name}} ({{period_name}}). Comptez une minute par personne.\n\nRépondez ici ; le lien fonctionne pendant {{link_days}} jours :\n{{answer_link}}',
    },
  },
  satisfaction_invitation: {
    en: {
      template_display_name: 'Satisfaction questions',
      description:
        'Sent to each employee of a job profile when it opens an outcome period and the company asks employees questions.',
      subject: '{{company_name}}: how is your work going? ({{period_name}})',
      html_body: `${P}Hello,</p>\n${P}{{company_name}} asks you a few short questions about your work in the role {{profile_name}} ({{period_name}}). It takes a minute.</p>\n${P}Sign in and answer on your job profile page; the questions stay open for {{link_days}} days:<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Hello,\n\n{{company_name}} asks you a few short questions about your work in the role {{profile_name}} ({{period_name}}). It takes a minute.\n\nSign in and answer on your job profile page; the questions stay open for {{link_days}} days:\n{{answer_link}}',
    },
    es: {
      template_display_name: 'Preguntas de satisfacción',
      description:
        'Se envía a cada empleado de un perfil de puesto cuando abre un periodo de resultados y la empresa hace preguntas a sus empleados.',
      subject: '{{company_name}}: ¿cómo te va en el trabajo? ({{period_name}})',
      html_body: `${P}Hola:</p>\n${P}{{company_name}} te hace unas preguntas breves sobre tu trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.</p>\n${P}Inicia sesión y responde en la página de tu perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Hola:\n\n{{company_name}} te hace unas preguntas breves sobre tu trabajo en el puesto {{profile_name}} ({{period_name}}). Es un minuto.\n\nInicia sesión y responde en la página de tu perfil de puesto; las preguntas siguen abiertas durante {{link_days}} días:\n{{answer_link}}',
    },
    fr: {
      template_display_name: 'Questions de satisfaction',
      description:
        'Envoyé à chaque salarié d’un profil de poste quand il ouvre une période de résultats et que l’entreprise pose des questions à ses salariés.',
      subject: '{{company_name}} : comment se passe votre travail ? ({{period_name}})',
      html_body: `${P}Bonjour,</p>\n${P}{{company_name}} vous pose quelques questions courtes sur votre travail au poste {{profile_name}} ({{period_name}}). Comptez une minute.</p>\n${P}Connectez-vous et répondez sur la page de votre profil de poste ; les questions restent ouvertes pendant {{link_days}} jours :<br><a href="{{answer_link}}">{{answer_link}}</a></p>`,
      plain_body:
        'Bonjour,\n\n{{company_name}} vous pose quelques questions courtes sur votre travail au poste {{profile_name}} ({{period_name}}). Comptez une minute.\n\nConnectez-vous et répondez sur la page de votre profil de poste ; les questions restent ouvertes pendant {{link_days}} jours :\n{{answer_link}}',
    },
  },
  profile_plan_invitation: {
    en: {
      template_display_name: 'Measurement plan',
      description:
        'Sent to each employee of a job profile when the days after their start that the profile sets have passed, with the link to take its measurement plan.',
      subject: '{{company_name}}: a few assessments for your role {{profile_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{company_name}} asks the people in the role {{profile_name}} to take a few assessments, to learn what helps people do well in it.</p>\n${P}Sign in and start here:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{company_name}} asks the people in the role {{profile_name}} to take a few assessments, to learn what helps people do well in it.\n\nSign in and start here:\n{{start_link}}',
    },
    es: {
      template_display_name: 'Plan de medición',
      description:
        'Se envía a cada empleado de un perfil de puesto cuando han pasado los días desde su incorporación que fija el perfil, con el enlace para hacer su plan de medición.',
      subject: '{{company_name}}: unas evaluaciones para tu puesto {{profile_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.</p>\n${P}Inicia sesión y empieza aquí:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} pide a las personas del puesto {{profile_name}} que hagan unas evaluaciones, para saber qué ayuda a desempeñarlo bien.\n\nInicia sesión y empieza aquí:\n{{start_link}}',
    },
    fr: {
      template_display_name: 'Plan de mesure',
      description:
        'Envoyé à chaque salarié d’un profil de poste quand les jours après son arrivée fixés par le profil sont passés, avec le lien pour passer son plan de mesure.',
      subject: '{{company_name}} : quelques évaluations pour votre poste {{profile_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{company_name}} demande aux personnes du poste {{profile_name}} de passer quelques évaluations, pour savoir ce qui aide à bien l’occuper.</p>\n${P}Connectez-vous et commencez ici :<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{company_name}} demande aux personnes du poste {{profile_name}} de passer quelques évaluations, pour savoir ce qui aide à bien l’occuper.\n\nConnectez-vous et commencez ici :\n{{start_link}}',
    },
  },
  applicant_welcome: {
    en: {
      template_display_name: 'Welcome to an imported applicant',
      description: 'Sent once to each applicant an import gives a new account, with a link to choose a password.',
      subject: '{{company_name}}: your application for {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{company_name}} has added your application for {{job_name}} to Assay, where you can follow it and take the next steps.</p>\n${P}Choose your password here within {{link_days}} days (the link works once), then open your application:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{company_name}} has added your application for {{job_name}} to Assay, where you can follow it and take the next steps.\n\nChoose your password here within {{link_days}} days (the link works once), then open your application:\n{{start_link}}',
    },
    es: {
      template_display_name: 'Bienvenida a un candidato importado',
      description:
        'Se envía una sola vez a cada candidato al que una importación crea una cuenta, con un enlace para elegir una contraseña.',
      subject: '{{company_name}}: tu candidatura para {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} ha añadido tu candidatura para {{job_name}} a Assay, donde puedes seguirla y dar los siguientes pasos.</p>\n${P}Elige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abre tu candidatura:<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} ha añadido tu candidatura para {{job_name}} a Assay, donde puedes seguirla y dar los siguientes pasos.\n\nElige tu contraseña aquí en los próximos {{link_days}} días (el enlace funciona una sola vez) y abre tu candidatura:\n{{start_link}}',
    },
    fr: {
      template_display_name: 'Bienvenue à un candidat importé',
      description:
        'Envoyé une seule fois à chaque candidat auquel une importation crée un compte, avec un lien pour choisir un mot de passe.',
      subject: '{{company_name}} : votre candidature pour {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{company_name}} a ajouté votre candidature pour {{job_name}} à Assay, où vous pouvez la suivre et passer aux étapes suivantes.</p>\n${P}Choisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois), puis ouvrez votre candidature :<br><a href="{{start_link}}">{{start_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{company_name}} a ajouté votre candidature pour {{job_name}} à Assay, où vous pouvez la suivre et passer aux étapes suivantes.\n\nChoisissez votre mot de passe ici dans les {{link_days}} jours (le lien ne fonctionne qu’une fois), puis ouvrez votre candidature :\n{{start_link}}',
    },
  },
};
