/**
 * The bias audit PDF's words in the reader's language (D297): the screen's language, which the app
 * sends as Accept-Language, so an audit filed with New York City's regulator is taken in English
 * and one read in Madrid or Montréal in Spanish or French. Figures and dates stay as computed
 * (decimal points, YYYY-MM-DD), as in the CSV. French spaces before a colon are no-break spaces the
 * PDF's standard font can draw (U+00A0; U+202F would print "?").
 */
import {
  BIAS_AUDIT_MIN_SHARE,
  type BiasAuditDimension,
  type BiasAuditScope,
  type BiasAuditScoreUnit,
} from '../../../contracts/bias-audit.ts';
import type { EEOC_QUESTIONS } from '../../../contracts/eeoc-questions.ts';
import type { Language } from '../../../contracts/languages.ts';

type Code<Q extends keyof typeof EEOC_QUESTIONS> = Exclude<(typeof EEOC_QUESTIONS)[Q][number], 'decline'>;
export type CategoryCode = Code<'gender'> | Code<'race_ethnicity'>;

export interface PdfWords {
  title: (company: string) => string;
  scope: (scope: BiasAuditScope, name: string) => string;
  period: (from: string, to: string) => string;
  data: (from: string, to: string) => string;
  noData: string;
  method: string;
  methodText: string[];
  /** A measure's heading; the median in its unit where the score has one (D368). */
  measure: (
    kind: 'selection' | 'scoring',
    title: string,
    applicants: number,
    median: number | null,
    unit?: BiasAuditScoreUnit,
  ) => string;
  /** What follows a median in each unit. */
  units: Record<BiasAuditScoreUnit, string>;
  fitScore: string;
  breakdown: (dimension: BiasAuditDimension, unknown: number) => string;
  /** The requisitions that ask no equal-opportunity questions, each with its applicants counted. */
  withoutEeo: (requisitions: readonly { title: string; applicants: number }[]) => string;
  /** In place of a table no row would fill: everyone counted is unknown in this dimension. */
  noKnownCategory: (unknown: number) => string;
  headers: [string, string, string, string, string, string, string];
  reference: string;
  underShare: string;
  interval: (low: string, high: string) => string;
  /** Every sex and race/ethnicity code the audit counts (the type fails when a code is added without a name). */
  categories: Record<CategoryCode, string>;
  dimensions: Record<BiasAuditDimension, string>;
}

const share = `${BIAS_AUDIT_MIN_SHARE * 100}`;
const NBSP = '\u00a0';

const en: PdfWords = {
  title: (company) => `Bias audit: ${company}`,
  scope: (scope, name) =>
    `Scope: ${scope === 'company' ? 'the whole company' : `${scope === 'requisition' ? 'requisition' : 'job profile'} ${name}`}`,
  period: (from, to) => `Period: applications from ${from} to ${to}`,
  data: (from, to) => `Data: applications dated ${from} to ${to}`,
  noData: 'Data: no application in the period',
  method: 'Method',
  methodText: [
    'Selection rate: among the applicants who started a step, the share who completed every activity of it. ' +
      'Scoring rate: among the applicants scored on an activity (or on the fit score), the share scoring above the median of everyone scored.',
    'Impact ratio: a category’s rate divided by the rate of the most selected category (the reference). ' +
      `Categories holding less than ${share}% of a measure’s applicants are counted but left out of the ratios. ` +
      'Applicants who did not give or declined to give their sex or race/ethnicity are counted as unknown and left out of the rates.',
    'Beside each ratio: Fisher’s exact test (two-sided) of the category against the reference, and a 95% confidence interval of the ratio ' +
      '(Katz log method; 0.5 added to every cell of the 2x2 table when one is zero). The answers are voluntary, ' +
      'kept apart from the application and never shown to those who score candidates.',
  ],
  measure: (kind, title, applicants, median, unit) =>
    `${kind === 'selection' ? 'Selection rates' : 'Scoring rates'}: ${title} (${applicants} ${applicants === 1 ? 'applicant' : 'applicants'}${median === null ? '' : `, median ${median}${unit ? en.units[unit] : ''}`})`,
  units: { net_wpm: ' net words per minute', percent_correct: '% correct' },
  fitScore: 'Fit score',
  breakdown: (dimension, unknown) => `${en.dimensions[dimension]}: ${unknown} unknown`,
  withoutEeo: (requisitions) =>
    `These requisitions ask no equal-opportunity questions, so every applicant to them is counted as unknown: ${requisitions
      .map((r) => `${r.title} (${r.applicants} ${r.applicants === 1 ? 'applicant' : 'applicants'})`)
      .join('; ')}.`,
  noKnownCategory: (unknown) =>
    unknown === 1
      ? 'The one applicant counted here is in no known category (not asked, not given or declined): no rate or ratio can be computed.'
      : `None of the ${unknown} applicants counted here is in a known category (not asked, not given or declined): no rate or ratio can be computed.`,
  headers: ['Category', 'Count', 'Selected', 'Rate', 'Ratio', '95% interval', 'Fisher p'],
  reference: ' (reference)',
  underShare: ` (under ${share}%)`,
  interval: (low, high) => `${low} to ${high}`,
  categories: {
    female: 'Female',
    male: 'Male',
    non_binary: 'Non-binary',
    hispanic_latino: 'Hispanic or Latino',
    white: 'White',
    black_african_american: 'Black or African American',
    asian: 'Asian',
    american_indian_alaska_native: 'American Indian or Alaska Native',
    native_hawaiian_pacific_islander: 'Native Hawaiian or Other Pacific Islander',
    two_or_more: 'Two or more races',
  },
  dimensions: {
    sex: 'By sex',
    race_ethnicity: 'By race or ethnicity',
    intersection: 'By sex and race or ethnicity',
  },
};

