import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptySectionIds, questionProblems, sectionProblems, textsProblems } from './authoring-form.ts';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the authoring forms', () => {
  it('given a blank or too long title, then the title is named; instructions may be empty', () => {
    expect(textsProblems({ title: 'Forklift', instructions: '' })).toEqual({});
    expect(Object.keys(textsProblems({ title: '  ', instructions: '' }))).toEqual(['title']);
    expect(Object.keys(textsProblems({ title: 'x'.repeat(201), instructions: 'y'.repeat(5001) })).sort()).toEqual([
      'instructions',
      'title',
    ]);
  });

  it('given a timed section, then it needs 1 to 600 whole minutes; a practice section needs none', () => {
    const section = { title: 'Part', instructions: '', is_practice: false, pool: '', questionCount: 0 };
    expect(sectionProblems({ ...section, minutes: '15' })).toEqual({});
    for (const minutes of ['0', '601', '1.5', '', 'ten'])
      expect(Object.keys(sectionProblems({ ...section, minutes }))).toEqual(['minutes']);
    expect(sectionProblems({ ...section, is_practice: true, minutes: '' })).toEqual({});
  });

  it('given a pool size, then a timed section with questions takes 1 to as many as it has (D503)', () => {
    const section = { title: 'Part', instructions: '', is_practice: false, minutes: '15', questionCount: 3 };
    for (const pool of ['', ' ', '1', '3']) expect(sectionProblems({ ...section, pool })).toEqual({});
    for (const pool of ['0', '4', '1.5', 'two', '-1'])
      expect(Object.keys(sectionProblems({ ...section, pool }))).toEqual(['pool_size']);
    expect(Object.keys(sectionProblems({ ...section, pool: '1', questionCount: 0 }))).toEqual(['pool_size']);
    // A practice section hides the field and sends no pool, whatever was typed before.
    expect(sectionProblems({ ...section, pool: '1', is_practice: true })).toEqual({});
  });

  it('given a question, then it needs its text, 2 to 10 options with text, and a correct one, each named', () => {
    const options = [
      { text: 'Legs', is_correct: true },
      { text: 'Back', is_correct: false },
    ];
    expect(questionProblems({ text: 'How?', options })).toEqual({});
    expect(Object.keys(questionProblems({ text: '', options: [options[0]!] })).sort()).toEqual(['options', 'text']);
    expect(
      Object.keys(questionProblems({ text: 'How?', options: options.map((o) => ({ ...o, is_correct: false })) })),
    ).toEqual(['options']);
    expect(
      Object.keys(questionProblems({ text: 'How?', options: [options[0]!, { text: ' ', is_correct: false }] })),
    ).toEqual(['options.1.text']);
  });

  it("reads the server's empty sections from its publish refusal", () => {
    expect(
      emptySectionIds({ 'sections.12.questions': 'Question should not be empty', title: 'x', sections: 'y' }),
    ).toEqual([12]);
  });
});
