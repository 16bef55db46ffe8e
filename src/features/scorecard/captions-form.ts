/**
 * The captions editor's rows as typed (times as text, "1:05.5") and the cues they make, with each
 * problem named by row and field (D241). The server checks the same rules again.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CAPTION_MAX_END_MS, CAPTION_MAX_TEXT_LENGTH } from '../../../contracts/caption-limits.ts';
import type { CaptionCue } from '../../../contracts/video-processing.ts';

export interface CaptionRow {
  key: string;
  start: string;
  end: string;
  text: string;
}

export interface RowProblem {
  row: number;
  field: 'start' | 'end' | 'text';
  message: MessageDescriptor;
}

/** "1:05.5", "0:01:05.5", "65.5" or "65" as milliseconds; undefined when it is not a time. */
export function parseTime(text: string): number | undefined {
  const match = /^\s*(?:(\d+):)??(?:(\d+):)?(\d+(?:[.,]\d{1,3})?)\s*$/.exec(text);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  const secs = Number(seconds!.replace(',', '.'));
  if ((hours !== undefined || minutes !== undefined) && secs >= 60) return undefined;
  if (hours !== undefined && Number(minutes) >= 60) return undefined;
  return Math.round(((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60 + secs) * 1000);
}

/** Milliseconds as the editor shows them: "1:05.5", with hours only when there are some. */
export function formatTime(ms: number): string {
  const tenths = Math.round(ms / 100);
  const hours = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function rowsOf(cues: readonly CaptionCue[], newKey: () => string): CaptionRow[] {
  return cues.map((cue) => ({
    key: newKey(),
    start: formatTime(cue.start_ms),
    end: formatTime(cue.end_ms),
    text: cue.text,
  }));
}

export function cuesOf(rows: readonly CaptionRow[]): { cues: CaptionCue[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const cues: CaptionCue[] = [];
  rows.forEach((row, i) => {
    const start = parseTime(row.start);
    const end = parseTime(row.end);
    const text = row.text.trim();
    if (start === undefined || start > CAPTION_MAX_END_MS)
      problems.push({ row: i, field: 'start', message: msg`Write the time as minutes and seconds, like 1:05.5.` });
    if (end === undefined || end > CAPTION_MAX_END_MS)
      problems.push({ row: i, field: 'end', message: msg`Write the time as minutes and seconds, like 1:05.5.` });
    else if (start !== undefined && end <= start)
      problems.push({ row: i, field: 'end', message: msg`A caption must end after it starts.` });
    const previous = cues[i - 1];
    if (start !== undefined && previous && start < previous.end_ms)
      problems.push({ row: i, field: 'start', message: msg`A caption must start after the one before it ends.` });
    if (text === '') problems.push({ row: i, field: 'text', message: msg`Write the words of this caption.` });
    else if (text.length > CAPTION_MAX_TEXT_LENGTH)
      problems.push({ row: i, field: 'text', message: msg`A caption holds at most 500 characters.` });
    cues.push({ start_ms: start ?? 0, end_ms: end ?? 0, text });
  });
  return { cues, problems };
}

/**
 * Where a new caption starts: where the player is, else after the last one. It lasts three
 * seconds, but never past the media's end when the player knows it (`mediaEndMs`).
 */
export function newRow(
  rows: readonly CaptionRow[],
  playerAtMs: number | undefined,
  key: string,
  mediaEndMs?: number,
): CaptionRow {
  const lastEnd = rows.length ? (parseTime(rows.at(-1)!.end) ?? 0) : 0;
  const start = playerAtMs !== undefined && playerAtMs >= lastEnd ? playerAtMs : lastEnd;
  const end = mediaEndMs !== undefined && mediaEndMs > start ? Math.min(start + 3000, mediaEndMs) : start + 3000;
  return { key, start: formatTime(start), end: formatTime(end), text: '' };
}
