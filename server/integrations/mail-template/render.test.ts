import { describe, expect, it } from 'vitest';
import { renderTemplate, templateProblems, type TemplateText } from './render.ts';
import { sanitizeMailHtml } from './sanitize.ts';

const text = (html_body: string, extra: Partial<TemplateText> = {}): TemplateText => ({
  subject: 'Hello',
  plain_body: 'Hello',
  html_body,
  ...extra,
});

/**
 * Anything a mail client or browser could run: script, handlers, dangerous URLs, frames, old CSS.
 * Looked for in the tags only: text is escaped, so every real `<` opens a tag, and a text that
 * reads "onerror=" is only words.
 */
function expectNothingExecutable(output: string) {
  const html = (output.match(/<[^>]*>?/g) ?? []).join(' ');
  const attributeNames = html.replace(/"[^"]*"|'[^']*'/g, '""');
  const urls = [...html.matchAll(/(?:href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!.replace(/&#?\w+;|\s/g, ''));
  expect(attributeNames).not.toMatch(/\son[a-z]+\s*=/i);
  for (const url of urls) expect(url).not.toMatch(/^(?!https?:|mailto:)[a-z][a-z0-9+.-]*:/i);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<iframe|<object|<embed|<form|<meta|<link|<base|<style/i);
  expect(attributeNames).not.toMatch(/javascript:|vbscript:|data:/i);
  const styles = [...html.matchAll(/style\s*=\s*"([^"]*)"/gi)].map((m) => m[1]!).join(' ');
  expect(styles).not.toMatch(/expression|url|behavior|javascript/i);
}

const TEMPLATE_ATTACKS = [
  '<script>alert(1)</script><p>Hi</p>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Reset</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">Reset</a>',
  '<a href="  javascript:alert(1)">Reset</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<div style="color: red; behavior: url(x.htc)">x</div>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<body onload="alert(1)">x</body>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<img src="javascript:alert(1)">',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)//',
  '<details open ontoggle=alert(1)>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
];

const VALUE_ATTACKS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{first_name}}',
];

