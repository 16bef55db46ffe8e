/**
 * A bias audit measure's name in the reader's language for the PDF and the CSV (D411), as the pages
 * name it (D398, src/ui/bias-audit-tables/audit-tables.tsx): the company's version in that
 * language; else, when the name is one of the product's built-in English names (a step's
 * "Assessments", an activity's "Typing test"), the product's translation; else the company default
 * language's version, as written. The translations are the app's (src/ui/step-names.ts and each
 * kind's `builtInTitles`, in src/locales/{es,fr}/messages.po): bias-audit.measure-names.test.ts
 * compares them, so the files read as the page does.
 */
import type { BiasAuditMeasure, BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { pickText } from '../../../contracts/company-text.ts';
import type { Language } from '../../../contracts/languages.ts';

/** The product's built-in English names (steps' and activities') with their Spanish and French. */
export const BUILT_IN_NAMES: Record<string, { es: string; fr: string }> = {
  Application: { es: 'Postulación', fr: 'Candidature' },
  Assessments: { es: 'Evaluaciones', fr: 'Évaluations' },
  Screening: { es: 'Preselección', fr: 'Présélection' },
  Skills: { es: 'Habilidades', fr: 'Compétences' },
  Interview: { es: 'Entrevista', fr: 'Entretien' },
  Interviews: { es: 'Entrevistas', fr: 'Entretiens' },
  Offer: { es: 'Oferta', fr: 'Proposition d’embauche' },
  Onboarding: { es: 'Incorporación', fr: 'Intégration' },
  'Equal opportunity questions (voluntary)': {
    es: 'Preguntas de igualdad de oportunidades (voluntarias)',
    fr: 'Questions sur l’égalité des chances (facultatives)',
  },
  'Language test': { es: 'Prueba de idioma', fr: 'Test de langue' },
  'Onboarding form': { es: 'Formulario de incorporación', fr: 'Formulaire d’onboarding' },
  'Application form': { es: 'Formulario de postulación', fr: 'Formulaire de candidature' },
  Resume: { es: 'Currículum', fr: 'CV' },
  Questionnaire: { es: 'Cuestionario', fr: 'Questionnaire' },
  'Personality questionnaire': { es: 'Cuestionario de personalidad', fr: 'Questionnaire de personnalité' },
  'Interests questionnaire': { es: 'Cuestionario de intereses', fr: 'Questionnaire d’intérêts' },
  'Work values questionnaire': {
    es: 'Cuestionario de valores laborales',
    fr: 'Questionnaire de valeurs professionnelles',
  },
  'Workplace competencies questionnaire': {
    es: 'Cuestionario de competencias laborales',
    fr: 'Questionnaire de compétences professionnelles',
  },
  'Screening questions': { es: 'Preguntas de selección', fr: 'Questions de présélection' },
  'Skills test': { es: 'Prueba de habilidades', fr: 'Test de compétences' },
  'Internet speed test': { es: 'Prueba de velocidad de internet', fr: 'Test de débit Internet' },
  'Typing test': { es: 'Prueba de mecanografía', fr: 'Test de dactylographie' },
  'Video answers': { es: 'Respuestas en video', fr: 'Réponses vidéo' },
};

function builtIn(english: string, language: Language): string | undefined {
  const key = english.trim();
  if (!Object.hasOwn(BUILT_IN_NAMES, key)) return undefined;
  return language === 'en' ? key : BUILT_IN_NAMES[key]![language];
}

/**
 * The measure's name in `language` (the fit score aside: its words are the caller's). A report
 * published before versions were kept has none: its built-in names are still translated.
 */
export function measureName(
  measure: Pick<BiasAuditMeasure, 'label' | 'label_i18n'>,
  report: Pick<BiasAuditReport, 'default_language'>,
  language: Language,
): string {
  const fallbackLanguage = report.default_language ?? 'en';
  const versions = measure.label_i18n;
  if (!versions) return builtIn(measure.label, language) ?? measure.label;
  const picked = pickText(versions, language, fallbackLanguage);
  if (!picked.is_fallback) return picked.text;
  const english = versions.en ?? (picked.language === 'en' ? picked.text : undefined);
  return (english !== undefined ? builtIn(english, language) : undefined) ?? measure.label;
}
