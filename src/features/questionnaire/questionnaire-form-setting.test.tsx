// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D291: the plan editor's questionnaire setting, which form candidates answer.
 * A new questionnaire starts on the hiring form; the recruiter may choose the full form; the
 * plan's line names the form; all of it in the reader's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Language } from '../../../contracts/user.ts';
import type { QuestionnaireForm } from '../../../contracts/questionnaire-settings.ts';
import { activateLanguage, i18n, loadStaffMessages } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { questionnaireStaffKind } from './questionnaire.staff.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const settings = questionnaireStaffKind.settings!;

function show(draft: QuestionnaireForm) {
  const chosen: QuestionnaireForm[] = [];
  renderInApp(() => <settings.Form idPrefix="q" draft={draft} onDraft={(form) => chosen.push(form)} errors={{}} />);
  return chosen;
}

const WORDS: Record<Language, { legend: string; hiring: string; full: string; hint: RegExp; line: [string, string] }> =
  {
    en: {
      legend: 'Which items candidates answer',
      hiring: 'Hiring form',
      full: 'Full form',
      hint: /^Leaves out the items of the scales no hiring decision may use: Neuroticism/,
      line: ['hiring form', 'full form'],
    },
    es: {
      legend: 'Qué preguntas responden los candidatos',
      hiring: 'Versión para contratación',
      full: 'Versión completa',
      hint: /^Omite las preguntas de las escalas que ninguna decisión de contratación puede usar: el neuroticismo/,
      line: ['versión para contratación', 'versión completa'],
    },
    fr: {
      legend: 'Les questions auxquelles répondent les candidats',
      hiring: 'Version de recrutement',
      full: 'Version complète',
      hint: /^Omet les questions des échelles qu’aucune décision de recrutement ne peut utiliser\u202f: le névrosisme/,
      line: ['version de recrutement', 'version complète'],
    },
  };

describe("a requisition questionnaire's form", () => {
  it('given a new questionnaire activity, then the hiring form is its draft and is sent as such', () => {
    expect(settings.draftFrom(undefined)).toBe('hiring');
    expect(settings.draftFrom({ form: 'full' })).toBe('full');
    expect(settings.check('full', {})).toEqual({ form: 'full' });
  });

  for (const language of ['en', 'es', 'fr'] as const) {
    it(`given a ${language} reader, then the two forms are offered with their reasons, the hiring form chosen, and choosing the full form sends it`, async () => {
      await loadStaffMessages();
      await activateLanguage(language);
      const words = WORDS[language];
      const chosen = show('hiring');
      expect(await screen.findByRole('group', { name: words.legend })).toBeTruthy();
      const hiring = screen.getByRole('radio', { name: words.hiring }) as HTMLInputElement;
      const full = screen.getByRole('radio', { name: words.full }) as HTMLInputElement;
      expect(hiring.checked).toBe(true);
      expect(full.checked).toBe(false);
      expect(hiring.getAttribute('aria-describedby')).toBe('q-form-hiring-hint');
      expect(document.getElementById('q-form-hiring-hint')!.textContent).toMatch(words.hint);
      fireEvent.click(full);
      expect(chosen).toEqual(['full']);
      expect([settings.details(i18n, { form: 'hiring' }), settings.details(i18n, { form: 'full' })]).toEqual(
        words.line,
      );
    });
  }
});
