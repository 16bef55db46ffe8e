/**
 * A bias audit measure's name in the reader's language for the PDF and the CSV (D411), as the pages
 * name it (D398, src/ui/bias-audit-tables/audit-tables.tsx): the company's version in that
 * language; else, when the name is one of the product's built-in English names (a step's
 * "Assessments", an activity's "Typing test"), the product's translation; else the company default
 * language's version, as written. The translations are the app's (src/ui/step-names.ts and each
 * kind's `builtInTitles`, in src/locales/{es,fr}/messages.po), generated from it
 * (built-in-names.gen.ts, D425), so the files read as the page does.
 */
import type { BiasAuditMeasure, BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { pickText } from '../../../contracts/company-text.ts';
import type { Language } from '../../../contracts/languages.ts';
import { ACTIVITY_TITLES, type BuiltInNames, STEP_NAMES } from '../built-in-names.gen.ts';

/** The product's built-in English names (steps' and activities'), in each language: the app's (D425). */
const BUILT_IN_NAMES: BuiltInNames = { ...STEP_NAMES, ...ACTIVITY_TITLES };

function builtIn(english: string, language: Language): string | undefined {
  const key = english.trim();
  if (!Object.hasOwn(BUILT_IN_NAMES, key)) return undefined;
  return BUILT_IN_NAMES[key]![language];
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
