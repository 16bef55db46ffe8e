/**
 * The first lines of a job description (the editor's markdown) as plain text, for the job link's
 * summary: headings, list items and formatting marks dropped, cut at a word near `max` characters.
 */
export const SHORT_DESCRIPTION_MAX = 320;

const MARKS = [
  [/!\[[^\]]*\]\([^)]*\)/g, ''], // images
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // links keep their text
  [/<[^>]*>/g, ''], // any HTML
  [/(\*\*|__|~~|`)/g, ''],
  [/(^|\s)[*_]([^*_\s][^*_]*)[*_](?=\s|[.,;:!?]|$)/g, '$1$2'],
  [/&nbsp;/g, ' '],
] as const;

function plain(line: string): string {
  let text = line;
  for (const [pattern, replacement] of MARKS) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

export function shortDescription(markdown: string, max = SHORT_DESCRIPTION_MAX): string {
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n'))
    // The prose, not the headings, lists, quotes, tables or code.
    .filter((lines) => !/^\s*(#|[-*+]\s|\d+[.)]\s|>|\||```)/.test(lines[0] ?? ''))
    .map((lines) => plain(lines.join(' ')))
    .filter((text) => text !== '');
  let summary = '';
  for (const paragraph of paragraphs) {
    const next = summary ? `${summary} ${paragraph}` : paragraph;
    if (next.length > max) {
      if (summary) break;
      const cut = paragraph.slice(0, max + 1);
      const space = cut.lastIndexOf(' ');
      return `${cut.slice(0, space > max / 2 ? space : max).replace(/[\s,;:.]+$/, '')}…`;
    }
    summary = next;
  }
  return summary;
}
