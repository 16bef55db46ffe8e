/**
 * The standard rejection mail (D263): what a reject dialog sends when the person keeps the standard
 * text, made per candidate in the candidate's language (the company's version in that language,
 * else this one). Its words are the dialog's former standard text.
 */
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_REJECTION_TEMPLATES: Record<'application_rejected', Record<Language, ShippedTemplate>> = {
  application_rejected: {
    en: {
      template_display_name: 'Application not taken forward',
      description: 'Sent to a candidate who is rejected with the standard text, in the candidate’s language.',
      subject: 'Your application for {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Thank you for your interest in the {{job_name}} position at {{company_name}} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.</p>\n${P}We wish you every success.</p>\n${P}{{sender_name}}, {{company_name}}</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThank you for your interest in the {{job_name}} position at {{company_name}} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.\n\nWe wish you every success.\n\n{{sender_name}}, {{company_name}}',
    },
    es: {
      template_display_name: 'Candidatura no seleccionada',
      description: 'Se envía a un candidato rechazado con el texto estándar, en el idioma del candidato.',
      subject: 'Tu candidatura para {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Gracias por tu interés en el puesto de {{job_name}} en {{company_name}} y por el tiempo que nos has dedicado. Tras estudiarla con atención, hemos decidido no seguir adelante con tu candidatura.</p>\n${P}Te deseamos mucho éxito.</p>\n${P}{{sender_name}}, {{company_name}}</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nGracias por tu interés en el puesto de {{job_name}} en {{company_name}} y por el tiempo que nos has dedicado. Tras estudiarla con atención, hemos decidido no seguir adelante con tu candidatura.\n\nTe deseamos mucho éxito.\n\n{{sender_name}}, {{company_name}}',
    },
    fr: {
      template_display_name: 'Candidature non retenue',
      description: 'Envoyé à un candidat refusé avec le texte standard, dans la langue du candidat.',
      subject: 'Votre candidature au poste de {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Merci de l’intérêt que vous portez au poste de {{job_name}} chez {{company_name}} et du temps que vous nous avez consacré. Après un examen attentif, nous avons décidé de ne pas donner suite à votre candidature.</p>\n${P}Nous vous souhaitons une pleine réussite.</p>\n${P}{{sender_name}}, {{company_name}}</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nMerci de l’intérêt que vous portez au poste de {{job_name}} chez {{company_name}} et du temps que vous nous avez consacré. Après un examen attentif, nous avons décidé de ne pas donner suite à votre candidature.\n\nNous vous souhaitons une pleine réussite.\n\n{{sender_name}}, {{company_name}}',
    },
  },
};
