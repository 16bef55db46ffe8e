/**
 * A company's message templates (seed 001: /settings/templates/message; seed 002 7.2
 * "message-template"): short texts staff send candidates, with placeholders written as in mail
 * templates (`{{first_name}}`, contracts/mail-template-syntax.ts) from a fixed list.
 *
 * A template has a subject (optional: blank, its name stands for it) and versions in the other
 * languages (D292): `subject` and `body` are the company default language's, `subject_i18n` and
 * `body_i18n` the others' (D199), so a mail started from it reaches each recipient in their language.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { storedVersions, type TextVersions } from './company-text.ts';
import { textVersionsSchema } from './company-text-schema.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import { placeholderProblems } from './mail-template-syntax.ts';
import { MERGE_FIELDS } from './merge-fields.ts';

export const MAX_TEMPLATE_NAME = 100;
/** As a mail's subject (contracts/applicants.ts). */
export const MAX_TEMPLATE_SUBJECT = 200;
/** Ten text-message segments. */
export const MAX_MESSAGE_BODY = 1600;
/** The merge fields every composed message knows (contracts/merge-fields.ts), filled per recipient on send. */
export const MESSAGE_VARIABLES = MERGE_FIELDS;

export const TEMPLATE_ORDERINGS = ['name', '-name', 'updated_at', '-updated_at'] as const;
export type TemplateOrdering = (typeof TEMPLATE_ORDERINGS)[number];

export const MessageTemplateSchema = z.object({
  message_template_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  subject: z.string(),
  subject_i18n: textVersionsSchema(MAX_TEMPLATE_SUBJECT),
  body: z.string(),
  body_i18n: textVersionsSchema(MAX_MESSAGE_BODY),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListTemplatesQuery = z.object({
  account_id: dbId,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(TEMPLATE_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListTemplates = z.infer<typeof ListTemplatesQuery>;

export const SaveTemplateBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  subject: z.optional(z.string().check(z.maxLength(1000))),
  subject_i18n: z.optional(textVersionsSchema(1000)),
  body: z.string().check(z.maxLength(20_000)),
  body_i18n: z.optional(textVersionsSchema(20_000)),
});
export type SaveTemplate = z.infer<typeof SaveTemplateBody>;
/** A template as judged: every part present, trimmed, blank versions dropped. */
export interface JudgedTemplate {
  name: string;
  subject: string;
  subject_i18n: TextVersions;
  body: string;
  body_i18n: TextVersions;
}

export const CreateTemplateBody = z.object({
  ...SaveTemplateBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export type TemplateProblemCode = 'required' | 'too_long' | 'unknown_variable' | 'malformed_placeholder';
export interface TemplateProblem {
  /** `name`, `subject`, `body`, or a version's `subject_i18n.es`, `body_i18n.fr`. */
  prop: string;
  code: TemplateProblemCode;
  /** The unknown variable or the unreadable text, for the message. */
  text?: string;
  message: string;
}

function textProblems(prop: string, text: string, max: number, isRequired: boolean): TemplateProblem[] {
  if (!text)
    return isRequired
      ? [{ prop, code: 'required', message: prop === 'body' ? 'Write the message.' : 'Enter a name.' }]
      : [];
  if (text.length > max) return [{ prop, code: 'too_long', message: `Use at most ${max} characters.` }];
  const first = placeholderProblems(text, MESSAGE_VARIABLES)[0];
  if (first?.kind === 'unknown_variable')
    return [
      {
        prop,
        code: 'unknown_variable',
        text: first.text,
        message: `{{${first.text}}} is not a variable messages know.`,
      },
    ];
  if (first)
    return [
      {
        prop,
        code: 'malformed_placeholder',
        text: first.text,
        message: `"${first.text}" is not a complete placeholder.`,
      },
    ];
  return [];
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function messageTemplateProblems(body: SaveTemplate): { value: JudgedTemplate; problems: TemplateProblem[] } {
  const value: JudgedTemplate = {
    name: body.name.trim(),
    subject: (body.subject ?? '').trim(),
    subject_i18n: storedVersions(body.subject_i18n),
    body: body.body.trim(),
    body_i18n: storedVersions(body.body_i18n),
  };
  const problems: TemplateProblem[] = [];
  if (!value.name) problems.push({ prop: 'name', code: 'required', message: 'Enter a name.' });
  else if (value.name.length > MAX_TEMPLATE_NAME)
    problems.push({ prop: 'name', code: 'too_long', message: `Use at most ${MAX_TEMPLATE_NAME} characters.` });
  problems.push(...textProblems('subject', value.subject, MAX_TEMPLATE_SUBJECT, false));
  problems.push(...textProblems('body', value.body, MAX_MESSAGE_BODY, true));
  for (const language of LANGUAGES) {
    const subject = value.subject_i18n[language];
    const text = value.body_i18n[language];
    if (subject) problems.push(...textProblems(`subject_i18n.${language}`, subject, MAX_TEMPLATE_SUBJECT, false));
    if (text) problems.push(...textProblems(`body_i18n.${language}`, text, MAX_MESSAGE_BODY, false));
  }
  return { value, problems };
}

export const TemplateParams = z.object({ id: dbId });

export const listMessageTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/message-templates/',
  access: 'company-settings',
  summary: "The company's message templates; search by name or text, ordering, paging",
  query: ListTemplatesQuery,
  response: z.object({ results: z.array(MessageTemplateSchema), count: z.number() }),
});

export const createMessageTemplate = defineEndpoint({
  method: 'POST',
  path: '/account/v1/message-template/',
  access: 'company-settings',
  summary: 'Adds a message template; names are unique per company, case ignored',
  body: CreateTemplateBody,
  response: MessageTemplateSchema,
});

export const updateMessageTemplate = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/message-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'message-template', param: 'id' },
  summary: 'Saves a message template',
  params: TemplateParams,
  body: SaveTemplateBody,
  response: MessageTemplateSchema,
});

export const deleteMessageTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/message-template/{id}/',
  access: 'company-settings',
  resource: { kind: 'message-template', param: 'id' },
  summary: 'Deletes a message template (nothing keeps a reference to it)',
  params: TemplateParams,
  response: z.object({ deleted: z.number() }),
});

export const listUsableMessageTemplates = defineEndpoint({
  method: 'GET',
  path: '/account/v1/message-templates/usable/',
  access: 'company-templates',
  summary:
    "The company's message templates by name, to start a bulk email or a rejection mail from one, with the company's default language (the language of each template's own subject and body; D292): its staff with company settings or requisition access, and provider admins",
  query: z.object({ account_id: dbId }),
  response: z.object({ results: z.array(MessageTemplateSchema), default_language: z.enum(LANGUAGES) }),
});
