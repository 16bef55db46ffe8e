/**
 * Skills-test authoring, first part: the tests an author may edit and a new draft test.
 * A provider admin authors the provider's library (account_id null); a company's staff with
 * company_settings_access author their company's own tests. Staff of another company get 404;
 * staff without the flag, and candidates, get 403.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './user.ts';

export const MAX_SKILLS_TEST_TITLE = 200;
export const MAX_SKILLS_TEST_INSTRUCTIONS = 5000;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const AuthoredSkillsTestSchema = z.object({
  skills_test_id: z.number(),
  account_id: z.nullable(z.number()),
  slug: z.string(),
  title: z.string(),
  section_count: z.number(),
  question_count: z.number(),
  /** The newest published version's number and time; null before the first publication. */
  latest_version: z.nullable(z.number()),
  published_at: z.nullable(z.string()),
});
export type AuthoredSkillsTest = z.infer<typeof AuthoredSkillsTestSchema>;

/** Without account_id: the provider's library (provider admins only). */
export const AuthoredSkillsTestsQuery = z.object({
  account_id: z.optional(id),
});

export const CreateSkillsTestBody = z.object({
  account_id: z.nullable(bodyId),
  title: z.string().check(z.maxLength(1000)),
  instructions: z.optional(z.string().check(z.maxLength(20_000))),
});
export type CreateSkillsTest = z.infer<typeof CreateSkillsTestBody>;

export const listAuthoredSkillsTests = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-tests/authoring/',
  access: 'staff',
  summary:
    "The skills tests the caller may author: the provider's library, or one company's own tests, with their section and question counts",
  query: AuthoredSkillsTestsQuery,
  response: z.array(AuthoredSkillsTestSchema),
});

export const createSkillsTest = defineEndpoint({
  method: 'POST',
  path: '/account/v1/skills-test/',
  access: 'staff',
  summary: "A new skills test (English title and instructions) in the provider's library or a company's own tests",
  body: CreateSkillsTestBody,
  response: AuthoredSkillsTestSchema,
});

/** The longest time limit a timed section may have, in minutes (the sections table's own bound). */
export const MAX_SECTION_MINUTES = 600;

export const AuthoredSectionSchema = z.object({
  skills_test_section_id: z.number(),
  skills_test_id: z.number(),
  sort_order: z.number(),
  is_practice: z.boolean(),
  minutes: z.number(),
  /** A timed section's questions drawn per run, from the run's seed (D503); null: every question. */
  pool_size: z.nullable(z.number()),
  title: z.string(),
});
export type AuthoredSection = z.infer<typeof AuthoredSectionSchema>;

export const SkillsTestIdParams = z.object({ id });

/**
 * A practice section is untimed (minutes 0); a timed one has 1 to MAX_SECTION_MINUTES minutes. A
 * timed section may draw `pool_size` of its questions per run, 1 to as many as it has (D503): null
 * draws none (every question shows); left out, a new section has none and an edit keeps its own.
 */
export const CreateSectionBody = z.object({
  title: z.string().check(z.maxLength(1000)),
  instructions: z.optional(z.string().check(z.maxLength(20_000))),
  is_practice: z.boolean(),
  minutes: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  pool_size: z.optional(z.nullable(z.number().check(z.int(), z.gte(-100_000), z.lte(100_000)))),
});
export type CreateSection = z.infer<typeof CreateSectionBody>;

export const listSkillsTestSections = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-test/{id}/sections/',
  access: 'staff',
  summary: "A skills test's sections in order, with their time limits and whether they are practice",
  params: SkillsTestIdParams,
  response: z.array(AuthoredSectionSchema),
});

export const createSkillsTestSection = defineEndpoint({
  method: 'POST',
  path: '/account/v1/skills-test/{id}/section/',
  access: 'staff',
  summary: 'A new section at the end of a skills test (English title and instructions, practice or timed)',
  params: SkillsTestIdParams,
  body: CreateSectionBody,
  response: AuthoredSectionSchema,
});

