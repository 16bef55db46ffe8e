import { describe, expect, it } from 'vitest';
import { cueProblems, cuesOf, transcriptOf, vttOf } from './captions-text.ts';

describe('captions as WebVTT and as cues', () => {
  it("reads a machine's WebVTT into plain cues: entities decoded, voice tags and empty cues left out", () => {
    const vtt =
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.400\n<v Ann>Salt &amp; pepper, 3 &lt; 4</v>\n\n00:01.500 --> 00:03.250\nsecond line\nof the same cue\n\n00:03.300 --> 00:03.400\n<i></i>\n';
    expect(cuesOf(vtt)).toEqual([
      { start_ms: 0, end_ms: 1400, text: 'Salt & pepper, 3 < 4' },
      { start_ms: 1500, end_ms: 3250, text: 'second line\nof the same cue' },
    ]);
  });

  it('writes cues a browser reads back as they were, whatever the text holds', () => {
    const cues = [
      { start_ms: 0, end_ms: 1400, text: 'a --> b & <script>' },
      { start_ms: 3_723_045, end_ms: 3_724_000, text: 'two\n\nparagraphs' },
    ];
    const vtt = vttOf(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.400\na --&gt; b &amp; &lt;script&gt;\n\n01:02:03.045 --> 01:02:04.000\ntwo\nparagraphs\n',
    );
    expect(cuesOf(vtt)).toEqual([cues[0], { ...cues[1], text: 'two\nparagraphs' }]);
    expect(transcriptOf(cuesOf(vtt))).toBe('a --> b & <script> two paragraphs');
  });

  it('names each cue that ends before it starts or overlaps the one before', () => {
    expect(
      cueProblems([
        { start_ms: 0, end_ms: 1000, text: 'a' },
        { start_ms: 900, end_ms: 2000, text: 'b' },
        { start_ms: 2500, end_ms: 2500, text: 'c' },
      ]),
    ).toEqual([
      { prop: 'cues.1.start_ms', message: 'A caption must start after the one before it ends.' },
      { prop: 'cues.2.end_ms', message: 'A caption must end after it starts.' },
    ]);
  });
});
