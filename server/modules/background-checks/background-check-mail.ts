/** The candidate's mail with the provider's invitation link, in the candidate's language (English when unknown). */
import type { OutgoingMail } from '../../integrations/mail.ts';

interface InvitationMail {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  invitationUrl: string;
  accountId: number;
  language: string | null;
}

const TEXTS = {
  en: (m: InvitationMail) => ({
    subject: `Background check for ${m.jobTitle} at ${m.companyName}`,
    text: `Hello ${m.firstName},\n\nAs part of your application for ${m.jobTitle}, ${m.companyName} asks you to complete a background check with its provider, Checkr. Open this link to give your consent and the details the check needs:\n\n${m.invitationUrl}\n\nThe link is yours only; please do not share it.`,
  }),
  es: (m: InvitationMail) => ({
    subject: `Verificación de antecedentes para ${m.jobTitle} en ${m.companyName}`,
    text: `Hola, ${m.firstName}:\n\nComo parte de tu candidatura a ${m.jobTitle}, ${m.companyName} te pide que completes una verificación de antecedentes con su proveedor, Checkr. Abre este enlace para dar tu consentimiento y los datos que la verificación necesita:\n\n${m.invitationUrl}\n\nEl enlace es solo tuyo; no lo compartas.`,
  }),
  fr: (m: InvitationMail) => ({
    subject: `Vérification des antécédents pour ${m.jobTitle} chez ${m.companyName}`,
    text: `Bonjour ${m.firstName},\n\nDans le cadre de votre candidature au poste ${m.jobTitle}, ${m.companyName} vous demande d’effectuer une vérification des antécédents auprès de son prestataire, Checkr. Ouvrez ce lien pour donner votre consentement et les informations nécessaires à la vérification :\n\n${m.invitationUrl}\n\nCe lien vous est personnel ; merci de ne pas le partager.`,
  }),
} as const;

export function invitationMail(m: InvitationMail): OutgoingMail {
  const language = m.language === 'es' || m.language === 'fr' ? m.language : 'en';
  return {
    to: m.to,
    ...TEXTS[language](m),
    purpose: { reason: 'applicant_email', accountId: m.accountId },
    language,
  };
}
