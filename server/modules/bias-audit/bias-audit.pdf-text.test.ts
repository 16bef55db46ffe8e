/** The bias audit PDF's words (D273): names for codes, and cells wrapped at spaces, never cut. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { BiasAuditReport } from '../../../contracts/bias-audit.ts';
import { EEOC_QUESTIONS } from '../../../contracts/eeoc-questions.ts';
import { readingOrder } from '../../test/tagged-pdf.ts';
import { biasAuditPdf } from './bias-audit.pdf.ts';
import { categoryName, CATEGORY_NAMES, wrapWords } from './bias-audit.pdf-text.ts';
import { PDF_WORDS } from './bias-audit.pdf-words.ts';

const LONGEST = 'non_binary / native_hawaiian_pacific_islander';

/** A company-wide report over the first half of 2026 with these measures. */
const companyReport = (measures: BiasAuditReport['measures']): BiasAuditReport => ({
  scope: 'company',
  scope_id: null,
  scope_name: 'Demo Company',
  from_date: '2026-01-01',
  to_date: '2026-06-30',
  data_from: '2026-01-02',
  data_to: '2026-06-29',
  measures,
});

describe('the names of the categories', () => {
  it('given every sex and race code the form asks, then each has a name, and an intersection names both parts', () => {
    const codes = [...EEOC_QUESTIONS.gender, ...EEOC_QUESTIONS.race_ethnicity].filter((c) => c !== 'decline');
    expect(Object.keys(CATEGORY_NAMES).sort()).toEqual([...codes].sort());
    expect(categoryName('black_african_american')).toBe('Black or African American');
    expect(categoryName(LONGEST)).toBe('Non-binary / Native Hawaiian or Other Pacific Islander');
  });
});

describe('wrapping a cell', () => {
  it('given a name wider than its column, then it breaks at spaces into lines that fit, and no word is cut', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const name = categoryName(LONGEST);
    for (const width of [60, 90, 184]) {
      const lines = wrapWords(font, 8.5, name, width);
      expect(lines.join(' ')).toBe(name);
      for (const line of lines) {
        if (line.includes(' ')) expect(font.widthOfTextAtSize(line, 8.5)).toBeLessThanOrEqual(width);
        for (const word of line.split(' ')) expect(name.split(' ')).toContain(word);
      }
    }
    expect(wrapWords(font, 8.5, name, 60).length).toBeGreaterThan(2);
    // A word wider than the column keeps a line to itself, whole.
    expect(wrapWords(font, 8.5, 'Hawaiian', 10)).toEqual(['Hawaiian']);
  });
});

describe('the PDF', () => {
  it('given an intersection with the longest names, then its row reads the whole names, never a code', async () => {
    const category = (code: string, reference: boolean) => ({
      category: code,
      count: 40,
      selected: 10,
      rate: 0.25,
      excluded: false,
      is_reference: reference,
      impact_ratio: reference ? 1 : 0.5,
      ci_low: reference ? null : 0.2,
      ci_high: reference ? null : 1.1,
      p_value: reference ? null : 0.04,
    });
    const report = companyReport([
      {
        kind: 'selection',
        label: 'Screen',
        total: 80,
        median: null,
        breakdowns: [
          {
            dimension: 'intersection',
            unknown: 0,
            categories: [category('female / white', true), category(LONGEST, false)],
          },
        ],
      },
    ]);
    const order = readingOrder(await PDFDocument.load(await biasAuditPdf(report, 'Demo Company')));
    const cells = order.filter((e) => e.path === 'Document>Table>TR>TD').map((e) => e.text);
    expect(cells).toContain('Female / White (reference)');
    expect(cells).toContain('Non-binary / Native Hawaiian or Other Pacific Islander');
    expect(order.map((e) => e.text).join('\n')).not.toMatch(/_/);
    expect(order).toContainEqual({ path: 'Document>H3', text: 'By sex and race or ethnicity: 0 unknown' });

    // In the reader's language (D297): headings, table headers, categories and the method.
    const es = readingOrder(await PDFDocument.load(await biasAuditPdf(report, 'Demo Company', 'es')));
    expect(es[0]).toEqual({ path: 'Document>H1', text: 'Auditoría de sesgo: Demo Company' });
    expect(es).toContainEqual({ path: 'Document>H2', text: 'Método' });
    expect(es).toContainEqual({ path: 'Document>H3', text: 'Por sexo y raza o etnia: 0 desconocidos' });
    expect(es.filter((e) => e.path === 'Document>Table>TR>TH').map((e) => e.text)).toEqual(PDF_WORDS.es.headers);
    expect(es.map((e) => e.text)).toContain('Mujer / Blanco (referencia)');
    expect(es.map((e) => e.text)).toContain('No binario / Nativo de Hawái u otras islas del Pacífico');
    const fr = readingOrder(await PDFDocument.load(await biasAuditPdf(report, 'Demo Company', 'fr')));
    expect(fr[0]).toEqual({ path: 'Document>H1', text: 'Audit des biais\u00a0: Demo Company' });
    expect(fr.map((e) => e.text)).toContain('Femme / Blanc (référence)');
    expect(fr.map((e) => e.text).join('\n')).not.toMatch(/\?|_/);
  });
});

