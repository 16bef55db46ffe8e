import { describe, expect, it } from 'vitest';
import {
  IDLE,
  canAccept,
  canRegenerate,
  nextSuggestion,
  type SuggestionEvent,
  type SuggestionState,
} from './suggestion-machine.ts';

const request = { action: 'shorten' as const, text: 'A long text', range: { from: 1, to: 12 } };
const run = (events: SuggestionEvent[], from: SuggestionState = IDLE) => events.reduce(nextSuggestion, from);

describe('a writing-help suggestion', () => {
  it('given a request, when pieces arrive and the stream completes, then the text is the pieces joined and can be accepted', () => {
    const state = run([
      { type: 'start', request },
      { type: 'piece', text: 'A ' },
      { type: 'piece', text: 'text' },
      { type: 'done' },
    ]);
    expect(state).toEqual({ status: 'ready', request, text: 'A text' });
    expect(canAccept(state)).toBe(true);
  });

  it('given a streaming suggestion, when the server replaces it, then the text is the replacement', () => {
    expect(
      run([
        { type: 'start', request },
        { type: 'piece', text: '<b' },
        { type: 'replace', text: 'b' },
      ]),
    ).toMatchObject({ text: 'b' });
  });

  it('given a failure mid-stream, when it fails, then the partial text is kept, it cannot be accepted but can be regenerated', () => {
    const state = run([
      { type: 'start', request },
      { type: 'piece', text: 'Half' },
      { type: 'fail', code: 'network' },
    ]);
    expect(state).toMatchObject({ status: 'failed', text: 'Half', error: { code: 'network' } });
    expect(canAccept(state)).toBe(false);
    expect(canRegenerate(state)).toBe(true);
  });

  it('given a closed suggestion, when a late piece arrives, then nothing changes', () => {
    const state = run([{ type: 'start', request }, { type: 'close' }, { type: 'piece', text: 'late' }]);
    expect(state).toBe(IDLE);
  });

  it('given a ready suggestion, when regenerated, then it streams again from empty for the same request', () => {
    const ready = run([{ type: 'start', request }, { type: 'piece', text: 'x' }, { type: 'done' }]);
    expect(run([{ type: 'start', request }], ready)).toEqual({ status: 'streaming', request, text: '' });
  });
});
