import { describe, expect, it } from 'vitest';
import { cuesOf, formatTime, newRow, parseTime, rowsOf } from './captions-form.ts';

const row = (start: string, end: string, text: string, key = start) => ({ key, start, end, text });

describe('the captions editor rows', () => {
  it('reads times as people write them and shows them back the same way', () => {
    expect(parseTime('1:05.5')).toBe(65_500);
    expect(parseTime('65,25')).toBe(65_250);
    expect(parseTime('0:01:05')).toBe(65_000);
    expect(parseTime('1:02:03.4')).toBe(3_723_400);
    for (const wrong of ['', '1:75', 'a minute', '1.2.3', '-1']) expect(parseTime(wrong), wrong).toBeUndefined();
    expect(formatTime(65_500)).toBe('1:05.5');
    expect(formatTime(3_723_400)).toBe('1:02:03.4');
    expect(parseTime(formatTime(123_400))).toBe(123_400);
  });

  it('makes cues from rows, or names each row and field at fault', () => {
    expect(cuesOf([row('0:00.0', '0:01.5', ' Hello '), row('0:01.5', '0:03', 'there')])).toEqual({
      cues: [
        { start_ms: 0, end_ms: 1500, text: 'Hello' },
        { start_ms: 1500, end_ms: 3000, text: 'there' },
      ],
      problems: [],
    });
    const { problems } = cuesOf([
      row('0:02', '0:01', 'backwards'),
      row('soon', '0:04', ''),
      row('0:03', '0:05', 'x'.repeat(501)),
    ]);
    expect(problems.map((p) => [p.row, p.field, p.message.message])).toEqual([
      [0, 'end', 'A caption must end after it starts.'],
      [1, 'start', 'Write the time as minutes and seconds, like 1:05.5.'],
      [1, 'text', 'Write the words of this caption.'],
      [2, 'start', 'A caption must start after the one before it ends.'],
      [2, 'text', 'A caption holds at most 500 characters.'],
    ]);
  });

  it('adds a caption where the player is, or after the last one when the player is before it', () => {
    const rows = rowsOf([{ start_ms: 0, end_ms: 2000, text: 'a' }], () => 'k');
    expect(newRow(rows, 5_000, 'n')).toEqual({ key: 'n', start: '0:05.0', end: '0:08.0', text: '' });
    expect(newRow(rows, 1_000, 'n')).toMatchObject({ start: '0:02.0', end: '0:05.0' });
    expect(newRow([], undefined, 'n')).toMatchObject({ start: '0:00.0', end: '0:03.0' });
    // Near the end of a 10 s answer, the new caption stops where the media does.
    expect(newRow(rows, 8_500, 'n', 10_000)).toMatchObject({ start: '0:08.5', end: '0:10.0' });
    expect(newRow(rows, 5_000, 'n', 10_000)).toMatchObject({ start: '0:05.0', end: '0:08.0' });
  });
});
