/**
 * The notices staff receive about their own work (D206): a mention in a note, an evaluation they
 * owe; an offer to approve, and the answer to the recruiter who asked (D320).
 */
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_STAFF_NOTICE_TEMPLATES: Record<
  'note_mention' | 'feedback_reminder' | 'offer_approval_request' | 'offer_sent_back' | 'offer_approved',
  Record<Language, ShippedTemplate>
> = {
  note_mention: {
    en: {
      template_display_name: 'Mention in a note',
      description: 'Sent to a staff member a colleague mentions in a note on an application.',
      subject: '{{sender_name}} mentioned you about {{applicant_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{sender_name}} mentioned you in a note on {{applicant_name}}’s application for {{job_name}}:</p>\n${P}{{message}}</p>\n${P}Open the application:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{sender_name}} mentioned you in a note on {{applicant_name}}’s application for {{job_name}}:\n\n{{message}}\n\nOpen the application:\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Mención en una nota',
      description: 'Se envía a un miembro del equipo cuando un colega lo menciona en una nota sobre una candidatura.',
      subject: '{{sender_name}} te mencionó sobre {{applicant_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{sender_name}} te mencionó en una nota sobre la candidatura de {{applicant_name}} para {{job_name}}:</p>\n${P}{{message}}</p>\n${P}Abre la candidatura:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{sender_name}} te mencionó en una nota sobre la candidatura de {{applicant_name}} para {{job_name}}:\n\n{{message}}\n\nAbre la candidatura:\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Mention dans une note',
      description: 'Envoyé à un membre de l’équipe qu’un collègue mentionne dans une note sur une candidature.',
      subject: '{{sender_name}} vous a mentionné au sujet de {{applicant_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{sender_name}} vous a mentionné dans une note sur la candidature de {{applicant_name}} pour {{job_name}} :</p>\n${P}{{message}}</p>\n${P}Ouvrir la candidature :<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{sender_name}} vous a mentionné dans une note sur la candidature de {{applicant_name}} pour {{job_name}} :\n\n{{message}}\n\nOuvrir la candidature :\n{{scorecard_link}}',
    },
  },
  feedback_reminder: {
    en: {
      template_display_name: 'Feedback reminder',
      description: 'Sent to an interviewer whose evaluation of an interview that has ended is still missing.',
      subject: 'Your feedback on {{applicant_name}} is due',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{interview_title}} with {{applicant_name}} for {{job_name}} took place on {{interview_time}}. Your evaluation is still missing: the team decides with it.</p>\n${P}Score it here:<br><a href="{{evaluation_link}}">{{evaluation_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{interview_title}} with {{applicant_name}} for {{job_name}} took place on {{interview_time}}. Your evaluation is still missing: the team decides with it.\n\nScore it here:\n{{evaluation_link}}',
    },
    es: {
      template_display_name: 'Recordatorio de evaluación',
      description: 'Se envía a un entrevistador cuya evaluación de una entrevista ya terminada sigue pendiente.',
      subject: 'Tu evaluación de {{applicant_name}} está pendiente',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{interview_title}} con {{applicant_name}} para {{job_name}} tuvo lugar el {{interview_time}}. Tu evaluación sigue pendiente: el equipo decide con ella.</p>\n${P}Evalúa aquí:<br><a href="{{evaluation_link}}">{{evaluation_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{interview_title}} con {{applicant_name}} para {{job_name}} tuvo lugar el {{interview_time}}. Tu evaluación sigue pendiente: el equipo decide con ella.\n\nEvalúa aquí:\n{{evaluation_link}}',
    },
    fr: {
      template_display_name: 'Rappel d’évaluation',
      description: 'Envoyé à un recruteur dont l’évaluation d’un entretien terminé manque encore.',
      subject: 'Votre évaluation de {{applicant_name}} est attendue',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{interview_title}} avec {{applicant_name}} pour {{job_name}} a eu lieu le {{interview_time}}. Votre évaluation manque encore : l’équipe décide avec elle.</p>\n${P}Évaluez ici :<br><a href="{{evaluation_link}}">{{evaluation_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{interview_title}} avec {{applicant_name}} pour {{job_name}} a eu lieu le {{interview_time}}. Votre évaluation manque encore : l’équipe décide avec elle.\n\nÉvaluez ici :\n{{evaluation_link}}',
    },
  },
  offer_approval_request: {
    en: {
      template_display_name: 'Offer to approve',
      description: 'Sent to the approver whose turn it is when an offer of the company waits for approval.',
      subject: 'An offer to {{applicant_name}} waits for your approval',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}The offer to {{applicant_name}} for {{job_name}} waits for your approval before it is sent.</p>\n${P}Read it and approve it or send it back:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThe offer to {{applicant_name}} for {{job_name}} waits for your approval before it is sent.\n\nRead it and approve it or send it back:\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Oferta por aprobar',
      description: 'Se envía al aprobador al que le toca cuando una oferta de la empresa espera su aprobación.',
      subject: 'Una oferta para {{applicant_name}} espera tu aprobación',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}La oferta para {{applicant_name}} para {{job_name}} espera tu aprobación antes de enviarse.</p>\n${P}Léela y apruébala o devuélvela:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nLa oferta para {{applicant_name}} para {{job_name}} espera tu aprobación antes de enviarse.\n\nLéela y apruébala o devuélvela:\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Offre à approuver',
      description: 'Envoyé à l’approbateur dont c’est le tour quand une offre de l’entreprise attend son approbation.',
      subject: 'Une offre à {{applicant_name}} attend votre approbation',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}L’offre à {{applicant_name}} pour {{job_name}} attend votre approbation avant d’être envoyée.</p>\n${P}Lisez-la, puis approuvez-la ou renvoyez-la\u202f:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nL’offre à {{applicant_name}} pour {{job_name}} attend votre approbation avant d’être envoyée.\n\nLisez-la, puis approuvez-la ou renvoyez-la\u202f:\n{{scorecard_link}}',
    },
  },
  offer_sent_back: {
    en: {
      template_display_name: 'Offer sent back',
      description: 'Sent to the recruiter who made an offer when an approver sends it back with a comment.',
      subject: '{{approver_name}} sent back the offer to {{applicant_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{approver_name}} sent back the offer to {{applicant_name}} for {{job_name}}:</p>\n${P}{{message}}</p>\n${P}Change the draft and ask for approval again:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{approver_name}} sent back the offer to {{applicant_name}} for {{job_name}}:\n\n{{message}}\n\nChange the draft and ask for approval again:\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Oferta devuelta',
      description: 'Se envía a quien hizo una oferta cuando un aprobador la devuelve con un comentario.',
      subject: '{{approver_name}} devolvió la oferta para {{applicant_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{approver_name}} devolvió la oferta para {{applicant_name}} para {{job_name}}:</p>\n${P}{{message}}</p>\n${P}Cambia el borrador y vuelve a pedir la aprobación:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{approver_name}} devolvió la oferta para {{applicant_name}} para {{job_name}}:\n\n{{message}}\n\nCambia el borrador y vuelve a pedir la aprobación:\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Offre renvoyée',
      description: 'Envoyé à qui a fait une offre quand un approbateur la renvoie avec un commentaire.',
      subject: '{{approver_name}} a renvoyé l’offre à {{applicant_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{approver_name}} a renvoyé l’offre à {{applicant_name}} pour {{job_name}}\u202f:</p>\n${P}{{message}}</p>\n${P}Modifiez le brouillon et demandez de nouveau l’approbation\u202f:<br><a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{approver_name}} a renvoyé l’offre à {{applicant_name}} pour {{job_name}}\u202f:\n\n{{message}}\n\nModifiez le brouillon et demandez de nouveau l’approbation\u202f:\n{{scorecard_link}}',
    },
  },
  offer_approved: {
    en: {
      template_display_name: 'Offer approved',
      description: 'Sent to the recruiter who made an offer when its last approver approves it: it may be sent.',
      subject: 'The offer to {{applicant_name}} is approved',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{approver_name}} gave the last approval of the offer to {{applicant_name}} for {{job_name}}. You may send it for signature now:</p>\n${P}<a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{approver_name}} gave the last approval of the offer to {{applicant_name}} for {{job_name}}. You may send it for signature now:\n\n{{scorecard_link}}',
    },
    es: {
      template_display_name: 'Oferta aprobada',
      description: 'Se envía a quien hizo una oferta cuando su último aprobador la aprueba: ya puede enviarse.',
      subject: 'La oferta para {{applicant_name}} está aprobada',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{approver_name}} dio la última aprobación de la oferta para {{applicant_name}} para {{job_name}}. Ya puedes enviarla a firmar:</p>\n${P}<a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{approver_name}} dio la última aprobación de la oferta para {{applicant_name}} para {{job_name}}. Ya puedes enviarla a firmar:\n\n{{scorecard_link}}',
    },
    fr: {
      template_display_name: 'Offre approuvée',
      description:
        'Envoyé à qui a fait une offre quand son dernier approbateur l’approuve\u202f: elle peut être envoyée.',
      subject: 'L’offre à {{applicant_name}} est approuvée',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{approver_name}} a donné la dernière approbation de l’offre à {{applicant_name}} pour {{job_name}}. Vous pouvez l’envoyer à la signature\u202f:</p>\n${P}<a href="{{scorecard_link}}">{{scorecard_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{approver_name}} a donné la dernière approbation de l’offre à {{applicant_name}} pour {{job_name}}. Vous pouvez l’envoyer à la signature\u202f:\n\n{{scorecard_link}}',
    },
  },
};
