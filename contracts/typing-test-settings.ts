/**
 * A company's typing-test settings (/settings/measurement/typing-test, decision D148): its own
 * passages (title, language, text; archived, never deleted, since results name the passage they
 * were typed from) beside the provider's read-only ones, and the defaults a plan's typing activity
 * starts from: the run's length and the minimum net words per minute and accuracy.
 *
 * When a company's candidate takes a typing test, the company's live passages in the test's
 * language are used; the provider's when the company has none in that language.
 *
 * Who: staff with company_settings_access and provider admins change them; staff with requisition
 * rights also read them (the plan editor starts from the defaults). Staff of another company get
 * 404; staff of the company without the right, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES, type Language } from './user.ts';
import {
  TYPING_DURATION_MAX_SECONDS,
  TYPING_DURATION_MIN_SECONDS,
  TypingDefaultsSchema,
  type TypingDefaults,
} from './smartreq-kind-settings.ts';

export const MAX_PASSAGE_TITLE = 100;
export const MIN_PASSAGE_TEXT = 50;
/** Below the typed-text cap of a run (contracts/typing-test.ts MAX_TYPED_CHARS). */
export const MAX_PASSAGE_TEXT = 3_000;
export const MAX_MIN_NET_WPM = 300;

export const TYPING_PASSAGE_ORDERINGS = ['title', '-title', 'updated_at', '-updated_at'] as const;
export type TypingPassageOrdering = (typeof TYPING_PASSAGE_ORDERINGS)[number];

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export { TypingDefaultsSchema, type TypingDefaults };

export const TypingPassageSchema = z.object({
  typing_passage_id: z.number(),
  /** Null: the provider's passage (read-only). */
  account_id: z.nullable(z.number()),
  title: z.string(),
  language: z.string(),
  text: z.string(),
  is_archived: z.boolean(),
  updated_at: z.string(),
});
export type TypingPassage = z.infer<typeof TypingPassageSchema>;

