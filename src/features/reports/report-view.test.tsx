/** The candidate's report words every band neutrally, in English, Spanish and French (D198). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AssessmentReport, ReportAttribute } from '../../../contracts/reports.ts';
import { ReportView } from './report-view.tsx';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/reports.po'),
  es: () => import('../../locales/es/reports.po'),
  fr: () => import('../../locales/fr/reports.po'),
};

const row = (code: string, name: string, parent: string | null, normalised: number): ReportAttribute => ({
  code,
  parent_code: parent,
  name,
  description: null,
  item_count: 4,
  answered_count: 4,
  raw: null,
  normalised,
  band: normalised < 37.5 ? 'low' : normalised > 62.5 ? 'high' : 'average',
});

/** The example: "Morality 25" and "Self-efficacy 0" read as verdicts before. */
const report: AssessmentReport = {
  user_asmt_id: '00000000-0000-4000-8000-000000000001',
  asmt_id: 1,
  kind: 'personality',
  title: 'Personality questionnaire',
  job_title: 'Cashier',
  ref_id: '00000000-0000-4000-8000-000000000002',
  completed_at: '2026-11-20T10:00:00.000Z',
  language: 'en',
  candidate_name: 'Ana Ruiz',
  scoring_key: 'ipip-neo-120@1',
  method: 'sum',
  holland_code: null,
  item_count: 120,
  answered_count: 120,
  attributes: [
    row('A', 'Agreeableness', null, 50),
    row('A2', 'Morality', 'A', 25),
    row('C', 'Conscientiousness', null, 80),
    row('C1', 'Self-efficacy', 'C', 0),
  ],
};

async function renderIn(locale: string) {
  const { messages } = await catalogs[locale]!();
  i18n.loadAndActivate({ locale, messages: messages as Messages });
  render(
    <I18nProvider i18n={i18n}>
      <ReportView report={report} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('the personality report in neutral words', () => {
  const expected = {
    en: { morality: 'Strategic', selfEfficacy: 'Prepares before committing', c: 'Organised and persistent' },
    es: { morality: 'Estratégico', selfEfficacy: 'Se prepara antes de comprometerse', c: 'Organizado y constante' },
    fr: { morality: 'Stratège', selfEfficacy: 'Se prépare avant de s’engager', c: 'Organisé et persévérant' },
  } as const;

  for (const locale of ['en', 'es', 'fr'] as const) {
    it(`given Morality 25 and Self-efficacy 0 in ${locale}, then each reads as a strength, never "Low", and the report carries its language for hyphenation`, async () => {
      await renderIn(locale);
      const cells = screen.getAllByRole('cell').map((c) => c.textContent ?? '');
      expect(cells).toContain(expected[locale].morality);
      expect(cells).toContain(expected[locale].selfEfficacy);
      expect(cells).toContain(expected[locale].c);
      // An average score names both ends.
      expect(cells.some((c) => c.includes('“') || c.includes('«'))).toBe(true);
      for (const verdict of ['Low', 'High', 'Bajo', 'Alto', 'Faible', 'Élevé']) expect(cells).not.toContain(verdict);
      expect(screen.getByRole('article').getAttribute('lang')).toBe(locale);
    });
  }
});