export const MIN_QUESTION_OPTIONS = 2;
export const MAX_QUESTION_OPTIONS = 10;
export const MAX_QUESTION_TEXT = 2000;

export const SectionIdParams = z.object({ id });

/** A multiple-choice question: at least one option is correct (more than one: the candidate picks several). */
export const CreateQuestionBody = z.object({
  text: z.string().check(z.maxLength(10_000)),
  options: z
    .array(
      z.object({
        text: z.string().check(z.maxLength(10_000)),
        is_correct: z.boolean(),
      }),
    )
    .check(z.maxLength(100)),
});
export type CreateQuestion = z.infer<typeof CreateQuestionBody>;

export const AuthoredQuestionSchema = z.object({
  skills_test_question_id: z.number(),
  skills_test_section_id: z.number(),
  sort_order: z.number(),
  text: z.string(),
  options: z.array(
    z.object({
      skills_test_option_id: z.number(),
      sort_order: z.number(),
      text: z.string(),
      is_correct: z.boolean(),
    }),
  ),
});
export type AuthoredQuestion = z.infer<typeof AuthoredQuestionSchema>;

export const createSkillsTestQuestion = defineEndpoint({
  method: 'POST',
  path: '/account/v1/skills-test/section/{id}/question/',
  access: 'staff',
  summary: 'A new multiple-choice question at the end of a section, its options in order and which are correct',
  params: SectionIdParams,
  body: CreateQuestionBody,
  response: AuthoredQuestionSchema,
});

export const QuestionIdParams = z.object({ id });

export const UpdateSkillsTestBody = z.object({
  title: z.string().check(z.maxLength(1000)),
  instructions: z.optional(z.string().check(z.maxLength(20_000))),
  /** Every run shows the questions and options as authored, not in an order of its own (D332); left out: unchanged. */
  fixed_order: z.optional(z.boolean()),
});
export type UpdateSkillsTest = z.infer<typeof UpdateSkillsTestBody>;

export const AuthoredSectionDetailSchema = z.object({
  ...AuthoredSectionSchema.shape,
  instructions: z.string(),
  questions: z.array(AuthoredQuestionSchema),
});
export type AuthoredSectionDetail = z.infer<typeof AuthoredSectionDetailSchema>;

export const SkillsTestVersionSchema = z.object({
  skills_test_id: z.number(),
  version: z.number(),
  published_at: z.string(),
});

/** The draft as its author edits it, with the versions published from it (newest first). */
export const AuthoredSkillsTestDetailSchema = z.object({
  ...AuthoredSkillsTestSchema.shape,
  instructions: z.string(),
  /** The author keeps the order of the questions and options for every run (D332). */
  fixed_order: z.boolean(),
  sections: z.array(AuthoredSectionDetailSchema),
  versions: z.array(SkillsTestVersionSchema),
});
export type AuthoredSkillsTestDetail = z.infer<typeof AuthoredSkillsTestDetailSchema>;

export const getAuthoredSkillsTest = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-test/{id}/',
  access: 'staff',
  summary:
    'A skills test as its author edits it: texts, sections with their questions and correct answers, published versions',
  params: SkillsTestIdParams,
  response: AuthoredSkillsTestDetailSchema,
});

export const updateSkillsTest = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/skills-test/{id}/',
  access: 'staff',
  summary:
    "A skills test's English title and instructions, and whether runs keep the authored order (the draft; published versions never change)",
  params: SkillsTestIdParams,
  body: UpdateSkillsTestBody,
  response: AuthoredSkillsTestSchema,
});

/**
 * Publishing freezes the draft as a new version: candidates who start from now on take it, an
 * attempt already started keeps its version. A test needs a section, and every section a question.
 */
export const publishSkillsTest = defineEndpoint({
  method: 'POST',
  path: '/account/v1/skills-test/{id}/publish/',
  access: 'staff',
  summary: 'Publish the draft as a new immutable version; attempts in progress keep the version they started',
  params: SkillsTestIdParams,
  response: AuthoredSkillsTestSchema,
});

