/**
 * The fixed words of the server-rendered career pages, in the posting's (or the company's)
 * language. Kept here rather than in the Lingui catalogs: those are compiled for the browser app,
 * and these pages are written by the server with no app code at all (D122).
 */
import type { Language } from '../../../contracts/languages.ts';
import type { EmploymentType, PayPeriod } from '../../../contracts/job-posting-rules.ts';

export interface PublicLabels {
  careersAt: (company: string) => string;
  openPositions: string;
  noOpenings: string;
  apply: string;
  postedOn: string;
  applyBy: string;
  /** As the job link's page and the app say it (public-labels.test.ts compares them). */
  remote: string;
  remoteIn: (place: string) => string;
  location: string;
  employmentType: string;
  pay: string;
  allPositions: string;
  /** The link to the company's published bias-audit summary (NYC Local Law 144, D273). */
  biasAudit: string;
  goneTitle: string;
  goneText: string;
  notFoundTitle: string;
  notFoundText: string;
  employment: Record<EmploymentType, string>;
  per: Record<PayPeriod, string>;
}

const en: PublicLabels = {
  careersAt: (company) => `Careers at ${company}`,
  openPositions: 'Open positions',
  noOpenings: 'There are no open positions right now. Please check again later.',
  apply: 'Apply',
  postedOn: 'Posted on',
  applyBy: 'Apply by',
  remote: 'Remote',
  remoteIn: (place) => `Remote (${place})`,
  location: 'Location',
  employmentType: 'Employment type',
  pay: 'Pay',
  allPositions: 'All open positions',
  biasAudit: 'Bias audit summary of our assessment tools',
  goneTitle: 'This position is closed',
  goneText: 'This position is no longer open for applications.',
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find this page. The link may be mistyped, or the page may have moved.',
  employment: {
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
    VOLUNTEER: 'Volunteer',
    PER_DIEM: 'Per diem',
    OTHER: 'Other',
  },
  per: { HOUR: 'per hour', DAY: 'per day', WEEK: 'per week', MONTH: 'per month', YEAR: 'per year' },
};

const es: PublicLabels = {
  careersAt: (company) => `Empleo en ${company}`,
  openPositions: 'Puestos vacantes',
  noOpenings: 'No hay puestos vacantes en este momento. Vuelve a consultar más adelante.',
  apply: 'Postularse',
  postedOn: 'Publicado el',
  applyBy: 'Postúlate antes del',
  remote: 'En remoto',
  remoteIn: (place) => `En remoto (${place})`,
  location: 'Ubicación',
  employmentType: 'Tipo de empleo',
  pay: 'Salario',
  allPositions: 'Todos los puestos vacantes',
  biasAudit: 'Resumen de la auditoría de sesgos de nuestras herramientas de evaluación',
  goneTitle: 'Este puesto está cerrado',
  goneText: 'Este puesto ya no acepta postulaciones.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'No encontramos esta página. Puede que el enlace esté mal escrito o que la página se haya movido.',
  employment: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'Medio tiempo',
    CONTRACTOR: 'Contrato',
    TEMPORARY: 'Temporal',
    INTERN: 'Prácticas',
    VOLUNTEER: 'Voluntariado',
    PER_DIEM: 'Por jornada',
    OTHER: 'Otro',
  },
  per: { HOUR: 'por hora', DAY: 'por día', WEEK: 'por semana', MONTH: 'por mes', YEAR: 'por año' },
};

const fr: PublicLabels = {
  careersAt: (company) => `Carrières chez ${company}`,
  openPositions: 'Postes ouverts',
  noOpenings: 'Aucun poste n’est ouvert pour le moment. Revenez plus tard.',
  apply: 'Postuler',
  postedOn: 'Publié le',
  applyBy: 'Postulez jusqu’au',
  remote: 'À distance',
  remoteIn: (place) => `À distance (${place})`,
  location: 'Lieu',
  employmentType: 'Type d’emploi',
  pay: 'Rémunération',
  allPositions: 'Tous les postes ouverts',
  biasAudit: 'Résumé de l’audit des biais de nos outils d’évaluation',
  goneTitle: 'Ce poste est fermé',
  goneText: 'Ce poste n’accepte plus de candidatures.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Nous n’avons pas trouvé cette page. Le lien est peut-être mal saisi, ou la page a été déplacée.',
  employment: {
    FULL_TIME: 'Temps plein',
    PART_TIME: 'Temps partiel',
    CONTRACTOR: 'Contrat',
    TEMPORARY: 'Temporaire',
    INTERN: 'Stage',
    VOLUNTEER: 'Bénévolat',
    PER_DIEM: 'À la journée',
    OTHER: 'Autre',
  },
  per: { HOUR: 'de l’heure', DAY: 'par jour', WEEK: 'par semaine', MONTH: 'par mois', YEAR: 'par an' },
};

export const PUBLIC_LABELS: Record<Language, PublicLabels> = { en, es, fr };

export function labelsFor(language: string): PublicLabels {
  return PUBLIC_LABELS[language as Language] ?? en;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/** A YYYY-MM-DD day (or a timestamp) as the reader of that language writes it. */
export function formatDay(language: string, day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T12:00:00Z`) : day;
  return new Intl.DateTimeFormat(LOCALES[language as Language] ?? 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export function formatPay(
  language: string,
  currency: string,
  min: number | null,
  max: number | null,
  period: PayPeriod | null,
): string {
  const cents = [min, max].some((v) => v !== null && !Number.isInteger(v)) ? 2 : 0;
  const money = new Intl.NumberFormat(LOCALES[language as Language] ?? 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents,
    minimumFractionDigits: cents,
  });
  const amount =
    min !== null && max !== null && min !== max
      ? `${money.format(min)} – ${money.format(max)}`
      : money.format((min ?? max)!);
  return period ? `${amount} ${labelsFor(language).per[period]}` : amount;
}
