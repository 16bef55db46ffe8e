/**
 * A company's message templates (seed 001: /settings/templates/message; seed 002 7.2
 * "message-template"): short texts staff send candidates, with placeholders written as in mail
 * templates (`{{first_name}}`, contracts/mail-template-syntax.ts) from a fixed list.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { placeholderProblems } from './mail-template-syntax.ts';
import { MERGE_FIELDS } from './merge-fields.ts';

export const MAX_TEMPLATE_NAME = 100;
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
  body: z.string(),
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
  body: z.string().check(z.maxLength(20_000)),
});
export type SaveTemplate = z.infer<typeof SaveTemplateBody>;

export const CreateTemplateBody = z.object({
  ...SaveTemplateBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export type TemplateProblemCode = 'required' | 'too_long' | 'unknown_variable' | 'malformed_placeholder';
export interface TemplateProblem {
  prop: 'name' | 'body';
  code: TemplateProblemCode;
  /** The unknown variable or the unreadable text, for the message. */
  text?: string;
  message: string;
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function messageTemplateProblems(body: SaveTemplate): { value: SaveTemplate; problems: TemplateProblem[] } {
  const value = { name: body.name.trim(), body: body.body.trim() };
  const problems: TemplateProblem[] = [];
  if (!value.name) problems.push({ prop: 'name', code: 'required', message: 'Enter a name.' });
  else if (value.name.length > MAX_TEMPLATE_NAME)
    problems.push({ prop: 'name', code: 'too_long', message: `Use at most ${MAX_TEMPLATE_NAME} characters.` });
  if (!value.body) problems.push({ prop: 'body', code: 'required', message: 'Write the message.' });
  else if (value.body.length > MAX_MESSAGE_BODY)
    problems.push({ prop: 'body', code: 'too_long', message: `Use at most ${MAX_MESSAGE_BODY} characters.` });
  else {
    const first = placeholderProblems(value.body, MESSAGE_VARIABLES)[0];
    if (first?.kind === 'unknown_variable')
      problems.push({
        prop: 'body',
        code: 'unknown_variable',
        text: first.text,
        message: `{{${first.text}}} is not a variable messages know.`,
      });
    else if (first)
      problems.push({
        prop: 'body',
        code: 'malformed_placeholder',
        text: first.text,
        message: `"${first.text}" is not a complete placeholder.`,
      });
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
    "The company's message templates by name, to start a bulk email from one: its staff with company settings or requisition access, and provider admins",
  query: z.object({ account_id: dbId }),
  response: z.object({ results: z.array(MessageTemplateSchema) }),
});
