// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D287: a Spanish candidate read the company's screening questions and the
 * activity's name in English. On the device, each text is picked in the screen's language from the
 * versions the server sent: the company's version, else the default language's; the activity's
 * name falls back to the product's name for it, translated, never another language's.
 */
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobQuestions } from '../../../contracts/screening-questions.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { questionsInLanguage } from './question-language.ts';

afterEach(async () => {
  await activateLanguage('en');
});

const question = {
  account_question_id: 7,
  item_id: 'q7',
  question_type: 'single_choice' as const,
  question_text: 'Which shift suits you?',
  question_text_i18n: {
    en: 'Which shift suits you?',
    es: '¿Qué turno te viene mejor?',
    fr: 'Quel horaire vous convient ?',
  },
  help_text: 'Pick one.',
  help_text_i18n: { en: 'Pick one.' },
  is_required: true,
  settings: {},
  options: [
    {
      question_option_id: 70,
      option_text: 'Mornings',
      option_text_i18n: { en: 'Mornings', es: 'Mañanas' },
      sort_order: 1,
    },
    { question_option_id: 71, option_text: 'Evenings', option_text_i18n: { en: 'Evenings' }, sort_order: 2 },
  ],
};
const activity = (overrides: Partial<JobQuestions> = {}): JobQuestions => ({
  job_step_activity_id: 5,
  title: 'Screening questions',
  title_i18n: { en: 'Screening questions' },
  default_language: 'en',
  questions: [question],
  ...overrides,
});

describe('screening questions in the screen’s language', () => {
  it('given Spanish, then the question and the translated choice read Spanish, the untranslated help and choice the default language’s, and the built-in activity name is translated', async () => {
    await activateLanguage('es');
    const shown = questionsInLanguage(activity(), i18n);
    expect(shown.title).toBe('Preguntas de selección');
    const [q] = shown.questions;
    expect(q!.question_text).toBe('¿Qué turno te viene mejor?');
    expect(q!.help_text).toBe('Pick one.');
    expect(q!.options.map((o) => [o.question_option_id, o.option_text])).toEqual([
      [70, 'Mañanas'],
      [71, 'Evenings'],
    ]);
  });

  it('given a language switch, then the same copy reads the new language without a request', async () => {
    await activateLanguage('fr');
    expect(questionsInLanguage(activity(), i18n).questions[0]!.question_text).toBe('Quel horaire vous convient ?');
    await activateLanguage('en');
    expect(questionsInLanguage(activity(), i18n).questions[0]!.question_text).toBe('Which shift suits you?');
  });

  it('given an activity the company named only in English, then a Spanish reader gets the product’s name for it, not the English; a Spanish version wins', async () => {
    await activateLanguage('es');
    const named = activity({ title: 'Pre-screen', title_i18n: { en: 'Pre-screen' } });
    expect(questionsInLanguage(named, i18n).title).toBe('Preguntas de selección');
    const translated = activity({ title: 'Pre-screen', title_i18n: { en: 'Pre-screen', es: 'Preselección' } });
    expect(questionsInLanguage(translated, i18n).title).toBe('Preselección');
  });

  it('given a copy a device saved before versions existed, then it shows the texts the server chose', async () => {
    await activateLanguage('es');
    const old = activity({
      title_i18n: undefined,
      default_language: undefined,
      questions: [
        {
          ...question,
          question_text_i18n: undefined,
          help_text_i18n: undefined,
          options: [{ question_option_id: 70, option_text: 'Mornings', sort_order: 1 }],
        },
      ],
    });
    const shown = questionsInLanguage(old, i18n);
    expect(shown.questions[0]!.question_text).toBe('Which shift suits you?');
    expect(shown.questions[0]!.options[0]!.option_text).toBe('Mornings');
    expect(shown.title).toBe('Preguntas de selección');
  });
});
