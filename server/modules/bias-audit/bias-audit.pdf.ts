/**
 * The bias audit as PDF (D208) with pdf-lib: the scope, the period and the dates of the data,
 * the method in words, then each measure's table. In English (an audit is filed with a regulator
 * in English; the screen and the CSV follow the viewer). Standard Helvetica: characters it
 * cannot draw become "?". Categories by their names, each cell wrapped at spaces to its column,
 * never cut (bias-audit.pdf-text.ts, D273). Tagged (server/pdf/structure-tree.ts): headings, paragraphs, and each
 * breakdown a table whose header cells head their columns.
 */
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { BIAS_AUDIT_MIN_SHARE, type BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { drawable, wrap } from '../../pdf/drawn-text.ts';
import { StructureTree, type StructureElement } from '../../pdf/structure-tree.ts';
import { categoryName, DIMENSION_NAMES, wrapWords } from './bias-audit.pdf-text.ts';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
/** Where each column starts; the last ends at the right margin. A cell keeps a 6 pt gap before the next. */
const COLUMNS = [0, 190, 235, 280, 325, 375, 460] as const;
const CELL_SIZE = 8.5;
const CELL_LINE = 11;
const columnWidth = (i: number) => (COLUMNS[i + 1] ?? PAGE[0] - 2 * MARGIN) - COLUMNS[i]! - 6;

export const METHOD_TEXT = [
  'Selection rate: among the applicants who started a step, the share who completed every activity of it. ' +
    'Scoring rate: among the applicants scored on an activity (or on the fit score), the share scoring above the median of everyone scored.',
  'Impact ratio: a category’s rate divided by the rate of the most selected category (the reference). ' +
    `Categories holding less than ${BIAS_AUDIT_MIN_SHARE * 100}% of a measure’s applicants are counted but left out of the ratios. ` +
    'Applicants who did not give or declined to give their sex or race/ethnicity are counted as unknown and left out of the rates.',
  'Beside each ratio: Fisher’s exact test (two-sided) of the category against the reference, and a 95% confidence interval of the ratio ' +
    '(Katz log method; 0.5 added to every cell of the 2x2 table when one is zero). The answers are voluntary, ' +
    'kept apart from the application and never shown to those who score candidates.',
];

const num = (v: number | null) => (v === null ? '-' : String(v));

export async function biasAuditPdf(report: BiasAuditReport, companyName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Bias audit: ${report.scope_name}`);
  const tree = StructureTree.of(doc, 'en');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const need = (h: number) => {
    if (y - h < MARGIN) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  const text = (element: StructureElement, t: string, size = 10, font = regular, x = 0) => {
    for (const line of wrap(font, size, drawable(font, t), PAGE[0] - 2 * MARGIN - x)) {
      need(size + 4);
      tree.mark(page, element, () => page.drawText(line, { x: MARGIN + x, y: y - size, size, font, color: INK }));
      y -= size + 4;
    }
  };
  const row = (table: StructureElement, cells: string[], header = false) => {
    const font = header ? bold : regular;
    const lines = cells.map((c, i) => wrapWords(font, CELL_SIZE, drawable(font, c), columnWidth(i)));
    const height = Math.max(...lines.map((l) => l.length)) * CELL_LINE + 2;
    need(height);
    const tr = tree.element('TR', table);
    lines.forEach((cellLines, i) =>
      tree.mark(page, tree.element(header ? 'TH' : 'TD', tr, header ? { scope: 'Column' } : {}), () =>
        cellLines.forEach((line, n) =>
          page.drawText(line, {
            x: MARGIN + COLUMNS[i]!,
            y: y - 9 - n * CELL_LINE,
            size: CELL_SIZE,
            font,
            color: INK,
          }),
        ),
      ),
    );
    y -= height;
  };

  text(tree.element('H1'), `Bias audit: ${companyName}`, 16, bold);
  text(
    tree.element('P'),
    `Scope: ${report.scope === 'company' ? 'the whole company' : `${report.scope.replace('_', ' ')} ${report.scope_name}`}`,
  );
  text(tree.element('P'), `Period: applications from ${report.from_date} to ${report.to_date}`);
  text(
    tree.element('P'),
    report.data_from
      ? `Data: applications dated ${report.data_from} to ${report.data_to}`
      : 'Data: no application in the period',
  );
  y -= 6;
  text(tree.element('H2'), 'Method', 12, bold);
  for (const p of METHOD_TEXT) text(tree.element('P'), p, 9.5);
  for (const m of report.measures) {
    y -= 8;
    const title = m.label === 'fit_score' ? 'Fit score' : m.label;
    text(
      tree.element('H2'),
      `${m.kind === 'selection' ? 'Selection rates' : 'Scoring rates'}: ${title} (${m.total} applicants${m.median === null ? '' : `, median ${m.median}`})`,
      11,
      bold,
    );
    for (const b of m.breakdowns) {
      text(tree.element('H3'), `${DIMENSION_NAMES[b.dimension]}: ${b.unknown} unknown`, 9.5, bold);
      const table = tree.element('Table');
      row(table, ['Category', 'Count', 'Selected', 'Rate', 'Ratio', '95% interval', 'Fisher p'], true);
      for (const c of b.categories)
        row(table, [
          `${categoryName(c.category)}${c.is_reference ? ' (reference)' : ''}${c.excluded ? ' (under 2%)' : ''}`,
          String(c.count),
          String(c.selected),
          String(c.rate),
          num(c.impact_ratio),
          c.ci_low === null ? '-' : `${c.ci_low} to ${c.ci_high}`,
          num(c.p_value),
        ]);
    }
  }
  return doc.save();
}
