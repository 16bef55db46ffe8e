/**
 * The line at the end of every mail saying why the person receives it, in the language of the
 * mail's text (English when the mail was written without a template).
 */
import type { Language } from '../../contracts/languages.ts';

/** Why the person receives the mail; each purpose has its footer. */
export type MailPurpose =
  | { reason: 'password_reset' }
  | { reason: 'sign_up_code' }
  | { reason: 'sign_up_account_exists' }
  | { reason: 'account_security' }
  | { reason: 'application_received'; accountId: number }
  | { reason: 'applicant_email'; accountId: number }
  | { reason: 'scorecard_share'; accountId: number; sharedBy: string }
  | { reason: 'template_test' }
  | { reason: 'template_test'; accountId: number }
  | { reason: 'staff_invitation'; accountId: number; invitedBy: string }
  | { reason: 'pathway_invitation'; accountId: number; invitedBy: string }
  | { reason: 'interview'; accountId: number; role: 'applicant' | 'interviewer' }
  | { reason: 'offer'; accountId: number; role: 'applicant' | 'staff' }
  | { reason: 'outcome_invitation'; accountId: number }
  | { reason: 'satisfaction_invitation'; accountId: number }
  | { reason: 'profile_plan_invitation'; accountId: number }
  | { reason: 'applicant_welcome'; accountId: number }
  | { reason: 'staff_notice'; accountId: number };

type Footers = (purpose: MailPurpose, to: string, company: string) => string;

const en: Footers = (purpose, to, company) => {
  switch (purpose.reason) {
    case 'password_reset':
      return `You received this email because someone asked to reset the password of the Assay account of ${to}.`;
    case 'sign_up_code':
      return `You received this email because someone asked to create an Assay account with ${to}.`;
    case 'sign_up_account_exists':
      return `You received this email because someone tried to create an Assay account with ${to}, which already has one.`;
    case 'account_security':
      return `You received this email because how you sign in to the Assay account of ${to} changed.`;
    case 'application_received':
    case 'applicant_email':
      return `You received this email because you applied for a position at ${company} through Assay.`;
    case 'scorecard_share':
      return `You received this email because ${purpose.sharedBy} at ${company} shared an applicant's scorecard with you through Assay.`;
    case 'template_test':
      return `You received this email because you asked Assay for a test of an email template.`;
    case 'staff_invitation':
      return `You received this email because ${purpose.invitedBy} invited you to join ${company} on Assay.`;
    case 'pathway_invitation':
      return `You received this email because ${purpose.invitedBy} at ${company} added you to a pathway on Assay.`;
    case 'interview':
      return purpose.role === 'applicant'
        ? `You received this email because you applied for a position at ${company} through Assay.`
        : `You received this email because you interview candidates for ${company} on Assay.`;
    case 'offer':
      return purpose.role === 'applicant'
        ? `You received this email because ${company} made you an offer through Assay.`
        : `You received this email because you take part in an offer of ${company} on Assay.`;
    case 'outcome_invitation':
      return `You received this email because ${company} gave your address as the supervisor of some of its employees on Assay.`;
    case 'satisfaction_invitation':
      return `You received this email because ${company} measures your role on Assay and asks its employees how their work is going.`;
    case 'profile_plan_invitation':
      return `You received this email because ${company} measures your role on Assay and asks its employees in it to take a few assessments.`;
    case 'staff_notice':
      return `You received this email because you work on hiring at ${company} on Assay.`;
    case 'applicant_welcome':
      return `You received this email because ${company} added your application to Assay, the service it uses for hiring.`;
  }
};

