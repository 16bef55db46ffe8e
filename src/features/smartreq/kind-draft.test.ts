import { describe, expect, it } from 'vitest';
import { checkKindDraft, draftFrom } from './kind-draft.ts';

describe("a typing test's draft", () => {
  it("given a new activity, then it starts from the company's defaults and sends its minimums", () => {
    const draft = draftFrom(undefined, {
      typing_defaults: { duration_seconds: 120, min_net_wpm: 35, min_accuracy: null },
    });
    expect(draft.byKind.typing_test).toMatchObject({ duration: '120', minWpm: '35', minAccuracy: '' });
    expect(checkKindDraft('typing_test', draft).fields.typing).toEqual({
      duration_seconds: 120,
      language: null,
      min_net_wpm: 35,
      min_accuracy: null,
    });
  });

  it('given minimums out of range, then each names its field and nothing is sent', () => {
    const draft = draftFrom();
    const typing = { ...(draft.byKind.typing_test as object), minWpm: '0', minAccuracy: '101' };
    const checked = checkKindDraft('typing_test', { byKind: { ...draft.byKind, typing_test: typing } });
    expect(Object.keys(checked.errors).sort()).toEqual(['typing-min-accuracy', 'typing-min-wpm']);
    expect(checked.fields).toEqual({});
  });
});

describe('the drafts of kinds whose settings are their own fields', () => {
  it('given a new video activity, then it starts with one question, and an empty one names its field and sends nothing', () => {
    const draft = draftFrom();
    const [question] = draft.byKind.video as { key: number }[];
    const checked = checkKindDraft('video', draft);
    expect(Object.keys(checked.errors)).toEqual([`video-${question!.key}-text`]);
    expect(checked.fields).toEqual({});
  });

  it('given a written video question, then it is sent trimmed with its time and retakes', () => {
    const draft = draftFrom();
    const [question] = draft.byKind.video as object[];
    const written = { ...question, text: ' Why us? ', timeLimit: '90', retakes: '' };
    expect(checkKindDraft('video', { byKind: { ...draft.byKind, video: [written] } }).fields).toEqual({
      video_questions: [{ text: 'Why us?', media: 'video', time_limit_seconds: 90, max_retakes: null }],
    });
  });

  it('given a skills-test activity without a test, then the choice is asked for; with one, its id is sent', () => {
    expect(Object.keys(checkKindDraft('skills_test', draftFrom()).errors)).toEqual(['skills-test']);
    expect(checkKindDraft('skills_test', { byKind: { skills_test: 4 } }).fields).toEqual({ skills_test_id: 4 });
  });

  it('given a new language test, then both parts in English are sent', () => {
    expect(checkKindDraft('language_test', draftFrom()).fields).toEqual({
      language_test: { language: 'en', instruction_language: 'en', parts: ['listening', 'reading'] },
    });
  });

  it('given a kind without settings, then nothing is sent', () => {
    expect(checkKindDraft('resume', draftFrom())).toEqual({ errors: {}, fields: {} });
  });
});
