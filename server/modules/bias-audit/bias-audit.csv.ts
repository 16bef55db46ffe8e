/**
 * The bias audit as CSV (D208): one row per measure, dimension and category, then one row per
 * dimension for its unknowns, with exactly the report's figures (nothing is recomputed here).
 * Every row starts with the audit's period and the dates of its data (D273), so a row copied
 * out of the file still says when it counts. Last, one row per requisition whose plan asks no
 * equal-opportunity questions (the report's `without_eeo_questions`): measure_kind
 * `requisition_without_eeo_questions`, the requisition's title as the measure, category `unknown`
 * and its applicants as the count, since every one of them is unknown in every dimension.
 * papaparse writes it: every field quoted, CRLF, and a cell that could run as a formula escaped.
 * `median_unit` names the median's unit where the score has one (a typing test's net words per
 * minute, a skills test's percent correct, D368), in codes like the file's other columns: the PDF
 * is the audit in words. `measure` is the measure's name as the company wrote it (a key, the same
 * in every file); `measure_name` is it in the reader's language, as the page and the PDF name it
 * (D398, D411).
 */
import Papa from 'papaparse';
import type { BiasAuditMeasure, BiasAuditReport, BiasAuditScoreUnit } from '../../../contracts/bias-audit.ts';
import type { Language } from '../../../contracts/languages.ts';
import { measureName } from './bias-audit.measure-names.ts';
import { PDF_WORDS } from './bias-audit.pdf-words.ts';

export const CSV_FIELDS = [
  'period_from',
  'period_to',
  'data_from',
  'data_to',
  'measure_kind',
  'measure',
  'measure_name',
  'median_score',
  'median_unit',
  'dimension',
  'category',
  'count',
  'selected',
  'rate',
  'excluded_under_2_percent',
  'reference',
  'impact_ratio',
  'ci95_low',
  'ci95_high',
  'fisher_p_value',
] as const;

/** The measure_kind of the rows naming a requisition that asks no equal-opportunity questions. */
export const WITHOUT_EEO_KIND = 'requisition_without_eeo_questions';

const cell = (v: number | null) => (v === null ? '' : v);

/** The median's unit in words a reader of the file needs no key for (D368); empty where the score has none. */
export const CSV_UNITS: Record<BiasAuditScoreUnit, string> = {
  net_wpm: 'net_words_per_minute',
  percent_correct: 'percent_correct',
};
const unitCell = (m: BiasAuditMeasure) => (m.unit ? CSV_UNITS[m.unit] : '');

/** A row of applicants in no known category: no rate or ratio is computed for them. */
const unknownRow = (
  period: string[],
  kind: string,
  label: string,
  name: string,
  median: string | number,
  unit: string,
  dimension: string,
  count: number,
): (string | number)[] => [
  ...period,
  kind,
  label,
  name,
  median,
  unit,
  dimension,
  'unknown',
  count,
  '',
  '',
  'no',
  'no',
  '',
  '',
  '',
  '',
];

export function biasAuditCsv(report: BiasAuditReport, language: Language = 'en'): string {
  const data: (string | number)[][] = [];
  const period = [report.from_date, report.to_date, report.data_from ?? '', report.data_to ?? ''];
  for (const m of report.measures) {
    const name = m.label === 'fit_score' ? PDF_WORDS[language].fitScore : measureName(m, report, language);
    for (const b of m.breakdowns) {
      for (const c of b.categories)
        data.push([
          ...period,
          m.kind,
          m.label,
          name,
          cell(m.median),
          unitCell(m),
          b.dimension,
          c.category,
          c.count,
          c.selected,
          c.rate,
          c.excluded ? 'yes' : 'no',
          c.is_reference ? 'yes' : 'no',
          cell(c.impact_ratio),
          cell(c.ci_low),
          cell(c.ci_high),
          cell(c.p_value),
        ]);
      data.push(unknownRow(period, m.kind, m.label, name, cell(m.median), unitCell(m), b.dimension, b.unknown));
    }
  }
  for (const r of report.without_eeo_questions ?? [])
    data.push(unknownRow(period, WITHOUT_EEO_KIND, r.title, r.title, '', '', '', r.applicants));
  return Papa.unparse({ fields: [...CSV_FIELDS], data }, { quotes: true, newline: '\r\n', escapeFormulae: true });
}

export const auditFileSlug = (report: BiasAuditReport) =>
  `bias-audit-${report.scope}${report.scope_id ? `-${report.scope_id}` : ''}-${report.from_date}-${report.to_date}`;
