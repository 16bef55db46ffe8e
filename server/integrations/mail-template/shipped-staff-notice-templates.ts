/** The notices staff receive about their own work (D206): a mention in a note, an evaluation they owe. */
import type { Language } from '../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_STAFF_NOTICE_TEMPLATES: Record<
  'note_mention' | 'feedback_reminder',
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
};
