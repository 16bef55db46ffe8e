// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staffFolders } from '../../../scripts/staff-folders.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLanguage, i18n, loadStaffMessages } from '../../lib/i18n.ts';
import { SCORE_EXPLANATIONS, SCORE_KINDS } from './score-explanation.ts';
import { ScoreHelp } from './score-help.tsx';

afterEach(cleanup);

describe('each kind of score shown to staff', () => {
  it('has an explanation that names its scale, in English, Spanish and French', async () => {
    await activateLanguage('en');
    const english = Object.fromEntries(SCORE_KINDS.map((kind) => [kind, i18n._(SCORE_EXPLANATIONS[kind])]));
    for (const kind of SCORE_KINDS) {
      expect(english[kind]!.length, kind).toBeGreaterThan(40);
      // A scale: a range ("0 to 100", "1 to 5"), a percent, or a unit the score is counted in.
      expect(english[kind], kind).toMatch(/\d+ to \d+|[Pp]ercent|per minute|per second/);
    }
    for (const language of ['es', 'fr'] as const) {
      await activateLanguage(language);
      await loadStaffMessages();
      for (const kind of SCORE_KINDS) {
        const text = i18n._(SCORE_EXPLANATIONS[kind]);
        expect(text, `${kind} in ${language}`).not.toBe(english[kind]);
        expect(text.length, `${kind} in ${language}`).toBeGreaterThan(40);
      }
    }
    await activateLanguage('en');
  });
});

/**
 * Staff screens that print a score, found by what they render in the staff feature folders (the
 * route tree's, scripts/staff-folders.mjs); each must explain it with ScoreHelp or ScoreLine.
 */
const SHOWS_A_SCORE = /fit_score|predictive_score|formatScore\(|<ScoreBar|\.percent\b|Score \(0-100\)/;
/** Files that match without showing a score themselves, and why. */
const NOT_A_PLACE: Readonly<Record<string, string>> = {
  'scorecard/scorecard-format.tsx': 'defines formatScore and ScoreBar; the screens that use them explain',
  'scorecard/scorecard-screen.tsx': 'hands the scores to ScorecardHeader, which explains them',
  'bias-audit/audit-tables.tsx': 'names the fit score as a measure of the audit, whose own notes explain it',
  'scorecard/score-band.tsx':
    "formats a scale's score with its band (D304); scorecard-sections.tsx, which shows it, explains",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the places that show a score', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  const features = join(root, 'src', 'features');
  const staff = staffFolders(root).features;
  const places = staff
    .flatMap((folder) => sourceFiles(join(features, folder)))
    .map((path) => ({ path: path.slice(features.length + 1).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }))
    .filter(({ text }) => SHOWS_A_SCORE.test(text));

  it('are found (the scorecard, the applicant list, the board and the dashboards among them)', () => {
    const paths = places.map((p) => p.path);
    for (const expected of [
      'scorecard/scorecard-header.tsx',
      'scorecard/scorecard-sections.tsx',
      'scorecard/language-test-section.tsx',
      'applicants/applicant-table.tsx',
      'applicants/compare-screen.tsx',
      'pipeline/board-screen.tsx',
      'job-profiles/person-screen.tsx',
    ])
      expect(paths).toContain(expected);
  });

  it('each explain the score with the shared component', () => {
    const unexplained = places
      .filter(({ path }) => !(path in NOT_A_PLACE))
      .filter(({ text }) => !/<Score(Help|Line)\b/.test(text))
      .map(({ path }) => path);
    expect(unexplained).toEqual([]);
  });
});

describe('ScoreHelp', () => {
  it('given a score, when its button is pressed by keyboard or click, then the explanation shows, and Escape hides it', async () => {
    await activateLanguage('en');
    render(
      <I18nProvider i18n={i18n}>
        <ScoreHelp kind="fit" name="Fit score" />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'How Fit score is scored' });
    const explanation = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(explanation.hidden).toBe(true);
    expect(explanation.textContent).toContain('0 to 100');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(explanation.hidden).toBe(false);

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(explanation.hidden).toBe(true);
  });
});
