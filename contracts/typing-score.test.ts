import { describe, expect, it } from 'vitest';
import { alignTyped, BACKSPACE, diffToEvents, replayKeystrokes, scoreTyping, type KeyEvent } from './typing-score.ts';

/** Types `text` one character per 100 ms, starting at 100 ms. */
const typeAll = (text: string, from = 0): KeyEvent[] => [...text].map((k, i) => ({ t: (from + i + 1) * 100, k }));

describe('aligning the typed text to the passage (one slip, one error)', () => {
  const passage = 'the small cat sat on the mat';

  it('given the passage typed right up to a point, then no error and every word reached counts', () => {
    expect(alignTyped(passage, 'the small cat ')).toMatchObject({ errors: 0, correctWords: 3, extras: [] });
  });

  it('given a left-out letter ("smal"), then one error and the words after it are judged in place', () => {
    const a = alignTyped(passage, 'the smal cat sat on ');
    expect(a.errors).toBe(1);
    // One of the two l's of "small" is marked left out (which one does not matter), nothing else.
    expect(a.marks.filter((m) => m !== 'ok')).toEqual(['missed']);
    expect(a.marks.indexOf('missed')).toBeGreaterThanOrEqual(7);
    // "the", "cat", "sat", "on" count; "small" does not.
    expect(a.correctWords).toBe(4);
  });

  it('given an extra letter ("smaxll"), then one error and the extra letter is shown where it was typed', () => {
    const a = alignTyped(passage, 'the smaxll cat sat ');
    expect(a).toMatchObject({ errors: 1, extras: [{ at: 7, char: 'x' }], correctWords: 3 });
    expect(a.marks.every((m) => m === 'ok')).toBe(true);
  });

  it('given a doubled letter ("smalll"), then one error', () => {
    expect(alignTyped(passage, 'the smalll cat sat ')).toMatchObject({ errors: 1, correctWords: 3 });
  });

  it('given two neighbouring letters swapped ("teh"), then one error marking both letters', () => {
    const a = alignTyped(passage, 'teh small cat ');
    expect(a.errors).toBe(1);
    expect(a.marks.slice(0, 3)).toEqual(['ok', 'wrong', 'wrong']);
    expect(a.correctWords).toBe(2);
  });

  it('given a wrong letter ("smell"), then one error', () => {
    expect(alignTyped(passage, 'the smell cat sat ')).toMatchObject({ errors: 1, correctWords: 3 });
  });

  it('given a whole word skipped ("the cat sat"), then one error and the rest in place', () => {
    const a = alignTyped(passage, 'the cat sat on the mat');
    expect(a.errors).toBe(1);
    // " small" or "small " (the same six characters either way) left out.
    expect(a.marks.filter((m) => m === 'missed')).toHaveLength(6);
    expect(a.marks.filter((m) => m === 'wrong')).toHaveLength(0);
    expect(a.marks.length).toBe(passage.length);
    expect(a.correctWords).toBe(6);
  });

  it('given a whole extra word typed, then one error per extra character and the rest in place', () => {
    const a = alignTyped('the cat sat on the mat', 'the big cat sat on ');
    expect(a.errors).toBe(4);
    expect(a.correctWords).toBe(4);
  });

  it('given a left-out space ("thesmall"), then one error and both words still count', () => {
    expect(alignTyped(passage, 'thesmall cat ')).toMatchObject({ errors: 1, correctWords: 3 });
  });

  it('given the run cut off mid-word, then the started word is no error and not yet a correct word', () => {
    expect(alignTyped(passage, 'the sma')).toMatchObject({ errors: 0, correctWords: 1 });
    expect(alignTyped(passage, 'the sma').marks).toHaveLength(7);
  });

  it('given a wrong last letter, then it is a wrong letter, not an extra one', () => {
    const a = alignTyped('the cat sat', 'the cax');
    expect(a).toMatchObject({ errors: 1, extras: [] });
    expect(a.marks[6]).toBe('wrong');
  });

  it('given several slips far apart, then each costs one error', () => {
    // "smal" (left out), "caat" (doubled), "sta" (swapped), "on" right, "teh" (swapped).
    expect(alignTyped(passage, 'the smal caat sta on teh mat')).toMatchObject({ errors: 4, correctWords: 3 });
  });

  it('given more text than the passage, then each extra character is an error', () => {
    expect(alignTyped('one two', 'one two three')).toMatchObject({ errors: 6, correctWords: 2 });
  });

  it('given a long text, then it aligns within the band quickly', () => {
    const long = 'the quick brown fox jumps over the lazy dog '.repeat(70).trim();
    const typed = long.slice(0, 3000).replace('quick', 'quik');
    const started = performance.now();
    expect(alignTyped(long, typed).errors).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the worked examples of docs/scoring.md (30 s each)', () => {
  const cases: [string, string, number, number, number, number][] = [
    ['the small cat sat', 'the smal cat ', 1, 5.2, 4.8, 92.3],
    ['the small cat sat', 'the smalll cat ', 1, 6, 5.6, 93.3],
    ['the small cat sat', 'teh small cat ', 1, 5.6, 5.2, 92.9],
    ['the small cat sat on', 'the cat sat on', 1, 5.6, 5.2, 92.9],
  ];
  for (const [passage, typed, errors, rawWpm, netWpm, accuracy] of cases) {
    it(`given "${typed}" for "${passage}", then ${errors} error, gross ${rawWpm}, net ${netWpm}, accuracy ${accuracy}`, () => {
      expect(scoreTyping(passage, typeAll(typed), 30_000)).toMatchObject({ errors, rawWpm, netWpm, accuracy });
    });
  }
});

describe('the issue 43 example: one left-out letter in a long run', () => {
  it('given "smal" for "small" and the rest right, then one error and accuracy, net and gross agree', () => {
    const text =
      'a small boat sailed across the quiet bay while the sun rose over the hills and the fishermen waved from the shore as they mended their nets';
    const typed = text.replace('small', 'smal');
    const score = scoreTyping(text, typeAll(typed), 60_000);
    // 138 typed characters, 1 error: 137 credited. Gross 138 / 5 = 27.6, net 137 / 5 = 27.4, accuracy 137 / 138 = 99.3 %.
    expect(score).toMatchObject({ errors: 1, correctChars: 137, rawWpm: 27.6, netWpm: 27.4, accuracy: 99.3 });
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

  it('given a mistake corrected with one backspace, then the final text is judged: no error, the correction is counted', () => {
    // "the cat " typed as t,h,e,space,c,o,BACKSPACE,a,t,space in 30 s: the text is right, 8 characters.
    const events: KeyEvent[] = [...'the co'].map((k, i) => ({ t: i * 100, k }));
    events.push({ t: 700, k: BACKSPACE }, { t: 800, k: 'a' }, { t: 900, k: 't' }, { t: 1000, k: ' ' });
    const score = scoreTyping('the cat sat', events, 30_000);
    // net = gross = 8 / 5 / 0.5 min = 3.2; accuracy 8 / 8 = 100 %; 9 insertions + 1 deletion = 10 keystrokes.
    expect(score).toMatchObject({
      text: 'the cat ',
      correctChars: 8,
      errors: 0,
      netWpm: 3.2,
      rawWpm: 3.2,
      accuracy: 100,
      corrections: 1,
      keystrokes: 10,
    });
  });

  it('given an uncorrected wrong letter, then it costs one character: net = gross x accuracy', () => {
    // "the cot " in 30 s: 8 typed, 1 error, 7 credited. Gross 8 / 5 / 0.5 = 3.2; net 7 / 5 / 0.5 = 2.8; accuracy 7 / 8 = 87.5 %.
    const score = scoreTyping('the cat sat', typeAll('the cot '), 30_000);
    expect(score).toMatchObject({
      correctChars: 7,
      errors: 1,
      netWpm: 2.8,
      rawWpm: 3.2,
      accuracy: 87.5,
      corrections: 0,
    });
  });

  it('given nothing typed, then zero WPM, accuracy 100, and no division by zero for a zero-length run', () => {
    expect(scoreTyping('the cat', [], 0)).toMatchObject({ netWpm: 0, rawWpm: 0, accuracy: 100, keystrokes: 0 });
  });
});

describe('the keystroke log', () => {
  it('given a backspace with nothing typed, then it is not a correction', () => {
    expect(
      replayKeystrokes([
        { t: 1, k: BACKSPACE },
        { t: 2, k: 'a' },
      ]),
    ).toMatchObject({ text: 'a', corrections: 0, charKeystrokes: 1 });
  });

  it('given a text box change, then the events replay into the new text', () => {
    const events = [...diffToEvents('', 'the cx', 10), ...diffToEvents('the cx', 'the cat', 20)];
    expect(events.filter((e) => e.k === BACKSPACE)).toHaveLength(1);
    expect(replayKeystrokes(events)).toMatchObject({
      text: 'the cat',
      corrections: 1,
      charKeystrokes: 8,
      lastEventMs: 20,
    });
  });
});