const es: PdfWords = {
  title: (company) => `Auditoría de sesgo: ${company}`,
  scope: (scope, name) =>
    `Alcance: ${scope === 'company' ? 'toda la empresa' : `${scope === 'requisition' ? 'vacante' : 'perfil de puesto'} ${name}`}`,
  period: (from, to) => `Período: solicitudes del ${from} al ${to}`,
  data: (from, to) => `Datos: solicitudes con fecha del ${from} al ${to}`,
  noData: 'Datos: ninguna solicitud en el período',
  method: 'Método',
  methodText: [
    'Tasa de selección: entre los candidatos que empezaron una etapa, la proporción que completó todas sus actividades. ' +
      'Tasa de puntuación: entre los candidatos puntuados en una actividad (o en la puntuación de ajuste), la proporción que superó la mediana de todos los puntuados.',
    'Razón de impacto: la tasa de una categoría dividida entre la tasa de la categoría más seleccionada (la referencia). ' +
      `Las categorías con menos del ${share} % de los candidatos de una medida se cuentan, pero quedan fuera de las razones. ` +
      'Los candidatos que no indicaron o prefirieron no indicar su sexo o su raza o etnia se cuentan como desconocidos y quedan fuera de las tasas.',
    'Junto a cada razón: la prueba exacta de Fisher (bilateral) de la categoría frente a la referencia y un intervalo de confianza del 95 % de la razón ' +
      '(método logarítmico de Katz; se suma 0.5 a cada celda de la tabla 2x2 cuando una es cero). Las respuestas son voluntarias, ' +
      'se guardan aparte de la solicitud y nunca se muestran a quienes puntúan a los candidatos.',
  ],
  measure: (kind, title, applicants, median, unit) =>
    `${kind === 'selection' ? 'Tasas de selección' : 'Tasas de puntuación'}: ${title} (${applicants} ${applicants === 1 ? 'candidato' : 'candidatos'}${median === null ? '' : `, mediana ${median}${unit ? es.units[unit] : ''}`})`,
  units: { net_wpm: ' palabras netas por minuto', percent_correct: ' % de aciertos' },
  fitScore: 'Puntuación de ajuste',
  breakdown: (dimension, unknown) => `${es.dimensions[dimension]}: ${unknown} desconocidos`,
  withoutEeo: (requisitions) =>
    `Estas vacantes no hacen preguntas de igualdad de oportunidades, así que cada candidato a ellas se cuenta como desconocido: ${requisitions
      .map((r) => `${r.title} (${r.applicants} ${r.applicants === 1 ? 'candidato' : 'candidatos'})`)
      .join('; ')}.`,
  noKnownCategory: (unknown) =>
    unknown === 1
      ? 'La única persona candidata contada aquí no está en ninguna categoría conocida (no se le preguntó, no respondió o prefirió no hacerlo): no se puede calcular ninguna tasa ni razón.'
      : `Ninguno de los ${unknown} candidatos contados aquí está en una categoría conocida (no se les preguntó, no respondieron o prefirieron no hacerlo): no se puede calcular ninguna tasa ni razón.`,
  headers: ['Categoría', 'Total', 'Elegidos', 'Tasa', 'Razón', 'Intervalo 95 %', 'p de Fisher'],
  reference: ' (referencia)',
  underShare: ` (menos del ${share} %)`,
  interval: (low, high) => `${low} a ${high}`,
  categories: {
    female: 'Mujer',
    male: 'Hombre',
    non_binary: 'No binario',
    hispanic_latino: 'Hispano o latino',
    white: 'Blanco',
    black_african_american: 'Negro o afroamericano',
    asian: 'Asiático',
    american_indian_alaska_native: 'Indígena americano o nativo de Alaska',
    native_hawaiian_pacific_islander: 'Nativo de Hawái u otras islas del Pacífico',
    two_or_more: 'Dos o más razas',
  },
  dimensions: {
    sex: 'Por sexo',
    race_ethnicity: 'Por raza o etnia',
    intersection: 'Por sexo y raza o etnia',
  },
};

