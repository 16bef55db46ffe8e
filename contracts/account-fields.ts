/**
 * A company's custom fields as company settings keep them (seed 001 sections 2 and 7.3 "Custom
 * fields: fetch by usageTypeId, add, update, delete", the user-fields tabs personal-fields,
 * job-fields and application-fields; seed 002 7.3 "account-field(s)"). Company custom fields are
 * usage type 2 (seed 001 constants). The application-form group is what candidates answer
 * (contracts/application-form.ts); a field candidates have answered is archived, never deleted,
 * so their answers stay (D38).
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { COMPANY_CUSTOM_FIELDS_USAGE_TYPE, FIELD_TYPES } from './application-form.ts';
import { optionVersionsSchema, textVersionsSchema } from './company-text-schema.ts';
import { LANGUAGES, type Language } from './languages.ts';

export const FIELD_GROUPS = ['personal', 'job', 'application'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];
export type FieldType = (typeof FIELD_TYPES)[number];

export const MAX_FIELD_LABEL = 200;
export const MAX_FIELD_HELP = 500;
export const MAX_FIELD_OPTION = 100;
export const MAX_FIELD_OPTIONS = 50;
export const MAX_FIELDS_PER_GROUP = 200;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
/** Only company custom fields (usage type 2) are kept here. */
const usageType = z.coerce
  .number()
  .check(z.int(), z.gte(COMPANY_CUSTOM_FIELDS_USAGE_TYPE), z.lte(COMPANY_CUSTOM_FIELDS_USAGE_TYPE));
const bodyUsageType = z
  .number()
  .check(z.int(), z.gte(COMPANY_CUSTOM_FIELDS_USAGE_TYPE), z.lte(COMPANY_CUSTOM_FIELDS_USAGE_TYPE));

export type OptionVersions = Partial<Record<Language, string[]>>;

export const AccountFieldAdminSchema = z.object({
  account_field_id: z.number(),
  account_id: z.number(),
  usage_type_id: z.number(),
  field_group: z.enum(FIELD_GROUPS),
  label: z.string(),
  help_text: z.string(),
  field_type: z.enum(FIELD_TYPES),
  options: z.array(z.string()),
  is_required: z.boolean(),
  sort_order: z.number(),
  is_archived: z.boolean(),
  /** How many answers candidates have given (non-empty); more than 0 means it cannot be deleted. */
  answer_count: z.number(),
  /** The company's default language: `label`, `help_text` and `options` are its version (D199). */
  default_language: z.enum(LANGUAGES),
  /** The versions in the other languages (D199, D214); a missing one falls back to the default's. */
  label_i18n: textVersionsSchema(MAX_FIELD_LABEL),
  help_text_i18n: textVersionsSchema(MAX_FIELD_HELP),
  options_i18n: optionVersionsSchema(MAX_FIELD_OPTION),
});
export type AccountFieldAdmin = z.infer<typeof AccountFieldAdminSchema>;

export const AccountFieldsQuery = z.object({
  account_id: id,
  usage_type_id: usageType,
  field_group: z.enum(FIELD_GROUPS),
});

/** What the editor sends; the server trims, and checks what a schema cannot (options per type, unique labels). */
export const SaveAccountFieldBody = z.object({
  label: z.string().check(z.maxLength(1000)),
  help_text: z.optional(z.string().check(z.maxLength(2000))),
  field_type: z.enum(FIELD_TYPES),
  options: z.optional(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(200))),
  is_required: z.boolean(),
  /** The other languages' versions, each replacing what is stored (omitted: kept; blank: removed). */
  label_i18n: z.optional(textVersionsSchema(1000)),
  help_text_i18n: z.optional(textVersionsSchema(2000)),
  /** Per language, one text per option in the order of `options`; all blank removes that language. */
  options_i18n: z.optional(optionVersionsSchema(1000)),
});
export type SaveAccountField = z.infer<typeof SaveAccountFieldBody>;

