import { describe, expect, it } from 'vitest';
import {
  BACKSPACE,
  correctCharacters,
  diffToEvents,
  replayKeystrokes,
  scoreTyping,
  type KeyEvent,
} from './typing-score.ts';

/** Types `text` one character per 100 ms, starting at 100 ms. */
const typeAll = (text: string, from = 0): KeyEvent[] => [...text].map((k, i) => ({ t: (from + i + 1) * 100, k }));

describe('correct characters (words and their spaces)', () => {
  it('given "the cat sat" typed as "the cat sat ", then 3 words + 3 spaces = 12 characters', () => {
    expect(correctCharacters('the cat sat on the mat', 'the cat sat ')).toEqual({
      correctChars: 12,
      correctWords: 3,
      typedWords: 3,
    });
  });

  it('given a wrong middle word, then neither it nor its space counts: "the cot sat " = 4 + 4 = 8', () => {
    expect(correctCharacters('the cat sat on the mat', 'the cot sat ')).toEqual({
      correctChars: 8,
      correctWords: 2,
      typedWords: 3,
    });
  });

  it('given the run cut off mid-word, then a correct start of the word counts without a space: "the ca" = 4 + 2 = 6', () => {
    expect(correctCharacters('the cat sat', 'the ca')).toMatchObject({ correctChars: 6, correctWords: 1 });
  });

  it('given a finished wrong last word, then it does not count: "the cax" = 4', () => {
    expect(correctCharacters('the cat sat', 'the cax')).toMatchObject({ correctChars: 4 });
  });

  it('given more words than the passage has, then the extra ones do not count', () => {
    expect(correctCharacters('one two', 'one two three ')).toMatchObject({ correctChars: 8, typedWords: 3 });
  });
});

describe('scoring a run (hand-worked)', () => {
  it('given 60 correct characters (12 words of "abcd " ) in one minute, then net = raw = 12 WPM, accuracy 100', () => {
    const passage = 'abcd '.repeat(20).trim();
    const score = scoreTyping(passage, typeAll('abcd '.repeat(12)), 60_000);
    // 12 words x 4 letters + 12 spaces = 60 characters = 12 "words" of 5 in 1 minute.
    expect(score).toMatchObject({
      correctChars: 60,
      netWpm: 12,
      rawWpm: 12,
      accuracy: 100,
      corrections: 0,
      keystrokes: 60,
    });
  });

  it('given a mistake corrected with one backspace, then accuracy counts it but net WPM does not lose the word', () => {
    // "the cat " typed as t,h,e,space,c,o,BACKSPACE,a,t,space: 9 insertions, 8 correct, 1 correction.
    const events: KeyEvent[] = [...'the co'].map((k, i) => ({ t: i * 100, k }));
    events.push({ t: 700, k: BACKSPACE }, { t: 800, k: 'a' }, { t: 900, k: 't' }, { t: 1000, k: ' ' });
    const score = scoreTyping('the cat sat', events, 30_000);
    // net: 8 correct characters / 5 / 0.5 min = 3.2; raw: 9 insertions / 5 / 0.5 = 3.6; accuracy 8/9 = 88.9 %.
    expect(score).toMatchObject({
      text: 'the cat ',
      correctChars: 8,
      netWpm: 3.2,
      rawWpm: 3.6,
      accuracy: 88.9,
      corrections: 1,
      keystrokes: 10,
    });
  });

  it('given an uncorrected mistake, then the word is lost from net WPM but counts in raw WPM', () => {
    // "the cot " in 30 s: net 4 / 5 / 0.5 = 1.6; raw 8 / 5 / 0.5 = 3.2; accuracy 7/8 = 87.5 %.
    const score = scoreTyping('the cat sat', typeAll('the cot '), 30_000);
    expect(score).toMatchObject({ correctChars: 4, netWpm: 1.6, rawWpm: 3.2, accuracy: 87.5, corrections: 0 });
  });

  it('given nothing typed, then zero WPM, accuracy 100, and no division by zero for a zero-length run', () => {
    expect(scoreTyping('the cat', [], 0)).toMatchObject({ netWpm: 0, rawWpm: 0, accuracy: 100, keystrokes: 0 });
  });
});

describe('the keystroke log', () => {
  it('given a backspace with nothing typed, then it is not a correction', () => {
    expect(
      replayKeystrokes('ab', [
        { t: 1, k: BACKSPACE },
        { t: 2, k: 'a' },
      ]),
    ).toMatchObject({ text: 'a', corrections: 0, charKeystrokes: 1 });
  });

  it('given a text box change, then the events replay into the new text', () => {
    const events = [...diffToEvents('', 'the cx', 10), ...diffToEvents('the cx', 'the cat', 20)];
    expect(events.filter((e) => e.k === BACKSPACE)).toHaveLength(1);
    expect(replayKeystrokes('the cat', events)).toMatchObject({
      text: 'the cat',
      corrections: 1,
      charKeystrokes: 8,
      correctKeystrokes: 7,
      lastEventMs: 20,
    });
  });
});
