/**
 * Captions as WebVTT and as the cues staff edit (D241). Reading uses W3C's parser (webvtt-parser),
 * with the HTML entity list it ships: its default list lacks the semicolons, so "&amp;" came out
 * as "&;". Writing is the few lines the format needs: cues in order, text escaped, no blank line
 * inside a cue (a blank line ends it).
 */
import webvtt from 'webvtt-parser';
import entities from 'webvtt-parser/html-entities.json' with { type: 'json' };
import type { CaptionCue } from '../../../contracts/video-processing.ts';

type Node = { type?: string; value?: string | number; children?: Node[] };

/** The words of a cue, its voice and styling tags left out. */
function textOf(node: Node): string {
  if (node.type === 'text') return String(node.value ?? '');
  if (node.type === 'timestamp') return '';
  return (node.children ?? []).map(textOf).join('');
}

export function cuesOf(vtt: string): CaptionCue[] {
  const parsed = new webvtt.WebVTTParser(entities as Record<string, string>).parse(vtt, 'subtitles/captions');
  return parsed.cues
    .map((cue) => ({
      start_ms: Math.round(cue.startTime * 1000),
      end_ms: Math.round(cue.endTime * 1000),
      text: textOf(cue.tree).trim(),
    }))
    .filter((cue) => cue.text !== '' && cue.end_ms > cue.start_ms);
}

function timestamp(ms: number): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*\n/g, '\n');

export function vttOf(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue) => `${timestamp(cue.start_ms)} --> ${timestamp(cue.end_ms)}\n${escapeText(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** The transcript beside the player: the cues' words in order. */
export function transcriptOf(cues: readonly CaptionCue[]): string {
  return cues.map((cue) => cue.text.replace(/\s+/g, ' ')).join(' ');
}

/** What is wrong with cues a person wrote, by index (in order, none overlapping, each ending after it starts). */
export function cueProblems(cues: readonly CaptionCue[]): { prop: string; message: string }[] {
  const problems: { prop: string; message: string }[] = [];
  cues.forEach((cue, i) => {
    if (cue.end_ms <= cue.start_ms)
      problems.push({ prop: `cues.${i}.end_ms`, message: 'A caption must end after it starts.' });
    const before = cues[i - 1];
    if (before && cue.start_ms < before.end_ms)
      problems.push({ prop: `cues.${i}.start_ms`, message: 'A caption must start after the one before it ends.' });
  });
  return problems;
}