export const CreateAccountFieldBody = z.object({
  ...SaveAccountFieldBody.shape,
  account_id: bodyId,
  usage_type_id: bodyUsageType,
  field_group: z.enum(FIELD_GROUPS),
});
export type CreateAccountField = z.infer<typeof CreateAccountFieldBody>;

export const ArchiveAccountFieldBody = z.object({ is_archived: z.boolean() });

export const OrderAccountFieldsBody = z.object({
  account_id: bodyId,
  usage_type_id: bodyUsageType,
  field_group: z.enum(FIELD_GROUPS),
  /** Every field of the group that is not archived, in the new order. */
  account_field_ids: z.array(bodyId).check(z.maxLength(MAX_FIELDS_PER_GROUP)),
});
export type OrderAccountFields = z.infer<typeof OrderAccountFieldsBody>;

/** A field's problems, worded for the editor; the server sends the same ones as field errors. */
export type AccountFieldRule =
  | 'label_empty'
  | 'label_long'
  | 'help_long'
  | 'options_few'
  | 'options_many'
  | 'option_long'
  | 'options_repeat'
  | 'options_not_list'
  | 'version_long'
  | 'options_version_count';
export type AccountFieldProblem = { prop: string; rule: AccountFieldRule; message: string };

/** Trims and checks a field as the server stores it; the client runs the same check before sending. */
export function accountFieldProblems(body: SaveAccountField): {
  value: Required<Pick<SaveAccountField, 'label' | 'help_text' | 'field_type' | 'options' | 'is_required'>>;
  versions: FieldVersions;
  problems: AccountFieldProblem[];
} {
  const problems: AccountFieldProblem[] = [];
  const label = body.label.trim();
  const helpText = (body.help_text ?? '').trim();
  const options = (body.options ?? []).map((o) => o.trim()).filter((o) => o !== '');
  if (label === '') problems.push({ prop: 'label', rule: 'label_empty', message: 'Enter a label.' });
  else if (label.length > MAX_FIELD_LABEL)
    problems.push({ prop: 'label', rule: 'label_long', message: `Use ${MAX_FIELD_LABEL} characters or fewer.` });
  if (helpText.length > MAX_FIELD_HELP)
    problems.push({ prop: 'help_text', rule: 'help_long', message: `Use ${MAX_FIELD_HELP} characters or fewer.` });
  if (body.field_type === 'select') {
    const lower = options.map((o) => o.toLowerCase());
    if (options.length < 2)
      problems.push({ prop: 'options', rule: 'options_few', message: 'A list needs at least two options.' });
    else if (options.length > MAX_FIELD_OPTIONS)
      problems.push({ prop: 'options', rule: 'options_many', message: `Use ${MAX_FIELD_OPTIONS} options or fewer.` });
    else if (options.some((o) => o.length > MAX_FIELD_OPTION))
      problems.push({
        prop: 'options',
        rule: 'option_long',
        message: `Keep each option to ${MAX_FIELD_OPTION} characters or fewer.`,
      });
    else if (new Set(lower).size !== lower.length)
      problems.push({ prop: 'options', rule: 'options_repeat', message: 'Each option must be different.' });
  } else if (options.length > 0) {
    problems.push({ prop: 'options', rule: 'options_not_list', message: 'Only a list field has options.' });
  }
  const versions = fieldVersions(body);
  problems.push(...versions.problems);
  return {
    value: { label, help_text: helpText, field_type: body.field_type, options, is_required: body.is_required },
    versions: versions.value,
    problems,
  };
}

/** What a save asks for the other languages; undefined where the body leaves a column's versions as stored. */
export interface FieldVersions {
  label_i18n?: Partial<Record<Language, string>>;
  help_text_i18n?: Partial<Record<Language, string>>;
  options_i18n?: OptionVersions;
}

/**
 * Trims and checks the versions as the columns' own texts are checked. A language's choices are all
 * given or none: a list with a blank or a missing choice is refused (a candidate would otherwise see
 * one choice in another language), and one with every choice blank removes that language.
 */
