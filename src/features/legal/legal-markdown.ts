/**
 * The small markdown legal texts are written in: "## " (or "# ", "### ") headings, "- " or "* "
 * list items, and paragraphs separated by blank lines. Parsed into blocks that the page renders
 * as React elements, so no text is ever read as HTML.
 */
export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseLegalMarkdown(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (!line) {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', text: heading[1]!.trim() });
    } else if (item) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item[1]!.trim());
      else blocks.push({ kind: 'list', items: [item[1]!.trim()] });
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}