const es: Footers = (purpose, to, company) => {
  switch (purpose.reason) {
    case 'password_reset':
      return `Recibes este correo porque alguien pidió restablecer la contraseña de la cuenta de Assay de ${to}.`;
    case 'sign_up_code':
      return `Recibes este correo porque alguien pidió crear una cuenta de Assay con ${to}.`;
    case 'sign_up_account_exists':
      return `Recibes este correo porque alguien intentó crear una cuenta de Assay con ${to}, que ya tiene una.`;
    case 'account_security':
      return `Recibes este correo porque cambiaste la forma de iniciar sesión en la cuenta de Assay de ${to}.`;
    case 'application_received':
    case 'applicant_email':
      return `Recibes este correo porque te postulaste a un puesto en ${company} a través de Assay.`;
    case 'scorecard_share':
      return `Recibes este correo porque ${purpose.sharedBy}, de ${company}, compartió contigo la ficha de un candidato a través de Assay.`;
    case 'template_test':
      return `Recibes este correo porque pediste a Assay una prueba de una plantilla de correo.`;
    case 'staff_invitation':
      return `Recibes este correo porque ${purpose.invitedBy} te invitó a unirte a ${company} en Assay.`;
    case 'pathway_invitation':
      return `Recibes este correo porque ${purpose.invitedBy}, de ${company}, te añadió a una ruta profesional en Assay.`;
    case 'interview':
      return purpose.role === 'applicant'
        ? `Recibes este correo porque te postulaste a un puesto en ${company} a través de Assay.`
        : `Recibes este correo porque entrevistas a candidatos para ${company} en Assay.`;
    case 'offer':
      return purpose.role === 'applicant'
        ? `Recibes este correo porque ${company} te hizo una oferta a través de Assay.`
        : `Recibes este correo porque participas en una oferta de ${company} en Assay.`;
    case 'outcome_invitation':
      return `Recibes este correo porque ${company} dio tu dirección como supervisor de algunos de sus empleados en Assay.`;
    case 'satisfaction_invitation':
      return `Recibes este correo porque ${company} mide tu puesto en Assay y pregunta a sus empleados cómo les va en el trabajo.`;
    case 'profile_plan_invitation':
      return `Recibes este correo porque ${company} mide tu puesto en Assay y pide a sus empleados en él que hagan unas evaluaciones.`;
    case 'staff_notice':
      return `Recibes este correo porque participas en la contratación de ${company} en Assay.`;
    case 'applicant_welcome':
      return `Recibes este correo porque ${company} añadió tu candidatura a Assay, el servicio que usa para contratar.`;
  }
};

const fr: Footers = (purpose, to, company) => {
  switch (purpose.reason) {
    case 'password_reset':
      return `Vous recevez ce courriel parce que quelqu’un a demandé à réinitialiser le mot de passe du compte Assay de ${to}.`;
    case 'sign_up_code':
      return `Vous recevez ce courriel parce que quelqu’un a demandé à créer un compte Assay avec ${to}.`;
    case 'sign_up_account_exists':
      return `Vous recevez ce courriel parce que quelqu’un a essayé de créer un compte Assay avec ${to}, qui en a déjà un.`;
    case 'account_security':
      return `Vous recevez ce courriel parce que la façon de se connecter au compte Assay de ${to} a changé.`;
    case 'application_received':
    case 'applicant_email':
      return `Vous recevez ce courriel parce que vous avez postulé à un poste chez ${company} via Assay.`;
    case 'scorecard_share':
      return `Vous recevez ce courriel parce que ${purpose.sharedBy}, de ${company}, vous a partagé la fiche d’un candidat via Assay.`;
    case 'template_test':
      return `Vous recevez ce courriel parce que vous avez demandé à Assay un essai d’un modèle de courriel.`;
    case 'staff_invitation':
      return `Vous recevez ce courriel parce que ${purpose.invitedBy} vous a invité à rejoindre ${company} sur Assay.`;
    case 'pathway_invitation':
      return `Vous recevez ce courriel parce que ${purpose.invitedBy}, de ${company}, vous a ajouté à un parcours sur Assay.`;
    case 'interview':
      return purpose.role === 'applicant'
        ? `Vous recevez ce courriel parce que vous avez postulé à un poste chez ${company} via Assay.`
        : `Vous recevez ce courriel parce que vous menez des entretiens pour ${company} sur Assay.`;
    case 'offer':
      return purpose.role === 'applicant'
        ? `Vous recevez ce courriel parce que ${company} vous a fait une offre via Assay.`
        : `Vous recevez ce courriel parce que vous participez à une offre de ${company} sur Assay.`;
    case 'outcome_invitation':
      return `Vous recevez ce courriel parce que ${company} a donné votre adresse comme responsable de certains de ses employés sur Assay.`;
    case 'satisfaction_invitation':
      return `Vous recevez ce courriel parce que ${company} mesure votre poste sur Assay et demande à ses employés comment se passe leur travail.`;
    case 'profile_plan_invitation':
      return `Vous recevez ce courriel parce que ${company} mesure votre poste sur Assay et demande à ses salariés à ce poste de passer quelques évaluations.`;
    case 'staff_notice':
      return `Vous recevez ce courriel parce que vous participez au recrutement de ${company} sur Assay.`;
    case 'applicant_welcome':
      return `Vous recevez ce courriel parce que ${company} a ajouté votre candidature à Assay, le service qu’elle utilise pour recruter.`;
  }
};

const FOOTERS: Record<Language, Footers> = { en, es, fr };
const SOME_COMPANY: Record<Language, string> = { en: 'a company', es: 'una empresa', fr: 'une entreprise' };

export function footerFor(
  purpose: MailPurpose,
  to: string,
  company: string | undefined,
  language: Language = 'en',
): string {
  return FOOTERS[language](purpose, to, company ?? SOME_COMPANY[language]);
}