function fieldVersions(body: SaveAccountField): { value: FieldVersions; problems: AccountFieldProblem[] } {
  const problems: AccountFieldProblem[] = [];
  const texts = (given: Partial<Record<Language, string | undefined>> | undefined, column: string, max: number) => {
    if (given === undefined) return undefined;
    const out: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const text = (given[language] ?? '').trim();
      if (text === '') continue;
      if (text.length > max)
        problems.push({
          prop: `${column}.${language}`,
          rule: 'version_long',
          message: `Use ${max} characters or fewer.`,
        });
      out[language] = text;
    }
    return out;
  };
  const value: FieldVersions = {
    label_i18n: texts(body.label_i18n, 'label_i18n', MAX_FIELD_LABEL),
    help_text_i18n: texts(body.help_text_i18n, 'help_text_i18n', MAX_FIELD_HELP),
  };
  if (body.options_i18n !== undefined) {
    const raw = body.options ?? [];
    const kept = raw.map((o) => o.trim() !== '');
    const out: OptionVersions = {};
    for (const language of LANGUAGES) {
      const given = (body.options_i18n[language] ?? []).map((o) => o.trim());
      if (given.every((o) => o === '')) continue;
      const aligned = given.filter((_, i) => kept[i]);
      if (body.field_type !== 'select' || given.length !== raw.length || aligned.some((o) => o === ''))
        problems.push({
          prop: `options_i18n.${language}`,
          rule: 'options_version_count',
          message: 'Give every option in this language, or none.',
        });
      else if (aligned.some((o) => o.length > MAX_FIELD_OPTION))
        problems.push({
          prop: `options_i18n.${language}`,
          rule: 'version_long',
          message: `Keep each option to ${MAX_FIELD_OPTION} characters or fewer.`,
        });
      else out[language] = aligned;
    }
    value.options_i18n = out;
  }
  return { value, problems };
}

export const listAccountFields = defineEndpoint({
  method: 'GET',
  path: '/account/v1/account-fields/',
  access: 'company-settings',
  summary:
    "A company's custom fields of one usage type and group, archived ones included, with how many answers each has (company settings access)",
  query: AccountFieldsQuery,
  response: z.array(AccountFieldAdminSchema),
});

export const createAccountField = defineEndpoint({
  method: 'POST',
  path: '/account/v1/account-field/',
  access: 'company-settings',
  summary: 'Add a custom field at the end of its group (company settings access)',
  body: CreateAccountFieldBody,
  response: AccountFieldAdminSchema,
});

export const updateAccountField = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/account-field/{id}/',
  access: 'company-settings',
  resource: { kind: 'account-field', param: 'id' },
  summary:
    "Change a custom field's label, help, options and whether it is required; its type only while nobody has answered it (409)",
  params: z.object({ id }),
  body: SaveAccountFieldBody,
  response: AccountFieldAdminSchema,
});

export const archiveAccountField = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/account-field/{id}/archive/',
  access: 'company-settings',
  resource: { kind: 'account-field', param: 'id' },
  summary: 'Archive a custom field (forms stop asking it; answers stay) or restore it to the end of its group',
  params: z.object({ id }),
  body: ArchiveAccountFieldBody,
  response: AccountFieldAdminSchema,
});

export const deleteAccountField = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/account-field/{id}/',
  access: 'company-settings',
  resource: { kind: 'account-field', param: 'id' },
  summary:
    'Delete a custom field nobody has answered; 409 conflict once candidates have answered it (archive it instead)',
  params: z.object({ id }),
  response: z.object({ ok: z.boolean() }),
});

export const orderAccountFields = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/account-fields/order/',
  access: 'company-settings',
  summary: 'Put the fields of a group that are not archived in a new order (the list must name each exactly once)',
  body: OrderAccountFieldsBody,
  response: z.array(AccountFieldAdminSchema),
});

export const accountFieldEndpoints = [
  listAccountFields,
  createAccountField,
  updateAccountField,
  archiveAccountField,
  deleteAccountField,
  orderAccountFields,
];
