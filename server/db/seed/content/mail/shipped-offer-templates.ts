/** The offer mails the product ships (sent, reminder, signed, declined, expired), in English, Spanish and French. */
import type { EmailTemplateSlug } from '../../../../../contracts/email-template-catalog.ts';
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

// The offer approval mails (D320) go to staff and are with the staff notices.
type OfferSlug = Exclude<
  Extract<EmailTemplateSlug, `offer_${string}`>,
  'offer_approval_request' | 'offer_sent_back' | 'offer_approved'
>;

export const SHIPPED_OFFER_TEMPLATES: Record<OfferSlug, Record<Language, ShippedTemplate>> = {
  offer_sent: {
    en: {
      template_display_name: 'Offer to sign',
      description: 'Sent to each signer of an offer when it is their turn to sign.',
      subject: '{{company_name}}: an offer for {{job_name}} to sign',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}{{company_name}} has an offer for {{applicant_name}} ({{job_name}}) for you to read and sign.</p>\n${P}Open it here; the link works for {{link_days}} days:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\n{{company_name}} has an offer for {{applicant_name}} ({{job_name}}) for you to read and sign.\n\nOpen it here; the link works for {{link_days}} days:\n{{offer_link}}',
    },
    es: {
      template_display_name: 'Oferta para firmar',
      description: 'Se envía a cada firmante de una oferta cuando le toca firmar.',
      subject: '{{company_name}}: una oferta para {{job_name}} que firmar',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}{{company_name}} tiene una oferta para {{applicant_name}} ({{job_name}}) para que la leas y la firmes.</p>\n${P}Ábrela aquí; el enlace funciona durante {{link_days}} días:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\n{{company_name}} tiene una oferta para {{applicant_name}} ({{job_name}}) para que la leas y la firmes.\n\nÁbrela aquí; el enlace funciona durante {{link_days}} días:\n{{offer_link}}',
    },
    fr: {
      template_display_name: 'Offre à signer',
      description: 'Envoyé à chaque signataire d’une offre quand c’est son tour de signer.',
      subject: '{{company_name}} : une offre pour {{job_name}} à signer',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}{{company_name}} a une offre pour {{applicant_name}} ({{job_name}}) que vous pouvez lire et signer.</p>\n${P}Ouvrez-la ici ; le lien fonctionne pendant {{link_days}} jours :<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\n{{company_name}} a une offre pour {{applicant_name}} ({{job_name}}) que vous pouvez lire et signer.\n\nOuvrez-la ici ; le lien fonctionne pendant {{link_days}} jours :\n{{offer_link}}',
    },
  },
  offer_reminder: {
    en: {
      template_display_name: 'Offer reminder',
      description: 'Sent when staff remind the signer whose turn it is.',
      subject: 'Reminder: an offer from {{company_name}} waits for your signature',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}The offer for {{applicant_name}} ({{job_name}}) at {{company_name}} still waits for your signature.</p>\n${P}Open it here; the link works for {{link_days}} days:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThe offer for {{applicant_name}} ({{job_name}}) at {{company_name}} still waits for your signature.\n\nOpen it here; the link works for {{link_days}} days:\n{{offer_link}}',
    },
    es: {
      template_display_name: 'Recordatorio de oferta',
      description: 'Se envía cuando el equipo recuerda al firmante al que le toca firmar.',
      subject: 'Recordatorio: una oferta de {{company_name}} espera tu firma',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}La oferta para {{applicant_name}} ({{job_name}}) en {{company_name}} sigue esperando tu firma.</p>\n${P}Ábrela aquí; el enlace funciona durante {{link_days}} días:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nLa oferta para {{applicant_name}} ({{job_name}}) en {{company_name}} sigue esperando tu firma.\n\nÁbrela aquí; el enlace funciona durante {{link_days}} días:\n{{offer_link}}',
    },
    fr: {
      template_display_name: 'Rappel d’offre',
      description: 'Envoyé quand l’équipe relance le signataire dont c’est le tour.',
      subject: 'Rappel : une offre de {{company_name}} attend votre signature',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}L’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} attend toujours votre signature.</p>\n${P}Ouvrez-la ici ; le lien fonctionne pendant {{link_days}} jours :<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nL’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} attend toujours votre signature.\n\nOuvrez-la ici ; le lien fonctionne pendant {{link_days}} jours :\n{{offer_link}}',
    },
  },
  offer_signed: {
    en: {
      template_display_name: 'Offer signed',
      description: 'Sent to every signer and the sender when everyone has signed an offer.',
      subject: 'Offer signed: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}Everyone has signed the offer for {{applicant_name}} ({{job_name}}) at {{company_name}}.</p>\n${P}The signed document, with its certificate page, is here:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nEveryone has signed the offer for {{applicant_name}} ({{job_name}}) at {{company_name}}.\n\nThe signed document, with its certificate page, is here:\n{{offer_link}}',
    },
    es: {
      template_display_name: 'Oferta firmada',
      description: 'Se envía a cada firmante y a quien la envió cuando todos han firmado una oferta.',
      subject: 'Oferta firmada: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Todos han firmado la oferta para {{applicant_name}} ({{job_name}}) en {{company_name}}.</p>\n${P}El documento firmado, con su página de certificado, está aquí:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nTodos han firmado la oferta para {{applicant_name}} ({{job_name}}) en {{company_name}}.\n\nEl documento firmado, con su página de certificado, está aquí:\n{{offer_link}}',
    },
    fr: {
      template_display_name: 'Offre signée',
      description: 'Envoyé à chaque signataire et à l’expéditeur quand tout le monde a signé une offre.',
      subject: 'Offre signée : {{applicant_name}}, {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Tout le monde a signé l’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}}.</p>\n${P}Le document signé, avec sa page de certificat, est ici :<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nTout le monde a signé l’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}}.\n\nLe document signé, avec sa page de certificat, est ici :\n{{offer_link}}',
    },
  },
  offer_declined: {
    en: {
      template_display_name: 'Offer declined',
      description: 'Sent to the sender when a signer declines an offer.',
      subject: 'Offer declined: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}The offer for {{applicant_name}} ({{job_name}}) at {{company_name}} was declined.</p>\n<div>{{reason}}</div>\n${P}Scorecard:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThe offer for {{applicant_name}} ({{job_name}}) at {{company_name}} was declined.\n\n{{reason}}\n\nScorecard:\n{{offer_link}}',
    },
    es: {
      template_display_name: 'Oferta rechazada',
      description: 'Se envía a quien la envió cuando un firmante rechaza una oferta.',
      subject: 'Oferta rechazada: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Se ha rechazado la oferta para {{applicant_name}} ({{job_name}}) en {{company_name}}.</p>\n<div>{{reason}}</div>\n${P}Ficha de evaluación:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nSe ha rechazado la oferta para {{applicant_name}} ({{job_name}}) en {{company_name}}.\n\n{{reason}}\n\nFicha de evaluación:\n{{offer_link}}',
    },
    fr: {
      template_display_name: 'Offre refusée',
      description: 'Envoyé à l’expéditeur quand un signataire refuse une offre.',
      subject: 'Offre refusée : {{applicant_name}}, {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}L’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} a été refusée.</p>\n<div>{{reason}}</div>\n${P}Fiche d’évaluation :<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nL’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} a été refusée.\n\n{{reason}}\n\nFiche d’évaluation :\n{{offer_link}}',
    },
  },
  offer_expired: {
    en: {
      template_display_name: 'Offer expired',
      description: 'Sent to the sender when an offer passes its expiry without every signature.',
      subject: 'Offer expired: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}The offer for {{applicant_name}} ({{job_name}}) at {{company_name}} expired before everyone signed it. Its links no longer work.</p>\n${P}To make a new offer, open the scorecard:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nThe offer for {{applicant_name}} ({{job_name}}) at {{company_name}} expired before everyone signed it. Its links no longer work.\n\nTo make a new offer, open the scorecard:\n{{offer_link}}',
    },
    es: {
      template_display_name: 'Oferta caducada',
      description: 'Se envía a quien la envió cuando una oferta caduca sin todas las firmas.',
      subject: 'Oferta caducada: {{applicant_name}}, {{job_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}La oferta para {{applicant_name}} ({{job_name}}) en {{company_name}} caducó antes de que todos la firmaran. Sus enlaces ya no funcionan.</p>\n${P}Para hacer una nueva oferta, abre la ficha de evaluación:<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nLa oferta para {{applicant_name}} ({{job_name}}) en {{company_name}} caducó antes de que todos la firmaran. Sus enlaces ya no funcionan.\n\nPara hacer una nueva oferta, abre la ficha de evaluación:\n{{offer_link}}',
    },
    fr: {
      template_display_name: 'Offre expirée',
      description: 'Envoyé à l’expéditeur quand une offre expire sans toutes les signatures.',
      subject: 'Offre expirée : {{applicant_name}}, {{job_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}L’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} a expiré avant que tout le monde la signe. Ses liens ne fonctionnent plus.</p>\n${P}Pour faire une nouvelle offre, ouvrez la fiche d’évaluation :<br><a href="{{offer_link}}">{{offer_link}}</a></p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nL’offre pour {{applicant_name}} ({{job_name}}) chez {{company_name}} a expiré avant que tout le monde la signe. Ses liens ne fonctionnent plus.\n\nPour faire une nouvelle offre, ouvrez la fiche d’évaluation :\n{{offer_link}}',
    },
  },
};
