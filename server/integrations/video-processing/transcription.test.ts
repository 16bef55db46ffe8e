import { describe, expect, it } from 'vitest';
import { textOfVtt, toTranscript, TranscriptionError } from './transcription.ts';

describe('turning a transcription answer into captions', () => {
  it('given WebVTT with cue ids, a NOTE and voice tags, then it is kept and its words are the transcript', () => {
    const vtt =
      'WEBVTT\n\nNOTE made by a machine\n\n1\n00:00:00.000 --> 00:00:01.000\n<v Ana>Hello there.\n\n00:00:01.000 --> 00:00:02.500\nI am ready.';
    expect(toTranscript(vtt)).toEqual({ vtt: `${vtt}\n`, text: 'Hello there. I am ready.' });
    expect(textOfVtt('WEBVTT\n')).toBe('');
  });

  it('given verbose_json segments, then one cue per segment with WebVTT timestamps, a blank line and an arrow in the text made safe', () => {
    const body = JSON.stringify({
      text: 'ignored',
      segments: [
        { start: 0, end: 1.25, text: ' First part.' },
        { start: 3661.5, end: 3662, text: 'A --> B\n\nC' },
      ],
    });
    expect(toTranscript(body)).toEqual({
      vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.250\nFirst part.\n\n01:01:01.500 --> 01:01:02.000\nA -> B\nC\n',
      text: 'First part. A --> B\n\nC',
    });
  });

  it('given JSON with text only, then one cue over the stated duration; given neither shape, a clear refusal', () => {
    expect(toTranscript(JSON.stringify({ text: ' Just this. ', duration: 4 })).vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nJust this.\n',
    );
    expect(() => toTranscript('<html>502</html>')).toThrow(TranscriptionError);
    expect(() => toTranscript('{"segments":[]}')).toThrow('without a transcript');
  });
});
