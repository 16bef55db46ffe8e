import { describe, expect, it } from 'vitest';
import { checkKindDraft, draftFrom } from './kind-draft.ts';

describe("a typing test's draft", () => {
  it("given a new activity, then it starts from the company's defaults and sends its minimums", () => {
    const draft = draftFrom(undefined, { duration_seconds: 120, min_net_wpm: 35, min_accuracy: null });
    expect(draft).toMatchObject({ typingDuration: '120', typingMinWpm: '35', typingMinAccuracy: '' });
    expect(checkKindDraft('typing_test', draft).fields.typing).toEqual({
      duration_seconds: 120,
      language: null,
      min_net_wpm: 35,
      min_accuracy: null,
    });
  });

  it('given minimums out of range, then each names its field and nothing is sent', () => {
    const checked = checkKindDraft('typing_test', { ...draftFrom(), typingMinWpm: '0', typingMinAccuracy: '101' });
    expect(Object.keys(checked.errors).sort()).toEqual(['typing-min-accuracy', 'typing-min-wpm']);
    expect(checked.fields).toEqual({});
  });
});
