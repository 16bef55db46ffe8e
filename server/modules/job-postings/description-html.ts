/**
 * A posting's description as the public page shows it: the editor's markdown rendered by
 * micromark (GitHub tables and lists included) and cleaned by sanitize-html to text formatting
 * and http(s)/mailto links. Done once when the posting is saved, so each page view only reads it.
 */
import { micromark } from 'micromark';
import sanitizeHtml from 'sanitize-html';
import { sanitiseMarkdown } from '../../../contracts/markdown-safety.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    's',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A heading 1 would compete with the posting's title, which is the page's only h1.
  transformTags: { h1: 'h2', a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
    'title',
  ],
};

export function cleanDescription(markdown: string): { markdown: string; html: string } {
  const clean = sanitiseMarkdown(markdown);
  return { markdown: clean, html: sanitizeHtml(micromark(clean), OPTIONS) };
}
