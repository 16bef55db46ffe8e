/**
 * A typing run's keystroke log: what the text box went through, in order, each event one
 * edit, an insertion or a deletion, where it happened. A key typed at the end of the text is
 * `{t, k}` as it always was; a key typed or erased in the middle (a tap there, the caret after a
 * reload) is that one edit at its place, never "erase back to the caret and type the rest again",
 * so the log holds at most two events per change of the text box and the corrections are the
 * characters really erased. Logs of older clients (end-of-text events only) replay as before.
 *
 * Replaying, recording and bounding the log; the scoring is contracts/typing-score.ts. No zod and
 * no scoring here: the browser's outbox loads this at start-up to bound what it sends.
 */

/**
 * One edit: `t` ms since the run started; `k` the inserted text (one character for a key; more when
 * one change inserted several, or for the head of a compacted log), or BACKSPACE for a deletion.
 * `p`: where, in characters (code points) from the start of the text: an insertion goes before the
 * character at `p`, a deletion removes from `p` on. Absent: at the end of the text (every event
 * of a log written by an older version, and most keys). `n`: how many characters a deletion removes
 * (absent: 1).
 */
export interface KeyEvent {
  t: number;
  k: string;
  p?: number;
  n?: number;
}

export const BACKSPACE = '\b';

/** The most events a run's log may hold: the server refuses a longer one (contracts/typing-test.ts). */
export const MAX_TYPING_EVENTS = 8_000;
/** The longest inserted text of one event, and the furthest position (the server refuses more). */
export const MAX_KEY_TEXT = 524_288;
/**
 * What the device sends at most (`boundTypingEvents`): fewer events than the server takes and a
 * log well under its 1 MiB body limit, whatever the run was. Past either, the oldest events are
 * folded into two (`compactTypingEvents`), so the text, the keystrokes and the corrections stay
 * what they were and the score is the same.
 */
export const SENT_TYPING_EVENTS = 6_000;
export const SENT_TYPING_LOG_BYTES = 512 * 1024;
/**
 * The longest text an edit in the middle may apply to (the server refuses a log that does more):
 * a typing run's text box never holds much more than its passage, and a mid-text edit costs the
 * text's length to replay.
 */
export const MAX_EDITED_TEXT = 16_000;

export interface Replay {
  /** The text the log produces. */
  text: string;
  /** Character keystrokes (insertions), corrected ones included. */
  charKeystrokes: number;
  /** Deletions (backspaces). */
  corrections: number;
  /** Time of the last event, ms (0 with no events). */
  lastEventMs: number;
}

/** Applies one event to the text (an array of characters); answers what it inserted and removed. */
function applyEvent(chars: string[], event: KeyEvent): { inserted: string[]; removed: string[] } {
  if (event.k === BACKSPACE) {
    const n = Math.max(1, Math.floor(event.n ?? 1));
    const from = event.p === undefined ? Math.max(0, chars.length - n) : Math.max(0, Math.floor(event.p));
    if (from >= chars.length) return { inserted: [], removed: [] };
    return { inserted: [], removed: chars.splice(from, n) };
  }
  const inserted = [...event.k];
  const at = event.p === undefined ? chars.length : Math.max(0, Math.floor(event.p));
  if (at >= chars.length) {
    for (const c of inserted) chars.push(c);
  } else {
    const tail = chars.splice(at);
    for (const c of inserted) chars.push(c);
    for (const c of tail) chars.push(c);
  }
  return { inserted, removed: [] };
}

/** Replays the log against the passage. */
export function replayKeystrokes(events: readonly KeyEvent[]): Replay {
  const chars: string[] = [];
  let charKeystrokes = 0;
  let corrections = 0;
  let lastEventMs = 0;
  for (const event of events) {
    lastEventMs = Math.max(lastEventMs, event.t);
    const { inserted, removed } = applyEvent(chars, event);
    charKeystrokes += inserted.length;
    corrections += removed.length;
  }
  return { text: chars.join(''), charKeystrokes, corrections, lastEventMs };
}

/**
 * Why the server refuses to replay a log, if it does: an edit in the middle of a text far longer
 * than a text box of the typing test holds (MAX_EDITED_TEXT). Counts lengths only, so it is cheap
 * on any log the body limit lets through.
 */
export function typingLogProblem(events: readonly KeyEvent[]): string | undefined {
  let length = 0;
  for (const event of events) {
    const isMiddle = event.p !== undefined && event.p < length;
    if (isMiddle && length > MAX_EDITED_TEXT) return 'An edit in the middle of a text longer than a typing run holds.';
    if (event.k === BACKSPACE) {
      const n = Math.max(1, Math.floor(event.n ?? 1));
      const from = event.p === undefined ? Math.max(0, length - n) : Math.max(0, Math.floor(event.p));
      length -= Math.max(0, Math.min(n, length - from));
    } else {
      length += [...event.k].length;
    }
  }
  return undefined;
}

/**
 * The events that turn `before` into `after` (the text box changed): the one edit between them,
 * found as their common start and end. A key typed or erased anywhere is one event at its place
 * (`p` only when it is not at the end); a change that replaced a selection is at most a deletion
 * and an insertion. So the log grows by the keys pressed, wherever the caret was.
 */
