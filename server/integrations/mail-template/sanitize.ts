/**
 * What HTML a mail template may hold: text formatting, links, images, tables and inline styles a
 * mail client shows; never scripts, event handlers, frames, forms, or URLs other than http(s) and
 * mailto. Run when a template is saved and again on every rendered mail, after the values are in.
 */
import sanitizeHtml from 'sanitize-html';

// Inline style is how mail is laid out; only these properties, and values without url( or
// expression( (old engines ran them), parentheses limited to rgb()/rgba() colours.
const SAFE_STYLE_VALUE = /^(?!.*(?:url|expression|javascript|@import|\\))(?:[#%.,\s\w-]|rgba?\([\d\s.,%]+\))+$/i;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'text-align',
  'text-decoration',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-top',
  'border-bottom',
  'border-radius',
  'width',
  'max-width',
  'height',
  'display',
  'vertical-align',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'pre',
    'code',
  ],
  allowedAttributes: {
    '*': ['style', 'align'],
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'role'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_STYLE_VALUE]])) },
  disallowedTagsMode: 'discard',
  // Dropped with their content, not unwrapped: their text is code or markup, not prose.
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

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
