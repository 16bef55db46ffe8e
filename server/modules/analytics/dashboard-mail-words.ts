/** The weekly dashboard mail's words in each language (D340); dashboard names as the switcher says them. */
import type { MailableDashboard, MailableRequisitionTab } from '../../../contracts/dashboard-mailings.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { MailingTarget, Opened } from './dashboard-mailing-targets.ts';

const NAMES: Record<MailableDashboard, Record<Language, string>> = {
  'applicant-overview': { en: 'Candidate Overview', es: 'Resumen de candidatos', fr: 'Vue d’ensemble des candidats' },
  'company-funnel-analytics': { en: 'Funnel Analytics', es: 'Análisis del embudo', fr: 'Analyse de l’entonnoir' },
  'time-to-hire': { en: 'Time To Hire', es: 'Tiempo de contratación', fr: 'Délai de recrutement' },
  'company-source-effectiveness': {
    en: 'Source Effectiveness',
    es: 'Eficacia de las fuentes',
    fr: 'Efficacité des sources',
  },
  'hiring-process-fidelity': {
    en: 'Hiring Process Fidelity',
    es: 'Fidelidad al proceso de contratación',
    fr: 'Respect du processus de recrutement',
  },
  attributes: { en: 'Attributes', es: 'Atributos', fr: 'Attributs' },
  eeoc: { en: 'EEOC Dashboard', es: 'Panel EEOC', fr: 'Tableau de bord EEOC' },
  'interview-overview': {
    en: 'Interview Overview',
    es: 'Resumen de entrevistas',
    fr: 'Vue d’ensemble des entretiens',
  },
  interview: { en: 'Interview Questions', es: 'Preguntas de entrevista', fr: 'Questions d’entretien' },
  interviewers: { en: 'Interviewers', es: 'Entrevistadores', fr: 'Recruteurs' },
  'screening-questions': { en: 'Screening Questions', es: 'Preguntas de filtrado', fr: 'Questions de sélection' },
  'company-language-assessment': {
    en: 'Language Assessment',
    es: 'Evaluación de idiomas',
    fr: 'Évaluation linguistique',
  },
  'company-hiring-classes': { en: 'Hiring Classes', es: 'Grupos de contratación', fr: 'Cohortes de recrutement' },
  turnover: { en: 'Turnover', es: 'Rotación', fr: 'Rotation du personnel' },
  performance: { en: 'Performance', es: 'Desempeño', fr: 'Performance' },
};

export const dashboardName = (slug: MailableDashboard, language: Language) => NAMES[slug][language];

/** A requisition's dashboard tabs, as its tabs name them (D516). */
const TAB_NAMES: Record<MailableRequisitionTab, Record<Language, string>> = {
  overview: { en: 'Overview', es: 'Resumen', fr: 'Vue d’ensemble' },
  'funnel-analytics': { en: 'Funnel analytics', es: 'Análisis del embudo', fr: 'Analyse de l’entonnoir' },
  'hiring-process-fidelity': {
    en: 'Hiring process fidelity',
    es: 'Fidelidad al proceso de contratación',
    fr: 'Respect du processus de recrutement',
  },
  'source-effectiveness': { en: 'Source effectiveness', es: 'Eficacia de las fuentes', fr: 'Efficacité des sources' },
  'language-assessment': { en: 'Language assessment', es: 'Evaluación de idiomas', fr: 'Évaluation linguistique' },
  interviews: { en: 'Interviews', es: 'Entrevistas', fr: 'Entretiens' },
};

/** The mailed dashboard's name: a company dashboard's, a requisition's tab and title, or the custom dashboard's own. */
export function mailedName(target: MailingTarget, opened: Opened, language: Language): string {
  if (target.kind === 'account') return dashboardName(target.slug, language);
  if (target.kind === 'job') return `${TAB_NAMES[target.tab][language]} · ${opened.title ?? ''}`;
  return opened.title ?? '';
}

export interface MailFacts {
  firstName: string;
  dashboard: string;
  company: string;
  /** The dates counted; undefined: every employee (Turnover, Performance). */
  period?: { from: string; to: string };
  format: 'PDF' | 'CSV';
  link: string;
}

export const MAIL_WORDS: Record<
  Language,
  { subject(f: MailFacts): string; period(f: MailFacts): string; text(f: MailFacts): string }
> = {
  en: {
    subject: (f) =>
      `${f.dashboard}, ${f.company}: ${f.period ? `${f.period.from} to ${f.period.to}` : 'every employee'}`,
    period: (f) =>
      f.period ? `Figures from ${f.period.from} to ${f.period.to}` : 'Every employee, whatever their start date',
    text: (f) =>
      `Hello ${f.firstName || 'there'},\n\nAttached is ${f.company}’s ${f.dashboard} dashboard (${f.format}). ${MAIL_WORDS.en.period(f)}.\n\nOpen it in Assay:\n${f.link}\n\nYou receive it every week because a colleague added you to its mailing; anyone with dashboard access can stop it from the dashboard.`,
  },
  es: {
    subject: (f) =>
      `${f.dashboard}, ${f.company}: ${f.period ? `del ${f.period.from} al ${f.period.to}` : 'toda la plantilla'}`,
    period: (f) =>
      f.period
        ? `Cifras del ${f.period.from} al ${f.period.to}`
        : 'Toda la plantilla, sea cual sea su fecha de incorporación',
    text: (f) =>
      `Hola, ${f.firstName}:\n\nAdjunto va el panel ${f.dashboard} de ${f.company} (${f.format}). ${MAIL_WORDS.es.period(f)}.\n\nÁbrelo en Assay:\n${f.link}\n\nLo recibes cada semana porque un colega te añadió a su envío; quien tenga acceso a los paneles puede detenerlo desde el panel.`,
  },
  fr: {
    subject: (f) =>
      `${f.dashboard}, ${f.company} : ${f.period ? `du ${f.period.from} au ${f.period.to}` : 'tout le personnel'}`,
    period: (f) =>
      f.period
        ? `Chiffres du ${f.period.from} au ${f.period.to}`
        : 'Tout le personnel, quelle que soit sa date d’arrivée',
    text: (f) =>
      `Bonjour ${f.firstName},\n\nVous trouverez ci-joint le tableau de bord ${f.dashboard} de ${f.company} (${f.format}). ${MAIL_WORDS.fr.period(f)}.\n\nL’ouvrir dans Assay :\n${f.link}\n\nVous le recevez chaque semaine parce qu’un collègue vous a ajouté à son envoi ; toute personne ayant accès aux tableaux de bord peut l’arrêter depuis le tableau de bord.`,
  },
};
