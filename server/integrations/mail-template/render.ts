/**
 * Renders a mail template with its values: the subject and the plain text get the values as they
 * are (one line for the subject), the HTML gets them escaped by their kind, and the filled HTML is
 * sanitised once more, so neither the template nor a value can put anything executable in a mail.
 */
import {
  fillPlaceholders,
  placeholderProblems,
  type PlaceholderProblem,
} from '../../../contracts/mail-template-syntax.ts';
import {
  TEMPLATE_VARIABLES,
  type EmailTemplateSlug,
  type TemplateVariable,
} from '../../../contracts/email-template-catalog.ts';
import { escapeHtml, textToHtml } from '../mail-body.ts';
import { sanitizeMailHtml } from './sanitize.ts';

export interface TemplateText {
  subject: string;
  html_body: string;
  plain_body: string;
}
export type TemplateField = keyof TemplateText;
export type TemplateValues = Partial<Record<string, string>>;

export interface FieldProblem extends PlaceholderProblem {
  field: TemplateField;
}

const FIELDS: TemplateField[] = ['subject', 'html_body', 'plain_body'];

/** Unknown variables and broken placeholders of each field, with where they are. */
export function templateProblems(slug: EmailTemplateSlug, text: TemplateText): FieldProblem[] {
  const allowed = TEMPLATE_VARIABLES[slug].map((x) => x.name);
  return FIELDS.flatMap((field) => placeholderProblems(text[field], allowed).map((p) => ({ ...p, field })));
}

const given = (values: TemplateValues, name: string): string | undefined => {
  const value = values[name];
  return value === undefined || value.trim() === '' ? undefined : value;
};

function htmlValue(variable: TemplateVariable | undefined, value: string): string {
  if (variable?.kind === 'paragraphs') return textToHtml(value);
  if (variable?.kind === 'link' && !/^https?:\/\//i.test(value.trim())) return '';
  return escapeHtml(value);
}

export function renderTemplate(slug: EmailTemplateSlug, text: TemplateText, values: TemplateValues): TemplateText {
  const variables = new Map(TEMPLATE_VARIABLES[slug].map((x) => [x.name, x]));
  const plain = (name: string) => given(values, name);
  const subject = fillPlaceholders(text.subject, plain)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  // An empty optional value (a note nobody wrote) would leave a run of blank lines.
  const plainBody = fillPlaceholders(text.plain_body, plain).replace(/\n{3,}/g, '\n\n');
  // The template's HTML was sanitised on save; it is again here in case it was stored otherwise.
  // A fallback is written in the HTML source, so it is already HTML and goes in as written.
  const html = fillPlaceholders(sanitizeMailHtml(text.html_body), (name) => {
    const value = given(values, name);
    return value === undefined ? undefined : htmlValue(variables.get(name), value);
  });
  return { subject, html_body: sanitizeMailHtml(html), plain_body: plainBody };
}