const fr: PdfWords = {
  title: (company) => `Audit des biais${NBSP}: ${company}`,
  scope: (scope, name) =>
    `Périmètre${NBSP}: ${scope === 'company' ? 'toute l’entreprise' : `${scope === 'requisition' ? 'poste à pourvoir' : 'profil de poste'} ${name}`}`,
  period: (from, to) => `Période${NBSP}: candidatures du ${from} au ${to}`,
  data: (from, to) => `Données${NBSP}: candidatures datées du ${from} au ${to}`,
  noData: `Données${NBSP}: aucune candidature sur la période`,
  method: 'Méthode',
  methodText: [
    `Taux de sélection${NBSP}: parmi les candidats qui ont commencé une étape, la part de ceux qui en ont terminé toutes les activités. ` +
      `Taux de notation${NBSP}: parmi les candidats notés sur une activité (ou sur le score d’adéquation), la part de ceux dont la note dépasse la médiane de tous les candidats notés.`,
    `Ratio d’impact${NBSP}: le taux d’une catégorie divisé par celui de la catégorie la plus sélectionnée (la référence). ` +
      `Les catégories qui comptent moins de ${share}${NBSP}% des candidats d’une mesure sont comptées mais exclues des ratios. ` +
      'Les candidats qui n’ont pas indiqué ou ont refusé d’indiquer leur sexe ou leur origine sont comptés comme inconnus et exclus des taux.',
    `À côté de chaque ratio${NBSP}: le test exact de Fisher (bilatéral) de la catégorie par rapport à la référence, et un intervalle de confiance à 95${NBSP}% du ratio ` +
      '(méthode logarithmique de Katz ; 0.5 ajouté à chaque case du tableau 2x2 quand l’une est nulle). Les réponses sont facultatives, ' +
      'conservées à part de la candidature et jamais montrées à ceux qui notent les candidats.',
  ],
  measure: (kind, title, applicants, median, unit) =>
    `${kind === 'selection' ? 'Taux de sélection' : 'Taux de notation'}${NBSP}: ${title} (${applicants} ${applicants === 1 ? 'candidat' : 'candidats'}${median === null ? '' : `, médiane ${median}${unit ? fr.units[unit] : ''}`})`,
  units: { net_wpm: ' mots nets par minute', percent_correct: `${NBSP}% de bonnes réponses` },
  fitScore: 'Score d’adéquation',
  breakdown: (dimension, unknown) => `${fr.dimensions[dimension]}${NBSP}: ${unknown} inconnus`,
  withoutEeo: (requisitions) =>
    `Ces postes à pourvoir ne posent aucune question sur l’égalité des chances, donc chacun de leurs candidats est compté comme inconnu${NBSP}: ${requisitions
      .map((r) => `${r.title} (${r.applicants} ${r.applicants === 1 ? 'candidat' : 'candidats'})`)
      .join(' ; ')}.`,
  noKnownCategory: (unknown) =>
    unknown === 1
      ? `Le seul candidat compté ici n’est dans aucune catégorie connue (question non posée, sans réponse ou refus)${NBSP}: aucun taux ni ratio ne peut être calculé.`
      : `Aucun des ${unknown} candidats comptés ici n’est dans une catégorie connue (question non posée, sans réponse ou refus)${NBSP}: aucun taux ni ratio ne peut être calculé.`,
  headers: ['Catégorie', 'Effectif', 'Retenus', 'Taux', 'Ratio', `Intervalle 95${NBSP}%`, 'p de Fisher'],
  reference: ' (référence)',
  underShare: ` (moins de ${share}${NBSP}%)`,
  interval: (low, high) => `${low} à ${high}`,
  categories: {
    female: 'Femme',
    male: 'Homme',
    non_binary: 'Non binaire',
    hispanic_latino: 'Hispanique ou latino',
    white: 'Blanc',
    black_african_american: 'Noir ou afro-américain',
    asian: 'Asiatique',
    american_indian_alaska_native: 'Amérindien ou autochtone d’Alaska',
    native_hawaiian_pacific_islander: 'Hawaïen ou autre insulaire du Pacifique',
    two_or_more: 'Deux origines ou plus',
  },
  dimensions: {
    sex: 'Par sexe',
    race_ethnicity: 'Par origine',
    intersection: 'Par sexe et origine',
  },
};

export const PDF_WORDS: Record<Language, PdfWords> = { en, es, fr };
