/**
 * Mail templates as the email editor keeps them (seed 000 sections 2.9, 3 "Email template", 4 and
 * 5; seed 001 /settings/templates/email). Each mail the product sends has a system template per
 * language, which provider admins edit; a company may keep its own version of a mail in a
 * language, used for its mail instead, until restored to default (deleted). Placeholders and their
 * fallbacks: contracts/mail-template-syntax.ts; the mails and their variables:
 * contracts/email-template-catalog.ts.
 *
 * Who: company templates, the company's staff with company_settings_access and provider admins
 * (another company's staff 404, the company's others 403); system templates, provider admins.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import {
  EMAIL_TEMPLATE_SLUGS,
  REQUIRED_TEMPLATE_VARIABLES,
  TEMPLATE_VARIABLES,
  type EmailTemplateSlug,
} from './email-template-catalog.ts';
import { findPlaceholders, placeholderProblems, type PlaceholderProblem } from './mail-template-syntax.ts';

export const MAX_SUBJECT = 300;
export const MAX_BODY = 100_000;
export const MAX_SENDER_NAME = 100;
export const MAX_TEST_VALUE = 2_000;

const accountId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyAccountId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const language = z.enum(LANGUAGES);
const slug = z.enum(EMAIL_TEMPLATE_SLUGS);

export const TemplateVariableSchema = z.object({
  name: z.string(),
  kind: z.enum(['text', 'link', 'paragraphs']),
  description: z.string(),
  example: z.string(),
});

export const EmailTemplateSummarySchema = z.object({
  template_slug: slug,
  template_display_name: z.string(),
  description: z.string(),
  variables: z.array(TemplateVariableSchema),
  /** Languages in which the owner keeps its own version (a company), or changed the shipped text (system). */
  custom_languages: z.array(language),
});
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummarySchema>;

export const EmailTemplateSchema = z.object({
  template_slug: slug,
  language,
  /** system: the provider's template; company: a company's version; default: a company reads the system template. */
  type: z.enum(['system', 'company', 'default']),
  /** True when what is shown is the default (nothing of the owner's own). */
  is_default: z.boolean(),
  template_display_name: z.string(),
  description: z.string(),
  subject: z.string(),
  html_body: z.string(),
  plain_body: z.string(),
  from_name: z.string(),
  reply_to: z.string(),
  variables: z.array(TemplateVariableSchema),
  /** What Restore to Default goes back to. */
  default_subject: z.string(),
  default_html_body: z.string(),
  default_plain_body: z.string(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

export const TemplateFieldsBody = z.object({
  subject: z.string().check(z.maxLength(MAX_SUBJECT * 4)),
  html_body: z.string().check(z.maxLength(MAX_BODY)),
  plain_body: z.string().check(z.maxLength(MAX_BODY)),
  from_name: z.optional(z.string().check(z.maxLength(MAX_SENDER_NAME * 4))),
  reply_to: z.optional(z.string().check(z.maxLength(400))),
});
export type TemplateFields = z.infer<typeof TemplateFieldsBody>;

export const CompanyTemplateQuery = z.object({ account_id: accountId, language });
export const SystemTemplateQuery = z.object({ language });
export const TemplateParams = z.object({ slug });

export const SaveCompanyTemplateBody = z.object({ ...TemplateFieldsBody.shape, account_id: bodyAccountId, language });
export const SaveSystemTemplateBody = z.object({ ...TemplateFieldsBody.shape, language });

export const TestDataSchema = z.record(
  z.string().check(z.maxLength(64)),
  z.string().check(z.maxLength(MAX_TEST_VALUE)),
);

/** A template as the editor holds it, with test data; no account_id means the system template (provider admins). */
export const TryTemplateBody = z.object({
  ...TemplateFieldsBody.shape,
  template_slug: slug,
  language,
  account_id: z.optional(bodyAccountId),
  test_data: TestDataSchema,
});
export type TryTemplate = z.infer<typeof TryTemplateBody>;

export const TemplatePreviewSchema = z.object({
  subject: z.string(),
  html_body: z.string(),
  plain_body: z.string(),
  from_name: z.string(),
});

/** A field's problem, worded for the editor; the server sends the same as field errors (prop = field). */
export type TemplateRule =
  | 'subject_empty'
  | 'subject_long'
  | 'html_empty'
  | 'plain_empty'
  | 'sender_long'
  | 'reply_to_invalid'
  | 'unknown_variable'
  | 'malformed_placeholder'
  | 'missing_variable';
export type TemplateProblem = {
  prop: 'subject' | 'html_body' | 'plain_body' | 'from_name' | 'reply_to';
  rule: TemplateRule;
  message: string;
  placeholder?: PlaceholderProblem;
  /** missing_variable: the variable the text must keep (REQUIRED_TEMPLATE_VARIABLES). */
  variable?: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and checks a template as the server stores it; the editor runs the same check before Save. */
export function templateFieldProblems(
  slugName: EmailTemplateSlug,
  body: TemplateFields,
): { value: Required<TemplateFields>; problems: TemplateProblem[] } {
  const value = {
    subject: body.subject.trim(),
    html_body: body.html_body.trim(),
    plain_body: body.plain_body.trim(),
    from_name: (body.from_name ?? '').trim(),
    reply_to: (body.reply_to ?? '').trim(),
  };
  const problems: TemplateProblem[] = [];
  if (value.subject === '') problems.push({ prop: 'subject', rule: 'subject_empty', message: 'Enter a subject.' });
  else if (value.subject.length > MAX_SUBJECT)
    problems.push({ prop: 'subject', rule: 'subject_long', message: `Use ${MAX_SUBJECT} characters or fewer.` });
  if (value.html_body === '')
    problems.push({ prop: 'html_body', rule: 'html_empty', message: 'Enter the email body.' });
  if (value.plain_body === '')
    problems.push({ prop: 'plain_body', rule: 'plain_empty', message: 'Enter the plain text.' });
  if (value.from_name.length > MAX_SENDER_NAME)
    problems.push({ prop: 'from_name', rule: 'sender_long', message: `Use ${MAX_SENDER_NAME} characters or fewer.` });
  if (value.reply_to !== '' && !EMAIL.test(value.reply_to))
    problems.push({ prop: 'reply_to', rule: 'reply_to_invalid', message: 'Enter a valid email address.' });
  const allowed = TEMPLATE_VARIABLES[slugName].map((x) => x.name);
  for (const prop of ['subject', 'html_body', 'plain_body'] as const) {
    for (const p of placeholderProblems(value[prop], allowed)) {
      const message =
        p.kind === 'unknown_variable'
          ? `{{${p.text}}} is not a variable of this email (line ${p.line}, column ${p.column}).`
          : `"${p.text}" is not a placeholder: write {{name}} or {{name|:fallback}} (line ${p.line}, column ${p.column}).`;
      problems.push({ prop, rule: p.kind, message, placeholder: p });
    }
  }
  for (const prop of ['html_body', 'plain_body'] as const) {
    if (value[prop] === '') continue;
    const present = new Set(findPlaceholders(value[prop]).map((p) => p.name));
    for (const variable of REQUIRED_TEMPLATE_VARIABLES[slugName] ?? []) {
      if (present.has(variable)) continue;
      const message = `Keep {{${variable}}} in this text: readers of this email need it.`;
      problems.push({ prop, rule: 'missing_variable', message, variable });
    }
  }
  return { value, problems };
}

export const listCompanyEmailTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/email-templates/',
  access: 'company-settings',
  summary:
    'The mails a company may change, their variables, and the languages it keeps its own version in (company settings access)',
  query: z.object({ account_id: accountId }),
  response: z.array(EmailTemplateSummarySchema),
});

export const getCompanyEmailTemplate = defineEndpoint({
  method: 'GET',
  path: '/account/v1/email-template/{slug}/',
  access: 'company-settings',
  summary:
    "A company's version of a mail in a language, or the system template when it keeps none (company settings access)",
  params: TemplateParams,
  query: CompanyTemplateQuery,
  response: EmailTemplateSchema,
});

export const saveCompanyEmailTemplate = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/email-template/{slug}/',
  access: 'company-settings',
  summary:
    "Saves a company's version of a mail in a language; unknown variables and invalid fields are refused (400) and nothing changes",
  params: TemplateParams,
  body: SaveCompanyTemplateBody,
  response: EmailTemplateSchema,
});