describe('a mail template', () => {
  it('given every attack in the template HTML, when it is saved and rendered, then nothing executable is left', () => {
    for (const attack of TEMPLATE_ATTACKS) {
      expectNothingExecutable(sanitizeMailHtml(attack));
      expectNothingExecutable(renderTemplate('password_reset', text(attack), {}).html_body);
    }
  });

  it('given values that hold markup, when they go into the HTML part, then they show as text and run nowhere', () => {
    const template = text('<p>Hi {{first_name}}</p><a href="{{reset_link}}" title="{{last_name}}">Reset</a>');
    for (const attack of VALUE_ATTACKS) {
      const html = renderTemplate('password_reset', template, {
        first_name: attack,
        last_name: attack,
        reset_link: attack,
      }).html_body;
      expectNothingExecutable(html);
      expect(html).not.toMatch(/<img|<svg/);
    }
    const shown = renderTemplate('password_reset', template, { first_name: '<b>Dana</b>' }).html_body;
    expect(shown).toContain('Hi &lt;b&gt;Dana&lt;/b&gt;');
  });

  it('given a link variable that is not http(s), when rendered, then the link is left empty', () => {
    const html = renderTemplate('password_reset', text('<a href="{{reset_link}}">Reset</a>'), {
      reset_link: 'javascript:alert(1)',
    }).html_body;
    expect(html).toBe('<a>Reset</a>');
  });

  it('given a written message, when it goes into the HTML part, then its paragraphs stay and its markup is escaped', () => {
    const html = renderTemplate('applicant_email', text('<div>{{message}}</div>'), {
      message: 'Hello <b>you</b>\n\nSecond & last',
    }).html_body;
    expect(html).toContain('Hello &lt;b&gt;you&lt;/b&gt;');
    expect(html).toContain('Second &amp; last');
    expect(html.match(/<p/g)).toHaveLength(2);
  });

  it('given a fallback, when the value is missing or blank, then the fallback is used, and without one nothing', () => {
    const t = text('<p>Hello {{first_name|:there}}{{last_name}}!</p>', {
      subject: 'Hi {{first_name|:there}}',
      plain_body: 'Hello {{ first_name |:there}}.',
    });
    expect(renderTemplate('password_reset', t, {})).toEqual({
      subject: 'Hi there',
      html_body: '<p>Hello there!</p>',
      plain_body: 'Hello there.',
    });
    expect(renderTemplate('password_reset', t, { first_name: '  ' }).subject).toBe('Hi there');
    expect(renderTemplate('password_reset', t, { first_name: 'Dana' })).toEqual({
      subject: 'Hi Dana',
      html_body: '<p>Hello Dana!</p>',
      plain_body: 'Hello Dana.',
    });
  });

  it('given a greeting whose name is empty and has no fallback, then the gap before the name goes with it: "Hola:", "Bonjour,", "¡Hola!"', () => {
    const t = text('<p>Hola, {{first_name}}:</p><p>Bonjour {{first_name}},</p>', {
      subject: '¡Hola, {{first_name}}!',
      plain_body: 'Hola, {{first_name}}:\nBonjour {{first_name}} !\nHello {{first_name}}\nA {{first_name}} b',
    });
    expect(renderTemplate('password_reset', t, {})).toEqual({
      subject: '¡Hola!',
      html_body: '<p>Hola:</p><p>Bonjour,</p>',
      plain_body: 'Hola:\nBonjour !\nHello\nA  b',
    });
    expect(renderTemplate('password_reset', t, { first_name: 'Ana' }).plain_body).toBe(
      'Hola, Ana:\nBonjour Ana !\nHello Ana\nA Ana b',
    );
  });

  it('given a value with line breaks in the subject, when rendered, then the subject stays on one line', () => {
    expect(
      renderTemplate('password_reset', text('<p>x</p>', { subject: 'Hi {{first_name}}' }), {
        first_name: 'A\r\nBcc: x@evil.example',
      }).subject,
    ).toBe('Hi A Bcc: x@evil.example');
  });

  it('given a plain-text part, when rendered, then values go in as they are (it is never read as HTML)', () => {
    expect(
      renderTemplate('password_reset', text('<p>x</p>', { plain_body: 'Open {{reset_link}}' }), {
        reset_link: 'https://a.example/?a=1&b=2',
      }).plain_body,
    ).toBe('Open https://a.example/?a=1&b=2');
  });

  it('given placeholders in a link and in text, when saved, then the sanitiser keeps them for the render', () => {
    const saved = sanitizeMailHtml(
      '<p style="color: #333; margin: 0 0 16px">Hi {{first_name|:there}}</p><a href="{{reset_link}}">Reset</a>',
    );
    expect(saved).toBe(
      '<p style="color:#333;margin:0 0 16px">Hi {{first_name|:there}}</p><a href="{{reset_link}}">Reset</a>',
    );
  });

  it('given unknown variables and broken placeholders, when checked, then each is named with its field, line and column', () => {
    const problems = templateProblems('password_reset', {
      subject: 'Hi {{frist_name}}',
      html_body: '<p>ok {{first_name}}</p>\n<p>{{job_name}} and {{ broken</p>',
      plain_body: 'x }}',
    });
    expect(problems).toEqual([
      { field: 'subject', kind: 'unknown_variable', text: 'frist_name', index: 3, line: 1, column: 4 },
      { field: 'html_body', kind: 'unknown_variable', text: 'job_name', index: 28, line: 2, column: 4 },
      { field: 'html_body', kind: 'malformed_placeholder', text: '{{ broken</p>', index: 45, line: 2, column: 21 },
      { field: 'plain_body', kind: 'malformed_placeholder', text: '}}', index: 2, line: 1, column: 3 },
    ]);
  });
});