describe('a dimension with no known category', () => {
  it("given a measure where everyone counted is unknown (a requisition asking no equal-opportunity questions), then the PDF says so in words instead of a table of headers alone, in the reader's language", async () => {
    const report = companyReport([
      {
        kind: 'selection',
        label: 'Screening',
        total: 16,
        median: null,
        breakdowns: (['sex', 'race_ethnicity', 'intersection'] as const).map((dimension) => ({
          dimension,
          unknown: 16,
          categories: [],
        })),
      },
    ]);
    const en = readingOrder(await PDFDocument.load(await biasAuditPdf(report, 'Demo Company')));
    expect(en.filter((e) => e.path.startsWith('Document>Table'))).toEqual([]);
    expect(en.map((e) => e.text).join('\n')).not.toMatch(/equal-opportunity questions/);
    const said = en.filter((e) => e.text === PDF_WORDS.en.noKnownCategory(16));
    expect(said.map((e) => e.path)).toEqual(['Document>P', 'Document>P', 'Document>P']);
    expect(said[0]!.text).toBe(
      'None of the 16 applicants counted here is in a known category (not asked, not given or declined): no rate or ratio can be computed.',
    );
    // The requisitions that asked no one, named before the method.
    const named = { ...report, without_eeo_questions: [{ title: 'Night Stocker', applicants: 16 }] };
    expect(readingOrder(await PDFDocument.load(await biasAuditPdf(named, 'Demo Company')))).toContainEqual({
      path: 'Document>P',
      text: 'These requisitions ask no equal-opportunity questions, so every applicant to them is counted as unknown: Night Stocker (16 applicants).',
    });
    const es = readingOrder(await PDFDocument.load(await biasAuditPdf(named, 'Demo Company', 'es')));
    expect(es).toContainEqual({
      path: 'Document>P',
      text: 'Estas vacantes no hacen preguntas de igualdad de oportunidades, así que cada candidato a ellas se cuenta como desconocido: Night Stocker (16 candidatos).',
    });
    expect(es).toContainEqual({
      path: 'Document>P',
      text: 'Ninguno de los 16 candidatos contados aquí está en una categoría conocida (no se les preguntó, no respondieron o prefirieron no hacerlo): no se puede calcular ninguna tasa ni razón.',
    });
    expect(es.filter((e) => e.path.startsWith('Document>Table'))).toEqual([]);
  });
});

describe('the words of each language', () => {
  it('given each language, then every category and dimension has a name and every text draws in the standard font', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    for (const words of Object.values(PDF_WORDS)) {
      expect(Object.keys(words.categories).sort()).toEqual(Object.keys(CATEGORY_NAMES).sort());
      const texts = [
        ...Object.values(words.categories),
        ...Object.values(words.dimensions),
        ...words.methodText,
        ...words.headers,
        words.title('x'),
        words.noData,
        words.noKnownCategory(1),
        words.noKnownCategory(16),
        words.withoutEeo([
          { title: 'x', applicants: 1 },
          { title: 'y', applicants: 2 },
        ]),
        ...Object.values(words.units),
      ];
      for (const text of texts) expect(() => font.encodeText(text), text).not.toThrow();
    }
  });
});

describe('a median in its unit (D368)', () => {
  it('given a typing test, a skills test and a score without a unit, then each heading says the median in its unit, in each language', () => {
    const heading = (language: keyof typeof PDF_WORDS) => [
      PDF_WORDS[language].measure('scoring', 'Typing test', 7, 44.5, 'net_wpm'),
      PDF_WORDS[language].measure('scoring', 'Spreadsheet skills', 7, 62.5, 'percent_correct'),
      PDF_WORDS[language].measure('scoring', 'Personality', 7, 57.5),
    ];
    expect(heading('en')).toEqual([
      'Scoring rates: Typing test (7 applicants, median 44.5 net words per minute)',
      'Scoring rates: Spreadsheet skills (7 applicants, median 62.5% correct)',
      'Scoring rates: Personality (7 applicants, median 57.5)',
    ]);
    expect(heading('es')).toEqual([
      'Tasas de puntuación: Typing test (7 candidatos, mediana 44.5 palabras netas por minuto)',
      'Tasas de puntuación: Spreadsheet skills (7 candidatos, mediana 62.5 % de aciertos)',
      'Tasas de puntuación: Personality (7 candidatos, mediana 57.5)',
    ]);
    expect(heading('fr')).toEqual([
      'Taux de notation\u00a0: Typing test (7 candidats, médiane 44.5 mots nets par minute)',
      'Taux de notation\u00a0: Spreadsheet skills (7 candidats, médiane 62.5\u00a0% de bonnes réponses)',
      'Taux de notation\u00a0: Personality (7 candidats, médiane 57.5)',
    ]);
    // One applicant is one.
    expect((['en', 'es', 'fr'] as const).map((l) => PDF_WORDS[l].measure('selection', 'Screening', 1, null))).toEqual([
      'Selection rates: Screening (1 applicant)',
      'Tasas de selección: Screening (1 candidato)',
      'Taux de sélection\u00a0: Screening (1 candidat)',
    ]);
  });
});
