/**
 * An offer letter as plain text blocks: the template's Markdown reduced to headings, paragraphs
 * and list items, with {{variables}} filled in afterwards as literal text. Values never go through
 * the Markdown step, so nothing a recruiter or candidate types can become markup, here, in the PDF
 * or on the page that shows the same blocks.
 */
import { OFFER_DETAILS_VARIABLE } from '../../../contracts/offer-settings.ts';

export interface LetterBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const VARIABLE = /\{\{\s*([a-z][a-z0-9_]{0,39})\s*\}\}/g;

const DETAILS_PLACE = new RegExp(`\\{\\{\\s*${OFFER_DETAILS_VARIABLE}\\s*\\}\\}`, 'g');

/**
 * The letter's text with the chosen details (empty for none) where it says {{offer_details}},
 * each on lines of their own, or after the letter when it does not say where.
 */
export function withLetterDetails(letter: string, details: string): string {
  const block = details.trim();
  if (letter.search(DETAILS_PLACE) >= 0) return letter.replace(DETAILS_PLACE, () => (block ? `\n\n${block}\n\n` : ''));
  return block ? `${letter.trimEnd()}\n\n${block}\n` : letter;
}

/** The names of the {{variables}} a template uses, once each, in order. */
export function templateVariables(body: string): string[] {
  return [...new Set([...body.matchAll(VARIABLE)].map((m) => m[1]!))];
}

function stripInline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|[^\w*])[*_]([^*_]+)[*_](?=$|[^\w*])/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
}

const isControl = (c: string) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127;
const oneLine = (value: string) =>
  [...value]
    .map((c) => (isControl(c) ? ' ' : c))
    .join('')
    .trim();

/** The letter's blocks with the values filled in; an unknown variable is left empty. */
export function letterBlocks(markdown: string, values: Record<string, string>): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line || /^([-*_])\1{2,}$/.test(line)) {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: stripInline(heading[1]!) });
    } else if (item) {
      flush();
      blocks.push({ kind: 'item', text: stripInline(item[1]!) });
    } else {
      paragraph.push(stripInline(line.replace(/^>\s?/, '')));
    }
  }
  flush();
  return blocks
    .map((b) => ({
      ...b,
      text: b.text
        .replace(VARIABLE, (_, name: string) => oneLine(values[name] ?? ''))
        // A no-break space (in "52 000 €") stays: it keeps an amount on one line.
        .replace(/[^\S\u00a0]+/g, ' ')
        .trim(),
    }))
    .filter((b) => b.text.length > 0);
}
