import { describe, expect, it } from 'vitest';
import {
  alignTyped,
  BACKSPACE,
  boundTypingEvents,
  compactTypingEvents,
  diffToEvents,
  MAX_TYPING_EVENTS,
  normalizeTypingEvents,
  replayKeystrokes,
  scoreTyping,
  SENT_TYPING_EVENTS,
  SENT_TYPING_LOG_BYTES,
  typingLogBytes,
  typingLogProblem,
  type KeyEvent,
} from './typing-score.ts';
import { TextBox } from './testing/text-box.ts';

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

  it('given a long text, then it aligns within the band: four times the text takes about four times as long, not sixteen', () => {
    const long = 'the quick brown fox jumps over the lazy dog '.repeat(70).trim();
    const typed = long.slice(0, 3000).replace('quick', 'quik');
    expect(alignTyped(long, typed).errors).toBe(1);
    // Measured against a quarter of the text on the same machine at the same moment, so a slow or
    // busy machine changes both; the fastest of two runs each, so one pause does not decide it.
    const fastest = (text: string, typedText: string) =>
      Math.min(
        ...[0, 1].map(() => {
          const started = performance.now();
          alignTyped(text, typedText);
          return performance.now() - started;
        }),
      );
    const quarter = fastest(long.slice(0, 770), typed.slice(0, 750));
    expect(fastest(long, typed)).toBeLessThan(quarter * 10);
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

describe('a reported run: one left-out letter in a long run (D198)', () => {
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

const PASSAGE =
  'A small boat sailed across the quiet bay while the sun rose over the hills, and the fishermen waved from the shore as they mended their nets. ' +
  'Gulls circled above the harbour wall, calling to each other, and a dog ran along the sand after a ball that nobody had thrown. ' +
  'By noon the wind had turned, the sails filled, and the little boat came home with its catch before the first clouds rolled in from the west. ' +
  'In the evening the families gathered on the quay to sort the fish, the children carried baskets to the market, and the old captain told the story of the storm again.';

describe('the keystroke log records each edit where it happened', () => {
  it('given the box refilled after a reload with the caret at its start, when 226 keys are typed, then the log holds 226 events, no corrections, and replays into the box', () => {
    const before = PASSAGE.slice(0, 274);
    const box = new TextBox(before, 0);
    box.type(PASSAGE.slice(274, 274 + 226));
    expect(box.events).toHaveLength(226);
    const replay = replayKeystrokes([...typeAll(before), ...box.events]);
    expect(replay).toMatchObject({ text: box.value, corrections: 0, charKeystrokes: 274 + 226 });
  });

  it('given a key typed in the middle of the text, then it is one event at its place, not the rest retyped', () => {
    const events = diffToEvents('the ct sat', 'the cat sat', 500);
    expect(events).toEqual([{ t: 500, k: 'a', p: 5 }]);
    expect(replayKeystrokes([...typeAll('the ct sat'), ...events])).toMatchObject({
      text: 'the cat sat',
      corrections: 0,
      charKeystrokes: 11,
    });
  });

  it('given a Backspace in the middle of the text, then it is one deletion at its place and one correction', () => {
    const events = diffToEvents('the caat sat', 'the cat sat', 500);
    expect(events).toEqual([{ t: 500, k: BACKSPACE, p: 6 }]);
    expect(replayKeystrokes([...typeAll('the caat sat'), ...events])).toMatchObject({
      text: 'the cat sat',
      corrections: 1,
      charKeystrokes: 12,
    });
  });

  it('given keys at the end of the text, then the events are as they always were (no place)', () => {
    expect(diffToEvents('the c', 'the ca', 7)).toEqual([{ t: 7, k: 'a' }]);
    expect(diffToEvents('the ca', 'the c', 8)).toEqual([{ t: 8, k: BACKSPACE }]);
  });

  it('given a selection replaced by one key, then one deletion of its length and one insertion', () => {
    const events = diffToEvents('the big cat', 'the x cat', 9);
    expect(events).toEqual([
      { t: 9, k: BACKSPACE, p: 4, n: 3 },
      { t: 9, k: 'x', p: 4 },
    ]);
    expect(replayKeystrokes([...typeAll('the big cat'), ...events]).text).toBe('the x cat');
  });

  it('given corrections made in the middle and at the end, then the corrections are the characters really erased', () => {
    const box = new TextBox();
    box.type('the cta sat');
    box.caret = 5; // a tap after "the c": "the cata sat"
    box.type('a');
    box.caret = 8; // a tap after "the cata": erase its last a
    box.backspace(1);
    box.caret = box.value.length; // "the cat sat": erase "at", then type on
    box.backspace(2).type('at on');
    expect(box.value).toBe('the cat sat on');
    const replay = replayKeystrokes(box.events);
    expect(replay.text).toBe(box.value);
    expect(replay.corrections).toBe(3);
    expect(box.events).toHaveLength(11 + 1 + 1 + 2 + 5);
    expect(scoreTyping('the cat sat on the mat', box.events, 30_000)).toMatchObject({ corrections: 3, errors: 0 });
  });

  it('given a character outside the basic plane typed and erased in the middle, then it counts as one character', () => {
    const events = [...diffToEvents('ab', 'a😀b', 1), ...diffToEvents('a😀b', 'ab', 2)];
    expect(events).toEqual([
      { t: 1, k: '😀', p: 1 },
      { t: 2, k: BACKSPACE, p: 1 },
    ]);
    expect(replayKeystrokes([...typeAll('ab'), ...events])).toMatchObject({ text: 'ab', corrections: 1 });
  });
});

/** The log an older version wrote for a key typed before the end: erase back to the caret, type the rest again. */
function oldDiff(before: string, after: string, t: number): KeyEvent[] {
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common += 1;
  const events: KeyEvent[] = [];
  for (let i = before.length; i > common; i -= 1) events.push({ t, k: BACKSPACE });
  for (const k of after.slice(common)) events.push({ t, k });
  return events;
}

describe('logs of older versions', () => {
  /** The reporter's run: 274 characters, a reload with the caret at 0, 226 keys more. */
  function reportedRun() {
    const before = PASSAGE.slice(0, 274);
    const events = typeAll(before);
    let value = before;
    let caret = 0;
    let t = 40_000;
    for (const k of PASSAGE.slice(274, 500)) {
      const next = value.slice(0, caret) + k + value.slice(caret);
      events.push(...oldDiff(value, next, (t += 150)));
      value = next;
      caret += 1;
    }
    return { events, value };
  }

  it('given the old log of keys typed with the caret at the start, then it still scores as it always did', () => {
    const { events, value } = reportedRun();
    expect(events.length).toBeGreaterThan(50_000);
    expect(replayKeystrokes(events)).toMatchObject({ text: value });
    expect(replayKeystrokes(events).corrections).toBeGreaterThan(25_000);
  });

  it('given that old log, then written as edits it holds one event per key and no corrections, with the same text and last time', () => {
    const { events, value } = reportedRun();
    const normalized = normalizeTypingEvents(events);
    expect(normalized).toHaveLength(500);
    const replay = replayKeystrokes(normalized);
    expect(replay).toMatchObject({ text: value, corrections: 0, charKeystrokes: 500 });
    expect(replay.lastEventMs).toBe(replayKeystrokes(events).lastEventMs);
  });

  it('given a log of this version or an old log typed at the end, then writing it as edits changes nothing', () => {
    const box = new TextBox().type('the cta');
    box.caret = 5;
    box.type('a');
    box.caret = 8;
    box.backspace();
    box.caret = box.value.length;
    box.backspace().type('t sat');
    expect(normalizeTypingEvents(box.events)).toEqual(box.events);
    const old: KeyEvent[] = [...typeAll('the co'), { t: 700, k: BACKSPACE }, ...typeAll('at', 7)];
    expect(normalizeTypingEvents(old)).toEqual(old);
  });

  it('given keys of this version that share one millisecond (a slip, its Backspace, the right key), then nothing is rewritten and the correction counts', () => {
    const sameTime: KeyEvent[] = [
      ...typeAll('the c'),
      { t: 900, k: 'o' },
      { t: 900, k: BACKSPACE },
      { t: 900, k: 'a' },
      { t: 900, k: BACKSPACE },
      { t: 900, k: 'a' },
    ];
    expect(normalizeTypingEvents(sameTime)).toEqual(sameTime);
    expect(replayKeystrokes(normalizeTypingEvents(sameTime))).toMatchObject({ text: 'the ca', corrections: 2 });
  });
});

describe('what a device sends stays within the server limits', () => {
  /** A long run with many corrections: `rounds` times the passage, each word typed wrong once and corrected. */
  function longRun(rounds: number): KeyEvent[] {
    const box = new TextBox();
    for (let r = 0; r < rounds; r += 1) {
      for (const word of PASSAGE.split(' ')) {
        box.type(word.slice(0, 2) + 'zq');
        box.backspace(2);
        box.type(word.slice(2) + ' ');
      }
      box.backspace(box.value.length);
    }
    box.type(PASSAGE.slice(0, 300));
    return box.events;
  }

  it('given a log within the limits, then it is sent as it is', () => {
    const events = longRun(1);
    expect(events.length).toBeLessThan(SENT_TYPING_EVENTS);
    expect(boundTypingEvents(events)).toEqual(events);
  });

  it('given a log past the event limit, then the oldest events fold into two and the text, keystrokes, corrections and score are the same', () => {
    const events = longRun(20);
    expect(events.length).toBeGreaterThan(MAX_TYPING_EVENTS);
    const bounded = boundTypingEvents(events);
    expect(bounded.length).toBeLessThanOrEqual(SENT_TYPING_EVENTS);
    expect(typingLogBytes(bounded)).toBeLessThanOrEqual(SENT_TYPING_LOG_BYTES);
    expect(bounded.slice(2)).toEqual(events.slice(events.length - (SENT_TYPING_EVENTS - 2)));
    expect(replayKeystrokes(bounded)).toEqual(replayKeystrokes(events));
    expect(scoreTyping(PASSAGE, bounded, 600_000)).toEqual(scoreTyping(PASSAGE, events, 600_000));
    expect(typingLogProblem(bounded)).toBeUndefined();
  });

  it('given a log past the byte limit, then more is folded until it fits, with the same score', () => {
    const events = longRun(3);
    const bounded = boundTypingEvents(events, { maxBytes: 20_000 });
    expect(typingLogBytes(bounded)).toBeLessThanOrEqual(20_000);
    expect(replayKeystrokes(bounded)).toEqual(replayKeystrokes(events));
  });

  it('given characters alone past the byte limit, then only the final text is sent, still the same text and speed', () => {
    const events = longRun(3);
    const bounded = boundTypingEvents(events, { maxBytes: 400 });
    expect(bounded).toHaveLength(1);
    const score = scoreTyping(PASSAGE, bounded, 600_000);
    expect(score).toMatchObject({ text: PASSAGE.slice(0, 300), errors: 0 });
    expect(score.netWpm).toBe(scoreTyping(PASSAGE, events, 600_000).netWpm);
  });

  it('given a log folded, then folding it again to the same size changes nothing', () => {
    const events = longRun(20);
    const once = compactTypingEvents(events, 1000);
    expect(compactTypingEvents(once, 1000)).toEqual(once);
  });

  it('given an edit in the middle of a text far longer than a run holds, then the log is refused before it is replayed', () => {
    const huge: KeyEvent[] = [
      { t: 1, k: 'a'.repeat(20_000) },
      { t: 2, k: 'b', p: 0 },
    ];
    expect(typingLogProblem(huge)).toBeDefined();
    expect(
      typingLogProblem([
        { t: 1, k: 'a'.repeat(20_000) },
        { t: 2, k: 'b' },
      ]),
    ).toBeUndefined();
  });
});
