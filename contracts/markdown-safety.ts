/**
 * Requisition descriptions are markdown written in the rich-text editor and shown to candidates.
 * They are stored and shown without raw HTML and with only harmless link targets: the server
 * cleans every description it stores with `sanitiseMarkdown`, and the screens clean again
 * before rendering (a description stored before this rule, or by another path, stays harmless).
 */

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/** Decodes the entities a markdown parser would decode in a link target (`java&#115;cript:`). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** True when a link target is relative, a fragment, or uses http(s), mailto or tel. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" runs.
  const compact = decodeEntities(url)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff\\<>]/g, '')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(scheme[1]!);
}

/** An unsafe link target becomes '#'; the link text stays. */
function safeTarget(target: string): string {
  return isSafeUrl(target) ? target : '#';
}

/**
 * Markdown without raw HTML and without dangerous link targets:
 * - script, style, iframe, object and embed blocks go with their content;
 * - every other HTML tag and comment goes (its text content stays);
 * - a '<' that could still start a tag is escaped;
 * - link and image targets, reference definitions and autolinks with a scheme other than
 *   http, https, mailto or tel become '#' (autolinks are dropped).
 */
export function sanitiseMarkdown(input: string): string {
  let text = input.replace(/\r\n?/g, '\n');
  text = text.replace(/<(script|style|iframe|object|embed|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  text = text.replace(/<!--[\s\S]*?(-->|$)/g, '');
  text = text.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi, '');
  // Autolinks (<https://...>): keep safe ones, drop the rest.
  text = text.replace(/<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi, (whole, url: string) => (isSafeUrl(url) ? whole : ''));
  // Anything still able to open a tag is shown as a literal '<'.
  text = text.replace(/<(?![a-z][a-z0-9+.-]*:[^\s<>]*>)(?=[a-z/!?])/gi, '\\<');
  // Inline links and images: ](target "title") and ](<target>).
  text = text.replace(/\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)/g, (whole, target: string) => {
    const bare = target.startsWith('<') ? target.slice(1, -1) : target;
    return isSafeUrl(bare) ? whole : '](#';
  });
  // Reference definitions: [label]: target
  text = text.replace(/^( {0,3}\[[^\]\n]+\]:\s*)(<[^>\n]*>|\S+)/gm, (_whole, head: string, target: string) => {
    const bare = target.startsWith('<') ? target.slice(1, -1) : target;
    return head + safeTarget(bare);
  });
  return text;
}
