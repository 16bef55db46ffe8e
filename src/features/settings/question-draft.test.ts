import { describe, expect, it } from 'vitest';
import type { Question } from '../../../contracts/question-bank.ts';
import { changesOf, checkDraft, draftOf, emptyDraft, emptyDraftFor, withType } from './question-draft.ts';

const question: Question = {
  account_question_id: 7,
  account_id: 1,
  question_list: 'prescreen',
  question_type: 'single_choice',
  question_text: 'Which shift?',
  question_text_i18n: {},
  help_text: '',
  help_text_i18n: {},
  measurement_type_id: null,
  settings: {},
  is_archived: false,
  options: [
    { question_option_id: 1, option_text: 'Day', option_text_i18n: {}, sort_order: 0, score: 100, is_knockout: false },
    {
      question_option_id: 2,
      option_text: 'Night',
      option_text_i18n: {},
      sort_order: 1,
      score: null,
      is_knockout: true,
    },
  ],
  attributes: [],
  usage_count: 2,
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('a bank question draft', () => {
  it('given a yes-or-no draft with a knockout answer, then it sends trimmed text and the choices with their points', () => {
    const draft = emptyDraft('yes_no', ['Sí', 'No']);
    draft.question_text = '  Can you work weekends?  ';
    draft.options[1] = { option_text: ' No ', option_text_i18n: {}, score: '', is_knockout: true };
    draft.options[0]!.score = '100';
    const { input, problems } = checkDraft(draft);
    expect(problems).toEqual([]);
    expect(input).toEqual({
      question_type: 'yes_no',
      question_text: 'Can you work weekends?',
      question_text_i18n: {},
      help_text: '',
      help_text_i18n: {},
      options: [
        { option_text: 'Sí', option_text_i18n: {}, score: 100, is_knockout: false },
        { option_text: 'No', option_text_i18n: {}, score: null, is_knockout: true },
      ],
      settings: {},
    });
  });

  it('given blank text, a blank choice, points out of range and one choice of two, then each is named and nothing is sent', () => {
    const draft = {
      ...emptyDraft('single_choice'),
      options: [{ option_text: ' ', option_text_i18n: {}, score: '150', is_knockout: false }],
    };
    expect(checkDraft(draft).problems).toEqual([
      { prop: 'question_text', code: 'required' },
      { prop: 'option', index: 0, code: 'required' },
      { prop: 'option', index: 0, code: 'score_range' },
      { prop: 'options', code: 'options_required' },
    ]);
    expect(
      checkDraft({
        ...draft,
        question_text: 'Q',
        options: [
          { option_text: 'A', option_text_i18n: {}, score: 'lots', is_knockout: false },
          { option_text: 'B', option_text_i18n: {}, score: '', is_knockout: false },
        ],
      }).problems,
    ).toEqual([{ prop: 'option', index: 0, code: 'score_range' }]);
  });

  it('given a number question, then its limits are numbers and the lowest is not above the highest; text limits are whole numbers', () => {
    const number = { ...emptyDraft('number'), question_text: 'Years?', min: '0', max: '40,5' };
    expect(checkDraft(number).input.settings).toEqual({ min: 0, max: 40.5 });
    expect(checkDraft({ ...number, min: '10', max: '5' }).problems).toEqual([{ prop: 'max', code: 'min_above_max' }]);
    expect(checkDraft({ ...number, min: 'ten' }).problems).toEqual([{ prop: 'min', code: 'not_a_number' }]);
    const text = { ...emptyDraft('short_text'), question_text: 'Name?', max_length: '2.5' };
    expect(checkDraft(text).problems).toEqual([{ prop: 'max_length', code: 'not_a_number' }]);
    expect(checkDraft({ ...text, max_length: '80', min: '3' }).input.settings).toEqual({ max_length: 80 });
  });

  it('given a change of type, then choices stay for choice types, Yes and No appear for yes-or-no, and text types drop them', () => {
    const draft = draftOf(question);
    expect(withType(draft, 'multiple_choice', ['Yes', 'No']).options).toHaveLength(2);
    expect(withType(draft, 'long_text', ['Yes', 'No']).options).toEqual([]);
    expect(
      withType(withType(draft, 'long_text', ['Yes', 'No']), 'yes_no', ['Oui', 'Non']).options.map((o) => o.option_text),
    ).toEqual(['Oui', 'Non']);
  });

  it('given an edit of the wording only, then only the wording is sent, never the choices (an answered question keeps them)', () => {
    const draft = { ...draftOf(question), question_text: 'Which shift suits you?' };
    expect(changesOf(question, checkDraft(draft).input)).toEqual({ question_text: 'Which shift suits you?' });
    const rescored = {
      ...draftOf(question),
      options: draftOf(question).options.map((o, i) => (i === 1 ? { ...o, score: '20' } : o)),
    };
    expect(changesOf(question, checkDraft(rescored).input).options).toEqual([
      { option_text: 'Day', option_text_i18n: {}, score: 100, is_knockout: false },
      { option_text: 'Night', option_text_i18n: {}, score: 20, is_knockout: true },
    ]);
  });

  it('given versions in other languages (D287), then they are sent trimmed without blanks, and an edit sends only the versions that changed; new choice versions send the same choices (the server keeps their ids)', () => {
    const draft = {
      ...draftOf(question),
      question_text_i18n: { es: ' ¿Qué turno? ', fr: '  ' },
      help_text_i18n: {},
      options: draftOf(question).options.map((o, i) => (i === 0 ? { ...o, option_text_i18n: { es: 'Día ' } } : o)),
    };
    const { input } = checkDraft(draft);
    expect(input.question_text_i18n).toEqual({ es: '¿Qué turno?' });
    expect(input.options?.[0]?.option_text_i18n).toEqual({ es: 'Día' });
    expect(changesOf(question, input)).toEqual({
      question_text_i18n: { es: '¿Qué turno?' },
      options: [
        { option_text: 'Day', option_text_i18n: { es: 'Día' }, score: 100, is_knockout: false },
        { option_text: 'Night', option_text_i18n: {}, score: null, is_knockout: true },
      ],
    });
    const translated = {
      ...question,
      question_text_i18n: { es: '¿Qué turno?' },
      options: question.options.map((o, i) => (i === 0 ? { ...o, option_text_i18n: { es: 'Día' } } : o)),
    };
    expect(changesOf(translated, input)).toEqual({});
  });

  it('given an interview-list draft, then it is long text with guidance and probes; more than ten probes are refused; an edit sends the probes only when they changed', () => {
    const draft = {
      ...emptyDraftFor('interview', ['Yes', 'No']),
      question_text: ' Why us? ',
      help_text: ' Listen. ',
      attributeIds: [3, 1],
    };
    const { input, problems } = checkDraft(draft, 'interview');
    expect(problems).toEqual([]);
    expect(input).toEqual({
      question_type: 'long_text',
      question_text: 'Why us?',
      help_text: 'Listen.',
      options: [],
      settings: {},
      attributes: [{ attribute_type_id: 3 }, { attribute_type_id: 1 }],
    });
    expect(checkDraft({ ...draft, attributeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'interview').problems).toEqual([
      { prop: 'attributes', code: 'too_many' },
    ]);
    const saved = {
      ...question,
      question_list: 'interview' as const,
      question_type: 'long_text' as const,
      question_text: 'Why us?',
      help_text: 'Listen.',
      options: [],
      attributes: [1, 3].map((id) => ({ attribute_type_id: id, name: '', weight: 1 })),
    };
    expect(changesOf(saved, input)).toEqual({});
    expect(changesOf(saved, checkDraft({ ...draft, attributeIds: [1] }, 'interview').input)).toEqual({
      attributes: [{ attribute_type_id: 1 }],
    });
  });
});