export function diffToEvents(before: string, after: string, t: number): KeyEvent[] {
  const a = [...before];
  const b = [...after];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const removed = a.length - start - end;
  const inserted = b.slice(start, b.length - end);
  const where = end === 0 ? {} : { p: start };
  const events: KeyEvent[] = [];
  if (removed > 0) events.push({ t, k: BACKSPACE, ...where, ...(removed > 1 ? { n: removed } : {}) });
  if (inserted.length > 0) events.push({ t, k: inserted.join(''), ...where });
  return events;
}

const isEndOfTextKey = (e: KeyEvent) => e.p === undefined && e.n === undefined && [...e.k].length === 1;

/** The shape an older version gave one change before the end of the text: deletions, then insertions, three events at least. */
function isOldChange(group: readonly KeyEvent[]): boolean {
  if (group.length < 3 || !group.every(isEndOfTextKey)) return false;
  const deletions = group.findIndex((e) => e.k !== BACKSPACE);
  return deletions > 0 && group.slice(deletions).every((e) => e.k !== BACKSPACE);
}

/**
 * A log written by an older version recorded a key typed before the end of the text as "erase back to
 * the caret, then type the rest again", all at the key's time: one key after a reload with the
 * caret at the start became hundreds of events and as many "corrections". Each such change (the
 * events of one time: end-of-text deletions, then end-of-text insertions, three at least) is
 * written again as the one edit it was (`diffToEvents`) when that is shorter. Any other event is
 * kept as it is, so a log of this version comes back unchanged (its changes are one or two events
 * each, a deletion before an insertion only when a selection was replaced); the final text is
 * always the same.
 */
export function normalizeTypingEvents(events: readonly KeyEvent[]): KeyEvent[] {
  const out: KeyEvent[] = [];
  const chars: string[] = [];
  let i = 0;
  while (i < events.length) {
    let j = i + 1;
    while (j < events.length && events[j]!.t === events[i]!.t) j += 1;
    const group = events.slice(i, j);
    i = j;
    const isOld = isOldChange(group);
    const before = isOld ? chars.join('') : '';
    for (const event of group) applyEvent(chars, event);
    if (isOld) {
      const edit = diffToEvents(before, chars.join(''), group[0]!.t);
      if (edit.length < group.length) {
        out.push(...edit);
        continue;
      }
    }
    out.push(...group);
  }
  return out;
}

/**
 * The log with at most `maxEvents` events: the most recent ones as they are, the older ones folded
 * into two: the text they had produced followed by the characters they erased, typed at once, then
 * those characters erased. Replayed, that gives the same text, the same character keystrokes and
 * corrections, and the same last time, so the score is the same; only the timing inside the folded
 * part is gone (the score does not use it).
 */
export function compactTypingEvents(events: readonly KeyEvent[], maxEvents: number): KeyEvent[] {
  if (events.length <= maxEvents) return [...events];
  const kept = Math.max(0, maxEvents - 2);
  const folded = events.slice(0, events.length - kept);
  const chars: string[] = [];
  const erased: string[] = [];
  let t = 0;
  for (const event of folded) {
    t = Math.max(t, event.t);
    for (const c of applyEvent(chars, event).removed) erased.push(c);
  }
  const head: KeyEvent[] = [];
  const typed = chars.join('') + erased.join('');
  if (typed !== '') head.push({ t, k: typed });
  if (erased.length > 0) head.push({ t, k: BACKSPACE, ...(erased.length > 1 ? { n: erased.length } : {}) });
  return [...head, ...events.slice(events.length - kept)];
}

/** The size of the log as JSON, in UTF-8 bytes (what it adds to the request's body). */
export function typingLogBytes(events: readonly KeyEvent[]): number {
  return new TextEncoder().encode(JSON.stringify(events)).length;
}

/**
 * The log a device sends: written as edits (`normalizeTypingEvents`), then within
 * SENT_TYPING_EVENTS events and SENT_TYPING_LOG_BYTES bytes, folding more of the oldest events
 * until both hold. Only a log whose characters alone pass the byte limit (far beyond any hour of
 * typing) loses something: its folded part keeps its text, not its erased characters.
 * Deterministic, so the device's digest of what it sends is computed on the same log.
 */
export function boundTypingEvents(
  events: readonly KeyEvent[],
  limits: { maxEvents?: number; maxBytes?: number } = {},
): KeyEvent[] {
  const maxEvents = limits.maxEvents ?? SENT_TYPING_EVENTS;
  const maxBytes = limits.maxBytes ?? SENT_TYPING_LOG_BYTES;
  const normalized = normalizeTypingEvents(events);
  let bounded = compactTypingEvents(normalized, maxEvents);
  let keep = bounded.length;
  while (typingLogBytes(bounded) > maxBytes && keep > 2) {
    keep = Math.max(2, Math.floor(keep / 2));
    bounded = compactTypingEvents(normalized, keep);
  }
  if (typingLogBytes(bounded) <= maxBytes) return bounded;
  // Only the text is left to send: the folded part without the characters it erased.
  const replay = replayKeystrokes(normalized);
  return replay.text === '' ? [] : [{ t: replay.lastEventMs, k: replay.text }];
}
