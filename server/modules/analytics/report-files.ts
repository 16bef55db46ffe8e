/**
 * A dashboard's tables as the weekly mail's attachment (D340): CSV with papaparse (each table
 * under a line with its name, a blank line between tables), or a tagged PDF with pdf-lib (the
 * title, the dates, then each table, its columns sharing the page's width, cells wrapped).
 */
import Papa from 'papaparse';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import type { Language } from '../../../contracts/languages.ts';
import { drawable, wrap } from '../../pdf/drawn-text.ts';
import { StructureTree, type StructureElement } from '../../pdf/structure-tree.ts';
import type { Cell, ReportTable } from './report-tables.ts';

const text = (c: Cell) => (c === null ? '' : String(c));

export function tablesCsv(tables: ReportTable[]): string {
  return tables
    .map((t) => Papa.unparse([[t.name], t.columns, ...t.rows.map((r) => r.map(text))], { newline: '\r\n' }))
    .join('\r\n\r\n');
}

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const CELL = 7.5;
const LINE = 9.5;

export async function tablesPdf(
  heading: { title: string; subtitle: string },
  tables: ReportTable[],
  language: Language,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(heading.title);
  const tree = StructureTree.of(doc, language);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const need = (h: number) => {
    if (y - h < MARGIN) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
    }
  };
  const para = (element: StructureElement, t: string, size: number, font = regular) => {
    for (const line of wrap(font, size, drawable(font, t), width)) {
      need(size + 4);
      tree.mark(page, element, () => page.drawText(line, { x: MARGIN, y: y - size, size, font, color: INK }));
      y -= size + 4;
    }
  };
  para(tree.element('H1'), heading.title, 16, bold);
  para(tree.element('P'), heading.subtitle, 10);
  for (const table of tables) {
    y -= 8;
    para(tree.element('H2'), table.name, 11, bold);
    const column = width / Math.max(1, table.columns.length);
    const element = tree.element('Table');
    const row = (cells: string[], header: boolean) => {
      const font = header ? bold : regular;
      const lines = cells.map((c) => wrap(font, CELL, drawable(font, c), column - 4));
      const height = Math.max(1, ...lines.map((l) => l.length)) * LINE + 2;
      need(height);
      const tr = tree.element('TR', element);
      lines.forEach((cellLines, i) =>
        tree.mark(page, tree.element(header ? 'TH' : 'TD', tr, header ? { scope: 'Column' } : {}), () =>
          cellLines.forEach((line, n) =>
            page.drawText(line, { x: MARGIN + i * column, y: y - 8 - n * LINE, size: CELL, font, color: INK }),
          ),
        ),
      );
      y -= height;
    };
    row(table.columns, true);
    for (const r of table.rows) row(r.map(text), false);
  }
  return doc.save();
}
