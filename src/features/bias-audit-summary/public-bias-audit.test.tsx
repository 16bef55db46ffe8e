// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * The public bias-audit summary (D208, D273): what NYC's Local Law 144 asks besides the figures,
 * the groups by their names, and every table a labelled region that takes keyboard focus, so a
 * table wider than the screen scrolls from the keyboard (axe `scrollable-region-focusable`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { BiasAuditCategory, PublicBiasAudits } from '../../../contracts/bias-audit.ts';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { PublicBiasAudit } from './public-bias-audit.tsx';

const UUID = '0e7f4c1a-2b3c-4d5e-8f90-1234567890ab';

const category = (code: string, over: Partial<BiasAuditCategory> = {}): BiasAuditCategory => ({
  category: code,
  count: 40,
  selected: 10,
  rate: 0.25,
  excluded: false,
  is_reference: false,
  impact_ratio: 0.5,
  ci_low: 0.21,
  ci_high: 1.18,
  p_value: 0.041,
  ...over,
});

const summaries = (details: Partial<PublicBiasAudits['summaries'][number]['details']> = {}): PublicBiasAudits => ({
  company_name: 'Demo Company',
  summaries: [
    {
      published_at: '2026-03-02T15:00:00.000Z',
      details: {
        audit_date: '2026-02-20',
        tool_distributed_on: '2025-06-15',
        data_source: 'test',
        data_source_note: 'Too few applicants of our own in the year.',
        auditor: 'Fair Hiring Audits LLC',
        ...details,
      },
      report: {
        scope: 'company',
        scope_id: null,
        scope_name: 'Demo Company',
        from_date: '2025-01-01',
        to_date: '2025-12-31',
        data_from: '2025-01-03',
        data_to: '2025-12-30',
        measures: [
          {
            kind: 'selection',
            label: 'Screen',
            total: 80,
            median: null,
            breakdowns: [
              {
                dimension: 'race_ethnicity',
                unknown: 2,
                categories: [
                  category('white', {
                    is_reference: true,
                    impact_ratio: 1,
                    ci_low: null,
                    ci_high: null,
                    p_value: null,
                  }),
                  category('black_african_american'),
                ],
              },
              {
                dimension: 'intersection',
                unknown: 3,
                categories: [category('female / native_hawaiian_pacific_islander')],
              },
            ],
          },
        ],
      },
    },
  ],
});

function serve(body: PublicBiasAudits) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ data: body }), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

