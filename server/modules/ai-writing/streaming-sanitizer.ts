/**
 * The model's answer is Markdown for the editor, never HTML: tags (and a script's or style's
 * content) are removed with sanitize-html. Pieces arrive mid-tag, so text after an unclosed `<`
 * waits for the next piece, and only what is new in the sanitised whole is sent on.
 */
import sanitizeHtml from 'sanitize-html';

export function sanitizeAnswer(text: string): string {
  const clean = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  // sanitize-html escapes text for HTML; Markdown needs `>` (quotes) and `&` back. `&lt;` stays
  // escaped so no tag can form again, and Markdown shows it as a plain `<`.
  return clean
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;(?!lt;)/g, '&');
}

export interface StreamingSanitizer {
  /** Adds a raw piece; returns the safe text to append, or a whole replacement when an earlier piece changed. */
  push(piece: string): { append: string } | { replace: string };
  /** The rest once the stream ended (an unclosed `<` is then text). */
  finish(): { append: string } | { replace: string };
}

export function createStreamingSanitizer(): StreamingSanitizer {
  let raw = '';
  let sent = '';
  const advance = (safe: string) => {
    if (safe.startsWith(sent)) {
      const append = safe.slice(sent.length);
      sent = safe;
      return { append };
    }
    sent = safe;
    return { replace: safe };
  };
  return {
    push(piece) {
      raw += piece;
      const open = raw.lastIndexOf('<');
      const settled = open >= 0 && raw.indexOf('>', open) < 0 ? raw.slice(0, open) : raw;
      return advance(sanitizeAnswer(settled));
    },
    finish: () => advance(sanitizeAnswer(raw)),
  };
}
