import { parseLegalMarkdown } from './legal-markdown.ts';

/** A legal text as headings, lists and paragraphs (legal-markdown.ts). */
export function LegalText({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-text">
      {parseLegalMarkdown(source).map((block, index) => {
        if (block.kind === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