export const restoreCompanyEmailTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/email-template/{slug}/',
  access: 'company-settings',
  summary:
    "Restore to default: deletes a company's version of a mail in a language; its mail uses the system template again",
  params: TemplateParams,
  query: CompanyTemplateQuery,
  response: EmailTemplateSchema,
});

export const listSystemEmailTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/system-email-templates/',
  access: 'provider-admin',
  summary:
    'The system templates of every mail, their variables, and the languages whose text differs from the shipped one (provider admins)',
  response: z.array(EmailTemplateSummarySchema),
});

export const getSystemEmailTemplate = defineEndpoint({
  method: 'GET',
  path: '/account/v1/system-email-template/{slug}/',
  access: 'provider-admin',
  summary: 'The system template of a mail in a language (provider admins)',
  params: TemplateParams,
  query: SystemTemplateQuery,
  response: EmailTemplateSchema,
});

export const saveSystemEmailTemplate = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/system-email-template/{slug}/',
  access: 'provider-admin',
  summary:
    'Saves the system template of a mail in a language (provider admins); unknown variables and invalid fields are refused (400)',
  params: TemplateParams,
  body: SaveSystemTemplateBody,
  response: EmailTemplateSchema,
});

export const restoreSystemEmailTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/system-email-template/{slug}/',
  access: 'provider-admin',
  summary:
    'Restore to default: puts the shipped text back in the system template of a mail in a language (provider admins)',
  params: TemplateParams,
  query: SystemTemplateQuery,
  response: EmailTemplateSchema,
});

export const previewEmailTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/email-template-preview/',
  access: 'staff',
  summary: 'Renders a template as edited with test data (missing values take the fallback); nothing is saved',
  body: TryTemplateBody,
  response: TemplatePreviewSchema,
});

export const sendTestEmailTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/email-template-test/',
  access: 'staff',
  summary: 'Send me a test: mails a template as edited, with test data, to the signed-in staff member',
  body: TryTemplateBody,
  response: z.object({ sent_to: z.string() }),
});
