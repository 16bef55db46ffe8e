/**
 * The bias audit as PDF (D208) with pdf-lib: the scope, the period and the dates of the data,
 * the method in words, then each measure's table. In the reader's language (D297; an audit filed
 * with New York City's regulator is taken in English). Standard Helvetica: characters it
 * cannot draw become "?". Categories by their names, each cell wrapped at spaces to its column,
 * never cut (bias-audit.pdf-text.ts, D273). Tagged (server/pdf/structure-tree.ts): headings, paragraphs, and each
 * breakdown a table whose header cells head their columns, or a sentence where no one counted is in
 * a known category.
 */
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { BiasAuditReport } from '../../../contracts/bias-audit.ts';
import type { Language } from '../../../contracts/languages.ts';
import { drawable, wrap } from '../../pdf/drawn-text.ts';
import { StructureTree, type StructureElement } from '../../pdf/structure-tree.ts';
import { categoryName, wrapWords } from './bias-audit.pdf-text.ts';
import { measureName } from './bias-audit.measure-names.ts';
import { PDF_WORDS } from './bias-audit.pdf-words.ts';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
/** Where each column starts; the last ends at the right margin. A cell keeps a 6 pt gap before the next. */
const COLUMNS = [0, 190, 235, 280, 325, 375, 460] as const;
const CELL_SIZE = 8.5;
const CELL_LINE = 11;
const columnWidth = (i: number) => (COLUMNS[i + 1] ?? PAGE[0] - 2 * MARGIN) - COLUMNS[i]! - 6;

const num = (v: number | null) => (v === null ? '-' : String(v));

export async function biasAuditPdf(
  report: BiasAuditReport,
  companyName: string,
  language: Language = 'en',
): Promise<Uint8Array> {
  const words = PDF_WORDS[language];
  const doc = await PDFDocument.create();
  doc.setTitle(words.title(report.scope_name));
  const tree = StructureTree.of(doc, language);
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

  text(tree.element('H1'), words.title(companyName), 16, bold);
  text(tree.element('P'), words.scope(report.scope, report.scope_name));
  text(tree.element('P'), words.period(report.from_date, report.to_date));
  text(
    tree.element('P'),
    report.data_from && report.data_to ? words.data(report.data_from, report.data_to) : words.noData,
  );
  if (report.without_eeo_questions?.length) text(tree.element('P'), words.withoutEeo(report.without_eeo_questions));
  y -= 6;
  text(tree.element('H2'), words.method, 12, bold);
  for (const p of words.methodText) text(tree.element('P'), p, 9.5);
  for (const m of report.measures) {
    y -= 8;
    const title = m.label === 'fit_score' ? words.fitScore : measureName(m, report, language);
    text(tree.element('H2'), words.measure(m.kind, title, m.total, m.median, m.unit), 11, bold);
    for (const b of m.breakdowns) {
      text(tree.element('H3'), words.breakdown(b.dimension, b.unknown), 9.5, bold);
      if (b.categories.length === 0) {
        text(tree.element('P'), words.noKnownCategory(b.unknown), 9.5);
        continue;
      }
      const table = tree.element('Table');
      row(table, words.headers, true);
      for (const c of b.categories)
        row(table, [
          `${categoryName(c.category, language)}${c.is_reference ? words.reference : ''}${c.excluded ? words.underShare : ''}`,
          String(c.count),
          String(c.selected),
          String(c.rate),
          num(c.impact_ratio),
          c.ci_low === null || c.ci_high === null ? '-' : words.interval(String(c.ci_low), String(c.ci_high)),
          num(c.p_value),
        ]);
    }
  }
  return doc.save();
}
