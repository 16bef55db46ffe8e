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