beforeEach(() => activateLanguage('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the public bias-audit summary', () => {
  it('given a published summary, then it states the audit date, the auditor, the distribution date, the source and the period', async () => {
    const urls = serve(summaries());
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bias audit summary: Demo Company' })).toBeTruthy();
    expect(urls[0]).toContain(`/public/v1/bias-audit/${UUID}/`);
    const fact = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Date of the audit')).toBe('February 20, 2026');
    expect(fact('Independent auditor')).toBe('Fair Hiring Audits LLC');
    expect(fact('Tool first used on candidates')).toBe('June 15, 2025');
    expect(fact('Source of the data')).toBe('Test dataToo few applicants of our own in the year.');
    expect(fact('Period of the data')).toBe(
      'Applications made from January 1, 2025 to December 31, 2025; the first counted is dated January 3, 2025, the last December 30, 2025.',
    );
  });

  it('given a summary published before the details were asked, then each says it was not stated', async () => {
    serve(
      summaries({
        audit_date: null,
        tool_distributed_on: null,
        data_source: null,
        data_source_note: null,
        auditor: null,
      }),
    );
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: 'Bias audit summary: Demo Company' });
    expect(screen.getAllByText('Not stated')).toHaveLength(4);
  });

  it('given the tables, then each sits in a labelled region that takes keyboard focus, and names the groups', async () => {
    serve(summaries());
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: 'Bias audit summary: Demo Company' });
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const region = table.parentElement!;
      expect(region.getAttribute('role')).toBe('region');
      expect(region.tabIndex).toBe(0);
    }
    const race = screen.getByRole('region', { name: 'Screen: By race or ethnicity' });
    expect(within(race).getByRole('rowheader', { name: 'Black or African American' })).toBeTruthy();
    const headers = within(race)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Category',
      'Applicants',
      'Selected',
      'Selection rate',
      'Impact ratio',
      '95% interval',
      'Fisher p-value',
    ]);
    const both = screen.getByRole('region', { name: 'Screen: By sex and race or ethnicity' });
    expect(
      within(both).getByRole('rowheader', { name: 'Female / Native Hawaiian or Other Pacific Islander' }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/_/);
  });

  it('given two measures of one kind named alike (a typing test and a skills test with one title), then each shows with its tables and React keeps them apart', async () => {
    const body = summaries();
    const scored = (median: number) => ({
      ...body.summaries[0]!.report.measures[0]!,
      kind: 'scoring' as const,
      label: 'Assessment',
      median,
    });
    body.summaries[0]!.report.measures = [scored(41), scored(73)];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      serve(body);
      renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
      await screen.findByRole('heading', { level: 1, name: 'Bias audit summary: Demo Company' });
      const sections = screen.getAllByRole('region', { name: 'Assessment' });
      expect(sections).toHaveLength(2);
      expect(sections.map((section) => within(section).getAllByRole('table').length)).toEqual([2, 2]);
      expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => /same key/.test(text))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('given a measure where no one counted is in a known category (a requisition asking no equal-opportunity questions), then each dimension says so in words, in each language, with no empty table', async () => {
    const withNoKnown = (unknown: number) => {
      const body = summaries();
      body.summaries[0]!.report.measures.push({
        kind: 'selection',
        label: 'Phone screen',
        total: unknown,
        median: null,
        breakdowns: (['sex', 'race_ethnicity', 'intersection'] as const).map((dimension) => ({
          dimension,
          unknown,
          categories: [],
        })),
      });
      return body;
    };
    const said = {
      en: 'None of the 16 applicants counted here is in a known category (not asked, not given or declined): no rate or ratio can be computed.',
      es: 'Ninguno de los 16 candidatos contados aquí está en una categoría conocida (no se les preguntó, no respondieron o prefirieron no hacerlo): no se puede calcular ninguna tasa ni ratio.',
      fr: 'Aucun des 16 candidats comptés ici n’est dans une catégorie connue (question non posée, sans réponse ou refus) : aucun taux ni ratio ne peut être calculé.',
    };
    for (const language of ['en', 'es', 'fr'] as const) {
      await activateLanguage(language);
      await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
      serve(withNoKnown(16));
      renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
      await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
      const screening = screen.getByRole('region', { name: 'Phone screen' });
      expect(within(screening).queryAllByRole('table'), language).toEqual([]);
      expect(within(screening).getAllByText(said[language])).toHaveLength(3);
      // The measure with known categories keeps its tables.
      expect(screen.getAllByRole('table')).toHaveLength(2);
      cleanup();
      vi.unstubAllGlobals();
    }
    await activateLanguage('en');
    serve(withNoKnown(1));
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    const one = await screen.findByRole('region', { name: 'Phone screen' });
    expect(
      within(one).getAllByText(
        'The one applicant counted here is in no known category (not asked, not given or declined): no rate or ratio can be computed.',
      ),
    ).toHaveLength(3);
  });

  it('given requisitions that ask no equal-opportunity questions, then the summary names them with their applicants, counted unknown; a summary published before says nothing of it', async () => {
    const body = summaries();
    body.summaries[0]!.report.without_eeo_questions = [
      { title: 'Warehouse Associate', applicants: 31 },
      { title: 'Night Stocker', applicants: 1 },
    ];
    serve(body);
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    expect(
      await screen.findByText(
        'These requisitions ask no equal-opportunity questions, so every applicant to them is counted as unknown:',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Warehouse Associate: 31 applicants', 'Night Stocker: 1 applicant']),
    );
    cleanup();
    vi.unstubAllGlobals();
    await activateLanguage('es');
    await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
    serve(body);
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    expect(
      await screen.findByText(
        'Estas vacantes no hacen preguntas de igualdad de oportunidades, así que cada candidato a ellas se cuenta como desconocido:',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Warehouse Associate: 31 candidatos', 'Night Stocker: 1 candidato']),
    );
    cleanup();
    vi.unstubAllGlobals();
    // French sets its own colon, with the no-break space before it: one message per line.
    await activateLanguage('fr');
    await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
    serve(body);
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Warehouse Associate\u202f: 31 candidats', 'Night Stocker\u202f: 1 candidat']),
    );
    cleanup();
    vi.unstubAllGlobals();
    await activateLanguage('en');
    serve(summaries());
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
    expect(document.body.textContent).not.toMatch(/equal-opportunity questions/);
  });

  it('given typing and skills measures (D312), then each median is shown in its unit and the reader’s number format, in each language; a summary published before the unit keeps its bare median; one applicant is counted in the singular', async () => {
    const body = summaries();
    const base = body.summaries[0]!.report.measures[0]!;
    const scored = (label: string, median: number, unit?: 'net_wpm' | 'percent_correct') => ({
      ...base,
      kind: 'scoring' as const,
      label,
      total: 7,
      median,
      ...(unit && { unit }),
    });
    body.summaries[0]!.report.measures = [
      scored('Typing test', 44.5, 'net_wpm'),
      scored('Spreadsheet skills', 62.5, 'percent_correct'),
      scored('Typing test before', 57.5),
    ];
    const said = {
      en: [
        '7 applicants were scored; the median is 44.5 net words per minute.',
        '7 applicants were scored; the median is 62.5% correct.',
        '7 applicants were scored; the median score is 57.5.',
      ],
      es: [
        'Se puntuó a 7 candidatos; la mediana es de 44,5 palabras netas por minuto.',
        'Se puntuó a 7 candidatos; la mediana es del 62,5 % de aciertos.',
        'Se puntuó a 7 candidatos; la puntuación mediana es 57,5.',
      ],
      fr: [
        '7 candidats ont été notés ; la médiane est de 44,5 mots nets par minute.',
        '7 candidats ont été notés ; la médiane est de 62,5 % de bonnes réponses.',
        '7 candidats ont été notés ; la note médiane est 57,5.',
      ],
    };
    for (const language of ['en', 'es', 'fr'] as const) {
      await activateLanguage(language);
      await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
      serve(body);
      renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
      await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
      // A built-in name reads in the reader's language (D398), a company's own name as written.
      const typing = { en: 'Typing test', es: 'Prueba de mecanografía', fr: 'Test de dactylographie' }[language];
      const meta = [typing, 'Spreadsheet skills', 'Typing test before'].map((name) =>
        // Intl writes a no-break space before the percent sign in Spanish and French.
        screen
          .getByRole('region', { name })
          .querySelector('p')!
          .textContent!.replace(/[\u00a0\u202f]/g, ' '),
      );
      expect(meta, language).toEqual(said[language]);
      // The heading is one message per language: French puts a no-break space before its colon.
      const heading = screen.getByRole('region', { name: typing }).querySelector('h3')!.textContent;
      expect(heading, language).toBe(
        {
          en: 'Scoring rates: Typing test',
          es: 'Tasas de puntuación: Prueba de mecanografía',
          fr: 'Taux de notation\u202f: Test de dactylographie',
        }[language],
      );
      cleanup();
      vi.unstubAllGlobals();
    }
    await activateLanguage('en');
    // One applicant is one, in every sentence that counts them.
    body.summaries[0]!.report.measures = [
      { ...scored('Typing test', 44.5, 'net_wpm'), total: 1 },
      { ...scored('Personality', 57.5), total: 1 },
      { ...base, label: 'Screening', total: 1 },
    ];
    serve(body);
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('region', { name: 'Typing test' });
    expect(
      ['Typing test', 'Personality', 'Screening'].map(
        (name) => screen.getByRole('region', { name }).querySelector('p')!.textContent,
      ),
    ).toEqual([
      '1 applicant was scored; the median is 44.5 net words per minute.',
      '1 applicant was scored; the median score is 57.5.',
      '1 applicant started this step.',
    ]);
  });

  it('given measure names with the company’s versions (D398), then each reads in the reader’s language: the company’s version, else a built-in name translated, else as written; a region and its tables are named so too', async () => {
    const body = summaries();
    const base = body.summaries[0]!.report.measures[0]!;
    body.summaries[0]!.report.default_language = 'en';
    body.summaries[0]!.report.measures = [
      { ...base, label: 'Assessments', label_i18n: { en: 'Assessments' } },
      {
        ...base,
        kind: 'scoring',
        label: 'Customer service skills test',
        label_i18n: { en: 'Customer service skills test', es: 'Prueba de habilidades de atención al cliente' },
        median: 60,
        unit: 'percent_correct',
      },
      {
        ...base,
        kind: 'scoring',
        label: 'Typing test',
        label_i18n: { en: 'Typing test' },
        median: 40,
        unit: 'net_wpm',
      },
      { ...base, kind: 'scoring', label: 'fit_score', median: 3 },
    ];
    const names = {
      en: ['Assessments', 'Customer service skills test', 'Typing test', 'Fit score'],
      es: [
        'Evaluaciones',
        'Prueba de habilidades de atención al cliente',
        'Prueba de mecanografía',
        'Puntuación de afinidad',
      ],
      fr: ['Évaluations', 'Customer service skills test', 'Test de dactylographie', 'Score d’adéquation'],
    };
    for (const language of ['en', 'es', 'fr'] as const) {
      await activateLanguage(language);
      await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
      serve(body);
      renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
      await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
      const sections = [...document.querySelectorAll('section.audit-measure')];
      expect(
        sections.map((section) => section.getAttribute('aria-label')),
        language,
      ).toEqual(names[language]);
      // Each table's region carries the measure's name in the reader's language too.
      for (const name of names[language])
        expect(screen.getAllByRole('region', { name: new RegExp(`^${name}: `) }).length, `${language} ${name}`).toBe(2);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('given Spanish, then the details and the tables read Spanish', async () => {
    await activateLanguage('es');
    await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
    serve(summaries());
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
    expect(screen.getByText('Fecha de la auditoría', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('Auditor independiente', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Negro o afroamericano' })).toBeTruthy();
    // A percent keeps to its number: a no-break space, so a narrow column never leaves "%" alone on a line.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Intervalo del 95\u00a0%');
    cleanup();
    vi.unstubAllGlobals();
    await activateLanguage('fr');
    await Promise.all([loadCatalog('bias-audit-summary'), loadCatalog('bias-audit-tables')]);
    serve(summaries());
    renderInApp(() => <PublicBiasAudit accountUuid={UUID} />);
    await screen.findByRole('heading', { level: 1, name: /Demo Company/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Intervalle à 95\u202f%');
  });
});
