// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D273's follow-up: NYC Local Law 144's notice names the data retention policy.
 * A company that set a retention period has the notice state it, in the reader's language with
 * an ICU plural; without one, the notice keeps its way to ask in writing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TrackerNotice } from '../../../contracts/candidate-notice-rules.ts';
import { activateLanguage, loadCatalog } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { CandidateNotice } from './candidate-notice.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const notice = (retention_months: number | null | undefined): TrackerNotice => ({
  before_job_step_id: 2,
  texts: { en: null, es: null, fr: null },
  retention_months,
});

const show = (value: TrackerNotice) =>
  renderInApp(() => (
    <CandidateNotice refId="r" notice={value} steps={[]} titleOf={() => ''} companyName="Demo Company" />
  ));

describe('the candidate notice states the retention period', () => {
  it('given 18 months, then the English notice says so', async () => {
    await activateLanguage('en');
    show(notice(18));
    expect(
      await screen.findByText(
        "If you are not hired, Demo Company keeps this application's data for 18 months after its last activity, then removes your personal data from it.",
      ),
    ).toBeTruthy();
  });

  it('given one month and a Spanish reader, then it reads in Spanish (tú), singular', async () => {
    // The feature's catalog, as its screen's module would wait for it in the app.
    await loadCatalog('candidate');
    await activateLanguage('es');
    show(notice(1));
    expect(
      await screen.findByText(
        'Si no te contratan, Demo Company conserva los datos de esta candidatura durante 1 mes desde su última actividad y después borra de ella tus datos personales.',
      ),
    ).toBeTruthy();
    // Session 69's walk: it read "Personas leen los resultados…", a bare plural no Spanish sentence starts with.
    expect(
      screen.getByText(
        'Demo Company puntúa tus respuestas en las etapas siguientes según lo que necesita el puesto, igual para todos. Antes de tomar cualquier decisión, los resultados los leen personas.',
      ),
    ).toBeTruthy();
  });

  it('given no period set, or a tracker saved before the notice quoted it, then no retention line; the written request stays', async () => {
    await activateLanguage('en');
    for (const value of [null, undefined]) {
      show(notice(value));
      expect(await screen.findByText(/ask the hiring team in writing/)).toBeTruthy();
      expect(screen.queryByText(/If you are not hired/)).toBeNull();
      cleanup();
    }
  });
});

describe('the candidate notice names the qualifications and characteristics assessed (D511)', () => {
  it('given the attributes the fit score weighs, then it lists them, and the steps under their own heading', async () => {
    await activateLanguage('en');
    show({ ...notice(null), assessed: ['Conscientiousness', 'Customer focus'] });
    expect(await screen.findByText('The qualifications and characteristics assessed:')).toBeTruthy();
    expect(screen.getByText('Conscientiousness')).toBeTruthy();
    expect(screen.getByText('Customer focus')).toBeTruthy();
    expect(screen.getByText('The steps that assess them:')).toBeTruthy();
  });

  it('given none, or a tracker saved before the notice named them, then the assessed steps are the list', async () => {
    await activateLanguage('en');
    for (const value of [[], undefined]) {
      show({ ...notice(null), assessed: value });
      expect(await screen.findByText('The qualifications and characteristics assessed:')).toBeTruthy();
      expect(screen.queryByText('The steps that assess them:')).toBeNull();
      cleanup();
    }
  });
});
