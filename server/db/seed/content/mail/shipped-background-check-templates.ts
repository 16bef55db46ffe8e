/**
 * The background-check invitation (D237, D369): the candidate's mail with the provider's own link,
 * made from its template in the candidate's language like every other mail to a candidate (the
 * platform's version in that language, else English). Its words are the mail's former fixed text.
 */
import type { Language } from '../../../../../contracts/languages.ts';
import { P, type ShippedTemplate } from './shipped-template-kit.ts';

export const SHIPPED_BACKGROUND_CHECK_TEMPLATES: Record<
  'background_check_invitation',
  Record<Language, ShippedTemplate>
> = {
  background_check_invitation: {
    en: {
      template_display_name: 'Background check invitation',
      description: 'Sent to a candidate with the background-check provider’s link, in the candidate’s language.',
      subject: 'Background check for {{job_name}} at {{company_name}}',
      html_body: `${P}Hello {{first_name|:there}},</p>\n${P}As part of your application for {{job_name}}, {{company_name}} asks you to complete a background check with its provider, Checkr. Open this link to give your consent and the details the check needs:<br><a href="{{check_link}}">{{check_link}}</a></p>\n${P}The link is yours only; please do not share it.</p>`,
      plain_body:
        'Hello {{first_name|:there}},\n\nAs part of your application for {{job_name}}, {{company_name}} asks you to complete a background check with its provider, Checkr. Open this link to give your consent and the details the check needs:\n\n{{check_link}}\n\nThe link is yours only; please do not share it.',
    },
    es: {
      template_display_name: 'Invitación a la verificación de antecedentes',
      description:
        'Se envía al candidato con el enlace del proveedor de la verificación de antecedentes, en su idioma.',
      subject: 'Verificación de antecedentes para {{job_name}} en {{company_name}}',
      html_body: `${P}Hola, {{first_name}}:</p>\n${P}Como parte de tu candidatura a {{job_name}}, {{company_name}} te pide que completes una verificación de antecedentes con su proveedor, Checkr. Abre este enlace para dar tu consentimiento y los datos que la verificación necesita:<br><a href="{{check_link}}">{{check_link}}</a></p>\n${P}El enlace es solo tuyo; no lo compartas.</p>`,
      plain_body:
        'Hola, {{first_name}}:\n\nComo parte de tu candidatura a {{job_name}}, {{company_name}} te pide que completes una verificación de antecedentes con su proveedor, Checkr. Abre este enlace para dar tu consentimiento y los datos que la verificación necesita:\n\n{{check_link}}\n\nEl enlace es solo tuyo; no lo compartas.',
    },
    fr: {
      template_display_name: 'Invitation à la vérification des antécédents',
      description: 'Envoyé au candidat avec le lien du prestataire de la vérification des antécédents, dans sa langue.',
      subject: 'Vérification des antécédents pour {{job_name}} chez {{company_name}}',
      html_body: `${P}Bonjour {{first_name}},</p>\n${P}Dans le cadre de votre candidature au poste {{job_name}}, {{company_name}} vous demande d’effectuer une vérification des antécédents auprès de son prestataire, Checkr. Ouvrez ce lien pour donner votre consentement et les informations nécessaires à la vérification :<br><a href="{{check_link}}">{{check_link}}</a></p>\n${P}Ce lien vous est personnel ; merci de ne pas le partager.</p>`,
      plain_body:
        'Bonjour {{first_name}},\n\nDans le cadre de votre candidature au poste {{job_name}}, {{company_name}} vous demande d’effectuer une vérification des antécédents auprès de son prestataire, Checkr. Ouvrez ce lien pour donner votre consentement et les informations nécessaires à la vérification :\n\n{{check_link}}\n\nCe lien vous est personnel ; merci de ne pas le partager.',
    },
  },
};
