/**
 * The two parts of every mail: the plain text as written, and HTML made from it (escaped, links
 * made clickable) unless the caller wrote its own; both end with the footer that says why the
 * person received it.
 */

/** The sender name of the platform's own mail (password resets). */
export const PLATFORM_SENDER_NAME = 'Assay';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Paragraphs on blank lines, line breaks kept, http(s) addresses as links. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p style="margin:0 0 16px">${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

export interface MailBodies {
  text_body: string;
  html_body: string;
}

export function composeBodies(text: string, html: string | undefined, footer: string): MailBodies {
  return {
    text_body: `${text.trimEnd()}\n\n-- \n${footer}\n`,
    html_body: [
      '<!doctype html>',
      '<html><head><meta charset="utf-8"></head>',
      '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
      html ?? textToHtml(text),
      `<hr style="border:0;border-top:1px solid #d9dee3;margin:24px 0 12px">`,
      `<p style="margin:0;font-size:12px;color:#52606d">${escapeHtml(footer)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
