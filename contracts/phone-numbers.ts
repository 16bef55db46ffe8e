/**
 * A company's phone numbers (seed 001: /settings/phone-numbers; seed 002 7.2 "phone-numbers"):
 * each a label and a number in international form, turned off rather than deleted.
 *
 * Who: the company's staff with company_settings_access, and provider admins. Staff of another
 * company get 404; staff of the company without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const MAX_PHONE_LABEL = 80;

export const PHONE_ORDERINGS = ['label', '-label', 'created_at', '-created_at'] as const;
export type PhoneOrdering = (typeof PHONE_ORDERINGS)[number];

export const PhoneNumberSchema = z.object({
  phone_number_id: z.number(),
  account_id: z.number(),
  label: z.string(),
  /** E.164, for example +15125550100. */
  phone_number: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type PhoneNumber = z.infer<typeof PhoneNumberSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ListPhoneNumbersQuery = z.object({
  account_id: dbId,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(PHONE_ORDERINGS)),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListPhoneNumbers = z.infer<typeof ListPhoneNumbersQuery>;

export const SavePhoneNumberBody = z.object({
  label: z.string().check(z.maxLength(1000)),
  phone_number: z.string().check(z.maxLength(100)),
});
export type SavePhoneNumber = z.infer<typeof SavePhoneNumberBody>;

export const CreatePhoneNumberBody = z.object({
  ...SavePhoneNumberBody.shape,
  account_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export type PhoneProblemCode = 'required' | 'too_long' | 'bad_number';
export interface PhoneProblem {
  prop: 'label' | 'phone_number';
  code: PhoneProblemCode;
  message: string;
}

/** Spaces, dots, dashes and brackets are how people write numbers; the number kept is + and digits. */
export function normalPhoneNumber(text: string): string {
  return text.replace(/[\s().-]/g, '');
}

/** The same judgement in the browser (its own translated texts by code) and on the server. */
export function phoneNumberProblems(body: SavePhoneNumber): { value: SavePhoneNumber; problems: PhoneProblem[] } {
  const value = { label: body.label.trim(), phone_number: normalPhoneNumber(body.phone_number) };
  const problems: PhoneProblem[] = [];
  if (!value.label) problems.push({ prop: 'label', code: 'required', message: 'Enter a label.' });
  else if (value.label.length > MAX_PHONE_LABEL)
    problems.push({ prop: 'label', code: 'too_long', message: `Use at most ${MAX_PHONE_LABEL} characters.` });
  if (!value.phone_number) problems.push({ prop: 'phone_number', code: 'required', message: 'Enter a phone number.' });
  else if (!/^\+[1-9]\d{7,14}$/.test(value.phone_number)) {
    problems.push({
      prop: 'phone_number',
      code: 'bad_number',
      message: 'Enter the number in international form, starting with + and the country code.',
    });
  }
  return { value, problems };
}

export const PhoneNumberParams = z.object({ id: dbId });

export const listPhoneNumbers = defineEndpoint({
  method: 'GET',
  path: '/account/v1/phone-numbers/',
  access: 'company-settings',
  summary: "The company's phone numbers, active or not; search by label or number, ordering, paging",
  query: ListPhoneNumbersQuery,
  response: z.object({ results: z.array(PhoneNumberSchema), count: z.number() }),
});

export const createPhoneNumber = defineEndpoint({
  method: 'POST',
  path: '/account/v1/phone-numbers/',
  access: 'company-settings',
  summary: 'Adds a phone number to the company (active); a number is listed once per company',
  body: CreatePhoneNumberBody,
  response: PhoneNumberSchema,
});

export const updatePhoneNumber = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/phone-numbers/{id}/',
  access: 'company-settings',
  resource: { kind: 'phone-number', param: 'id' },
  summary: "Changes a phone number's label or number",
  params: PhoneNumberParams,
  body: SavePhoneNumberBody,
  response: PhoneNumberSchema,
});

export const togglePhoneNumber = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/phone-numbers/{id}/toggle/',
  access: 'company-settings',
  resource: { kind: 'phone-number', param: 'id' },
  summary: 'Turns a phone number on or off',
  params: PhoneNumberParams,
  body: z.object({ is_active: z.boolean() }),
  response: PhoneNumberSchema,
});
