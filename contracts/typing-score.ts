/**
 * Typing test scoring, shared by the server (which recomputes every score from the keystroke log
 * and is the authority) and the browser (live WPM and the passage's marks). Pure: no clock, no
 * I/O. docs/scoring.md has the method and worked examples: the final text is aligned to the
 * passage so one slip (a wrong, left-out, extra or swapped letter, a skipped word) is one error.
 *
 * The keystroke log (its events, replay and bounds) is contracts/typing-log.ts: one event per edit,
 * an insertion or a deletion at its place, so what is replayed is the final text.
 */
import { replayKeystrokes, type KeyEvent } from './typing-log.ts';

export {
  BACKSPACE,
  boundTypingEvents,
  compactTypingEvents,
  diffToEvents,
  MAX_EDITED_TEXT,
  MAX_KEY_TEXT,
  MAX_TYPING_EVENTS,
  normalizeTypingEvents,
  replayKeystrokes,
  SENT_TYPING_EVENTS,
  SENT_TYPING_LOG_BYTES,
  typingLogBytes,
  typingLogProblem,
  type KeyEvent,
  type Replay,
} from './typing-log.ts';

export interface TypingScore {
  /** Typed characters credited: typed characters minus one per uncorrected error (never below 0). */
  correctChars: number;
  /** (correctChars / 5) per minute, one decimal: gross WPM x accuracy. */
  netWpm: number;
  /** Gross WPM: (typed characters / 5) per minute, one decimal. */
  rawWpm: number;
  /** correctChars over typed characters, percent with one decimal (100 with none). */
  accuracy: number;
  /** Uncorrected errors in the typed text, one per slip (see `alignTyped`). */
  errors: number;
  corrections: number;
  keystrokes: number;
  correctWords: number;
  typedWords: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** What became of one passage character: typed right, typed wrong (or swapped), or left out. */
export type CharMark = 'ok' | 'wrong' | 'missed';

export interface Alignment {
  /** One mark per passage character reached; its length is where the typing stopped in the passage. */
  marks: CharMark[];
  /** Extra typed characters (no passage character of their own), each before passage index `at`. */
  extras: { at: number; char: string }[];
  /** Uncorrected errors: each wrong letter, swapped pair, extra letter, and run of left-out characters counts one. */
  errors: number;
  /** Passage words reached whose every character was typed right with nothing extra inside. */
  correctWords: number;
}

// Costs that choose the alignment (not the error count): a run of left-out characters costs one
// opening plus a little per character, so skipping a letter or a whole word is found as a skip
// instead of the rest of the text being judged one position off.
const SUB = 4;
const SWAP = 4;
const EXTRA = 4;
const OMIT_OPEN = 4;
const OMIT_EXTEND = 1;
/** How far (in characters) the typing may drift from the passage: a skip or extra text longer than this is not recognised. */
export const ALIGN_BAND = 80;
const INF = 1e9;

/**
 * Aligns the typed text to the start of the passage (edit distance with swapped neighbours and
 * runs of left-out characters; the passage after the last typed character is free), so one slip
 * costs one error and the rest is judged in place.
 */
export function alignTyped(passage: string, typed: string): Alignment {
  const a = [...typed];
  const b = [...passage];
  const n = a.length;
  const m = Math.min(b.length, n + ALIGN_BAND);
  const width = 2 * ALIGN_BAND + 1;
  // Banded matrices: cell (i, j) lives at i * width + (j - i + ALIGN_BAND) when |j - i| <= ALIGN_BAND.
  const best = new Float64Array((n + 1) * width).fill(INF);
  const omit = new Float64Array((n + 1) * width).fill(INF);
  const at = (i: number, j: number) =>
    j - i > ALIGN_BAND || i - j > ALIGN_BAND || j < 0 || j > m ? -1 : i * width + (j - i + ALIGN_BAND);
  const get = (arr: Float64Array, i: number, j: number) => {
    const k = at(i, j);
    return k < 0 ? INF : arr[k]!;
  };
  for (let i = 0; i <= n; i += 1) {
    for (let j = Math.max(0, i - ALIGN_BAND); j <= Math.min(m, i + ALIGN_BAND); j += 1) {
      const k = at(i, j);
      if (i === 0 && j === 0) {
        best[k] = 0;
        continue;
      }
      const o = j > 0 ? Math.min(get(best, i, j - 1) + OMIT_OPEN, get(omit, i, j - 1) + OMIT_EXTEND) : INF;
      omit[k] = o;
      let cost = o;
      if (i > 0 && j > 0) cost = Math.min(cost, get(best, i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : SUB));
      if (i > 1 && j > 1 && a[i - 1] !== a[i - 2] && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, get(best, i - 2, j - 2) + SWAP);
      if (i > 0) cost = Math.min(cost, get(best, i - 1, j) + EXTRA);
      best[k] = cost;
    }
  }
  // Where the typing stopped: the cheapest end, the furthest one on a tie (a wrong last letter, not an extra one).
  let end = 0;
  for (let j = Math.max(0, n - ALIGN_BAND); j <= Math.min(m, n + ALIGN_BAND); j += 1) {
    if (get(best, n, j) <= get(best, n, end)) end = j;
  }
  const marks: CharMark[] = new Array<CharMark>(end).fill('ok');
  const extras: { at: number; char: string }[] = [];
  let errors = 0;
  let i = n;
  let j = end;
  let inOmit = false;
  while (i > 0 || j > 0) {
    if (inOmit) {
      marks[j - 1] = 'missed';
      if (j > 1 && get(omit, i, j) === get(omit, i, j - 1) + OMIT_EXTEND) {
        j -= 1;
        continue;
      }
      j -= 1;
      inOmit = false;
      errors += 1;
      continue;
    }
    const here = get(best, i, j);
    if (i > 0 && j > 0 && here === get(best, i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : SUB)) {
      if (a[i - 1] !== b[j - 1]) {
        marks[j - 1] = 'wrong';
        errors += 1;
      }
      i -= 1;
      j -= 1;
    } else if (
      i > 1 &&
      j > 1 &&
      a[i - 1] !== a[i - 2] &&
      a[i - 1] === b[j - 2] &&
      a[i - 2] === b[j - 1] &&
      here === get(best, i - 2, j - 2) + SWAP
    ) {
      marks[j - 1] = 'wrong';
      marks[j - 2] = 'wrong';
      errors += 1;
      i -= 2;
      j -= 2;
    } else if (j > 0 && here === get(omit, i, j)) {
      inOmit = true;
    } else {
      extras.push({ at: j, char: a[i - 1]! });
      errors += 1;
      i -= 1;
    }
  }
  extras.reverse();
  return { marks, extras, errors, correctWords: countCorrectWords(b, marks, extras) };
}

function countCorrectWords(passage: string[], marks: CharMark[], extras: { at: number }[]): number {
  const extraAt = new Set(extras.map((e) => e.at));
  let count = 0;
  let start = -1;
  let isClean = true;
  for (let j = 0; j <= passage.length; j += 1) {
    const isSpace = j === passage.length || /\s/.test(passage[j]!);
    if (isSpace) {
      // A word counts when it was reached to its end, typed right, with nothing extra inside it.
      if (start >= 0 && j <= marks.length && isClean) count += 1;
      start = -1;
      isClean = true;
      continue;
    }
    if (start < 0) start = j;
    if (j >= marks.length || marks[j] !== 'ok' || (j > start && extraAt.has(j))) isClean = false;
  }
  return count;
}

/** Net WPM from the typed characters and their errors (the live figure on the screen, the same formula as `scoreTyping`). */
export function netWpmOf(typedChars: number, errors: number, elapsedMs: number): number {
  return round1(Math.max(0, typedChars - errors) / 5 / (Math.max(1000, elapsedMs) / 60_000));
}

/** Scores one run from the alignment of its final text. `elapsedMs` is the run's length (at least 1 s is assumed). */
export function scoreTyping(
  passage: string,
  events: readonly KeyEvent[],
  elapsedMs: number,
): TypingScore & { text: string } {
  const replay = replayKeystrokes(events);
  const minutes = Math.max(1000, elapsedMs) / 60_000;
  const alignment = alignTyped(passage, replay.text);
  const typedChars = [...replay.text].length;
  const correctChars = Math.max(0, typedChars - alignment.errors);
  return {
    text: replay.text,
    correctChars,
    netWpm: netWpmOf(typedChars, alignment.errors, elapsedMs),
    rawWpm: round1(typedChars / 5 / minutes),
    accuracy: typedChars === 0 ? 100 : round1((correctChars / typedChars) * 100),
    errors: alignment.errors,
    corrections: replay.corrections,
    keystrokes: replay.charKeystrokes + replay.corrections,
    correctWords: alignment.correctWords,
    typedWords: replay.text.split(/\s+/).filter(Boolean).length,
  };
}
