/**
 * Typing test scoring, shared by the server (which recomputes every score from the keystroke log)
 * and the browser (live WPM). Pure: no clock, no I/O. docs/scoring.md has the worked method.
 *
 * The keystroke log is what the text box went through, in order: each event either inserts one
 * character at the end of the typed text or deletes the last one (a correction). The screen
 * refuses paste and edits in the middle, so the log replays exactly into the final text.
 */

/** One keystroke: `t` ms since the run started; `k` one inserted character, or BACKSPACE. */
export interface KeyEvent {
  t: number;
  k: string;
}

export const BACKSPACE = '\b';

export interface Replay {
  /** The text the log produces. */
  text: string;
  /** Character keystrokes (insertions), corrected ones included. */
  charKeystrokes: number;
  /** Insertions whose character equals the passage's character at that position. */
  correctKeystrokes: number;
  /** Deletions (backspaces). */
  corrections: number;
  /** Time of the last event, ms (0 with no events). */
  lastEventMs: number;
}

/** Replays the log against the passage. */
export function replayKeystrokes(passage: string, events: readonly KeyEvent[]): Replay {
  const chars: string[] = [];
  let charKeystrokes = 0;
  let correctKeystrokes = 0;
  let corrections = 0;
  let lastEventMs = 0;
  for (const event of events) {
    lastEventMs = Math.max(lastEventMs, event.t);
    if (event.k === BACKSPACE) {
      if (chars.length > 0) {
        chars.pop();
        corrections += 1;
      }
      continue;
    }
    if (passage[chars.length] === event.k) correctKeystrokes += 1;
    charKeystrokes += 1;
    chars.push(event.k);
  }
  return { text: chars.join(''), charKeystrokes, correctKeystrokes, corrections, lastEventMs };
}

export interface TypingScore {
  /** Characters of correctly typed words plus their spaces. */
  correctChars: number;
  /** (correctChars / 5) per minute, one decimal. */
  netWpm: number;
  /** (character keystrokes / 5) per minute, one decimal. */
  rawWpm: number;
  /** Correct character keystrokes over all character keystrokes, percent with one decimal (100 with none). */
  accuracy: number;
  corrections: number;
  keystrokes: number;
  correctWords: number;
  typedWords: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Words are compared position by position, split on whitespace. A word counts when it equals the
 * passage's word at its position; the word being typed when time ran out counts when it is a
 * correct start of its passage word (the candidate was cut off, not wrong). A space counts when it
 * follows a correct word and was typed.
 */
export function correctCharacters(
  passage: string,
  typed: string,
): { correctChars: number; correctWords: number; typedWords: number } {
  const target = passage.trim().split(/\s+/).filter(Boolean);
  const words = typed.split(/\s+/);
  const endsWithSpace = /\s$/.test(typed);
  if (words.length > 0 && words[words.length - 1] === '') words.pop();
  if (words.length > 0 && words[0] === '') words.shift();
  let correctChars = 0;
  let correctWords = 0;
  words.forEach((word, i) => {
    const expected = target[i];
    if (expected === undefined) return;
    const isLast = i === words.length - 1;
    const unfinished = isLast && !endsWithSpace;
    const ok = word === expected || (unfinished && expected.startsWith(word));
    if (!ok) return;
    correctWords += word === expected ? 1 : 0;
    correctChars += word.length;
    if (!isLast || endsWithSpace) correctChars += 1;
  });
  return { correctChars, correctWords, typedWords: words.length };
}

/** Scores one run. `elapsedMs` is the run's length (at least 1 s is assumed). */
export function scoreTyping(
  passage: string,
  events: readonly KeyEvent[],
  elapsedMs: number,
): TypingScore & { text: string } {
  const replay = replayKeystrokes(passage, events);
  const minutes = Math.max(1000, elapsedMs) / 60_000;
  const { correctChars, correctWords, typedWords } = correctCharacters(passage, replay.text);
  return {
    text: replay.text,
    correctChars,
    netWpm: round1(correctChars / 5 / minutes),
    rawWpm: round1(replay.charKeystrokes / 5 / minutes),
    accuracy: replay.charKeystrokes === 0 ? 100 : round1((replay.correctKeystrokes / replay.charKeystrokes) * 100),
    corrections: replay.corrections,
    keystrokes: replay.charKeystrokes + replay.corrections,
    correctWords,
    typedWords,
  };
}

/** The events that turn `before` into `after` (the text box changed): delete back to the common start, then insert. */
export function diffToEvents(before: string, after: string, t: number): KeyEvent[] {
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common += 1;
  const events: KeyEvent[] = [];
  for (let i = before.length; i > common; i -= 1) events.push({ t, k: BACKSPACE });
  for (const k of after.slice(common)) events.push({ t, k });
  return events;
}