export const ListTypingPassagesQuery = z.object({
  account_id: dbId,
  /** `company` (default): the company's own; `provider`: the provider's, read-only. */
  source: z.optional(z.enum(['company', 'provider'])),
  language: z.optional(z.enum(LANGUAGES)),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: z.optional(z.enum(TYPING_PASSAGE_ORDERINGS)),
  archived: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type ListTypingPassages = z.infer<typeof ListTypingPassagesQuery>;

export const SaveTypingPassageBody = z.object({
  title: z.string().check(z.maxLength(1000)),
  language: z.string().check(z.maxLength(10)),
  text: z.string().check(z.maxLength(10_000)),
});
export type SaveTypingPassage = z.infer<typeof SaveTypingPassageBody>;
export const CreateTypingPassageBody = z.object({ ...SaveTypingPassageBody.shape, account_id: bodyId });

/** Numbers arrive as sent so that the same judgement names the field in both places. */
export const SaveTypingDefaultsBody = z.object({
  account_id: bodyId,
  duration_seconds: z.number(),
  min_net_wpm: z.nullable(z.number()),
  min_accuracy: z.nullable(z.number()),
});
export type SaveTypingDefaults = z.infer<typeof SaveTypingDefaultsBody>;

export type TypingSettingsProblemCode = 'required' | 'too_long' | 'too_short' | 'language' | 'range';
export interface TypingSettingsProblem {
  prop: 'title' | 'language' | 'text' | 'duration_seconds' | 'min_net_wpm' | 'min_accuracy';
  code: TypingSettingsProblemCode;
  message: string;
}

/** A passage judged the same way in the browser (its own translated texts by code) and on the server. */
export function typingPassageProblems(body: SaveTypingPassage): {
  value: SaveTypingPassage & { language: Language };
  problems: TypingSettingsProblem[];
} {
  // Runs of spaces and line breaks become one space: the candidate types what they see.
  const value = {
    title: body.title.trim(),
    language: body.language as Language,
    text: body.text.replace(/\s+/g, ' ').trim(),
  };
  const problems: TypingSettingsProblem[] = [];
  if (!value.title) problems.push({ prop: 'title', code: 'required', message: 'Enter a title.' });
  else if (value.title.length > MAX_PASSAGE_TITLE)
    problems.push({ prop: 'title', code: 'too_long', message: `Use at most ${MAX_PASSAGE_TITLE} characters.` });
  if (!(LANGUAGES as readonly string[]).includes(value.language))
    problems.push({ prop: 'language', code: 'language', message: 'Choose a language.' });
  if (value.text.length < MIN_PASSAGE_TEXT)
    problems.push({ prop: 'text', code: 'too_short', message: `Write at least ${MIN_PASSAGE_TEXT} characters.` });
  else if (value.text.length > MAX_PASSAGE_TEXT)
    problems.push({ prop: 'text', code: 'too_long', message: `Use at most ${MAX_PASSAGE_TEXT} characters.` });
  return { value, problems };
}

const wholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The defaults judged the same way in the browser and on the server. */
export function typingDefaultsProblems(body: TypingDefaults): TypingSettingsProblem[] {
  const problems: TypingSettingsProblem[] = [];
  if (!wholeIn(body.duration_seconds, TYPING_DURATION_MIN_SECONDS, TYPING_DURATION_MAX_SECONDS)) {
    problems.push({
      prop: 'duration_seconds',
      code: 'range',
      message: `Enter a whole number of seconds from ${TYPING_DURATION_MIN_SECONDS} to ${TYPING_DURATION_MAX_SECONDS}.`,
    });
  }
  if (body.min_net_wpm !== null && !wholeIn(body.min_net_wpm, 1, MAX_MIN_NET_WPM)) {
    problems.push({
      prop: 'min_net_wpm',
      code: 'range',
      message: `Enter a whole number from 1 to ${MAX_MIN_NET_WPM}, or leave it empty.`,
    });
  }
  if (body.min_accuracy !== null && !wholeIn(body.min_accuracy, 1, 100)) {
    problems.push({
      prop: 'min_accuracy',
      code: 'range',
      message: 'Enter a whole percentage from 1 to 100, or leave it empty.',
    });
  }
  return problems;
}

const PassageParams = z.object({ id: dbId });

export const getTypingDefaults = defineEndpoint({
  method: 'GET',
  path: '/account/v1/typing-test-settings/',
  access: 'company-templates',
  summary: "The company's typing-test defaults: the run's length and the minimum net words per minute and accuracy",
  query: z.object({ account_id: dbId }),
  response: TypingDefaultsSchema,
});

export const saveTypingDefaults = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/typing-test-settings/',
  access: 'company-settings',
  summary: "Sets the company's typing-test defaults (new typing activities start from them; existing ones keep theirs)",
  body: SaveTypingDefaultsBody,
  response: TypingDefaultsSchema,
});

export const listTypingPassages = defineEndpoint({
  method: 'GET',
  path: '/account/v1/typing-passages/',
  access: 'company-templates',
  summary:
    "The company's own typing passages, or the provider's (read-only); by language, search by title or text, ordering, archived or live, paging",
  query: ListTypingPassagesQuery,
  response: z.object({ results: z.array(TypingPassageSchema), count: z.number() }),
});

export const createTypingPassage = defineEndpoint({
  method: 'POST',
  path: '/account/v1/typing-passage/',
  access: 'company-settings',
  summary: 'Adds a typing passage of the company in one language',
  body: CreateTypingPassageBody,
  response: TypingPassageSchema,
});

export const updateTypingPassage = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/typing-passage/{id}/',
  access: 'company-settings',
  resource: { kind: 'typing-passage', param: 'id' },
  summary:
    'Edits a company typing passage; one already typed is archived and replaced by the edited copy, so past results keep their passage',
  params: PassageParams,
  body: SaveTypingPassageBody,
  response: TypingPassageSchema,
});

export const archiveTypingPassage = defineEndpoint({
  method: 'POST',
  path: '/account/v1/typing-passage/{id}/archive/',
  access: 'company-settings',
  resource: { kind: 'typing-passage', param: 'id' },
  summary:
    'Archives (archived: true) or restores (false) a company typing passage; archived passages are given to no new candidate',
  params: PassageParams,
  body: z.object({ archived: z.boolean() }),
  response: TypingPassageSchema,
});