export const getSkillsTestSection = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-test/section/{id}/',
  access: 'staff',
  summary: 'A section of a draft as its author edits it, with its questions and correct answers',
  params: SectionIdParams,
  response: AuthoredSectionDetailSchema,
});

export const updateSkillsTestSection = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/skills-test/section/{id}/',
  access: 'staff',
  summary: "A section's English title, instructions, practice flag and time limit (the draft)",
  params: SectionIdParams,
  body: CreateSectionBody,
  response: AuthoredSectionSchema,
});

export const deleteSkillsTestSection = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/skills-test/section/{id}/',
  access: 'staff',
  summary: 'Remove a section and its questions from the draft',
  params: SectionIdParams,
  response: z.object({ skills_test_section_id: z.number() }),
});

export const updateSkillsTestQuestion = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/skills-test/question/{id}/',
  access: 'staff',
  summary: "A question's English text and its options in order with the correct ones (the draft)",
  params: QuestionIdParams,
  body: CreateQuestionBody,
  response: AuthoredQuestionSchema,
});

export const deleteSkillsTestQuestion = defineEndpoint({
  method: 'DELETE',
  path: '/account/v1/skills-test/question/{id}/',
  access: 'staff',
  summary: 'Remove a question from the draft',
  params: QuestionIdParams,
  response: z.object({ skills_test_question_id: z.number() }),
});

/** A section in the library of every section across the owner's tests, with the test it belongs to. */
export const LibrarySectionSchema = z.object({
  ...AuthoredSectionSchema.shape,
  test_title: z.string(),
  question_count: z.number(),
});
export type LibrarySection = z.infer<typeof LibrarySectionSchema>;

export const listLibrarySections = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-tests/authoring/sections/',
  access: 'staff',
  summary:
    "Every section of the skills tests the caller may author (the provider's library, or one company's own tests), with its test's title and its question count",
  query: AuthoredSkillsTestsQuery,
  response: z.array(LibrarySectionSchema),
});

/** A question in the library of every question across the owner's tests, with its test and section. */
export const LibraryQuestionSchema = z.object({
  skills_test_question_id: z.number(),
  skills_test_section_id: z.number(),
  skills_test_id: z.number(),
  test_title: z.string(),
  section_title: z.string(),
  text: z.string(),
  option_count: z.number(),
  correct_count: z.number(),
});
export type LibraryQuestion = z.infer<typeof LibraryQuestionSchema>;

export const listLibraryQuestions = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-tests/authoring/questions/',
  access: 'staff',
  summary:
    'Every question of the skills tests the caller may author, with its test and section and how many of its options are correct',
  query: AuthoredSkillsTestsQuery,
  response: z.array(LibraryQuestionSchema),
});

/** A test as candidates see it: texts in the asked language (English where none), options without the answers. */
export const SkillsTestPreviewSchema = z.object({
  skills_test_id: z.number(),
  account_id: z.nullable(z.number()),
  title: z.string(),
  instructions: z.string(),
  /** The published version shown; null when the author previews their draft. */
  version: z.nullable(z.number()),
  /** The author's draft, which candidates take only once published. */
  draft: z.boolean(),
  sections: z.array(
    z.object({
      title: z.string(),
      instructions: z.string(),
      is_practice: z.boolean(),
      minutes: z.number(),
      questions: z.array(z.object({ text: z.string(), options: z.array(z.string()) })),
    }),
  ),
});
export type SkillsTestPreview = z.infer<typeof SkillsTestPreviewSchema>;

/**
 * Its author (a provider admin, or the owning company's staff with settings access) previews the
 * draft; any company's staff with settings access preview the provider's newest published version.
 * Another company's test: 404.
 */
export const previewSkillsTest = defineEndpoint({
  method: 'GET',
  path: '/account/v1/skills-test/{id}/preview/',
  access: 'staff',
  summary:
    "A skills test as candidates see it (no answers): the author's draft, or the newest published version of a provider test",
  params: SkillsTestIdParams,
  query: z.object({ language: z.optional(z.catch(LanguageSchema, 'en')) }),
  response: SkillsTestPreviewSchema,
});
