/**
 * Assessment content for the questionnaire screens, and stateless scoring (seed 002 section 7.9,
 * raw-score-convert). Content is the same for every candidate; which attribute an item measures
 * and how it is keyed stay on the server, so the screens never show the scoring key.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { UserSmartreqIdParams } from './scorecard-common.ts';
import { LanguageSchema } from './user.ts';

export const ASSESSMENT_KINDS = ['personality', 'interests', 'values', 'competencies', 'career_pathways'] as const;
export const AssessmentKindSchema = z.enum(ASSESSMENT_KINDS);

export const AsmtIdParams = z.object({ asmtId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

export const AssessmentContentQuery = z.object({
  /** Texts missing in this language come in English. */
  language: z.optional(LanguageSchema),
  /**
   * The caller's own tracker the questionnaire is answered in. The career pathways questionnaire
   * asks about each role of that tracker's pathway (404 for a tracker of someone else); without
   * it, those questions are left out. Other questionnaires ignore it.
   */
  ref_id: z.optional(z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i))),
});

export const ResponseOptionSchema = z.object({ value: z.number(), label: z.string() });

export const ResponseScaleSchema = z.object({
  code: z.string(),
  min: z.number(),
  max: z.number(),
  /** min..max in order. */
  options: z.array(ResponseOptionSchema),
});
export type ResponseScale = z.infer<typeof ResponseScaleSchema>;

export const AssessmentItemSchema = z.object({
  item_id: z.string(),
  sort_order: z.number(),
  is_practice: z.boolean(),
  text: z.string(),
  response_scale: z.string(),
});
export type AssessmentItem = z.infer<typeof AssessmentItemSchema>;

export const AssessmentSectionSchema = z.object({
  section_id: z.number(),
  sort_order: z.number(),
  is_practice: z.boolean(),
  title: z.string(),
  items: z.array(AssessmentItemSchema),
});
export type AssessmentSection = z.infer<typeof AssessmentSectionSchema>;

export const AssessmentContentSchema = z.object({
  asmt_id: z.number(),
  slug: z.string(),
  kind: AssessmentKindSchema,
  /** The language of the texts as asked for (single texts may fall back to English). */
  language: LanguageSchema,
  title: z.string(),
  instructions: z.string(),
  has_pledge: z.boolean(),
  /** The author fixed the items' order; otherwise each attempt shows its own (D319). */
  fixed_order: z.boolean(),
  estimated_minutes: z.number(),
  item_count: z.number(),
  practice_item_count: z.number(),
  scales: z.array(ResponseScaleSchema),
  /** The practice section first, then the scored sections, each with its items in the author's order. */
  sections: z.array(AssessmentSectionSchema),
});
export type AssessmentContent = z.infer<typeof AssessmentContentSchema>;

export const RawScoreConvertBody = z.object({
  asmt_id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  answers: z
    .array(
      z.object({
        item_id: z.string().check(z.minLength(1), z.maxLength(100)),
        /** A point on the item's scale, or null for a cleared answer. */
        value: z.nullable(z.number().check(z.int())),
      }),
    )
    .check(z.maxLength(1000)),
  /** The language of the attribute names; English when absent or missing. */
  language: z.optional(LanguageSchema),
});
export type RawScoreConvert = z.infer<typeof RawScoreConvertBody>;

export const AttributeScoreSchema = z.object({
  code: z.string(),
  parent_code: z.nullable(z.string()),
  name: z.string(),
  item_count: z.number(),
  answered_count: z.number(),
  /** Sum (personality, interests) or mean (values, competencies); null under 75% answered. */
  raw: z.nullable(z.number()),
  /** 0-100. */
  normalised: z.nullable(z.number()),
});
export type AttributeScore = z.infer<typeof AttributeScoreSchema>;

export const RawScoresSchema = z.object({
  asmt_id: z.number(),
  scoring_key: z.string(),
  method: z.enum(['sum', 'mean']),
  attributes: z.array(AttributeScoreSchema),
  holland_code: z.nullable(z.string()),
  item_count: z.number(),
  answered_count: z.number(),
  missing_item_ids: z.array(z.string()),
});
export type RawScores = z.infer<typeof RawScoresSchema>;

/** Our addition to the user-response family: what the questionnaire screens show. */
export const getAssessmentContent = defineEndpoint({
  method: 'GET',
  path: '/user-response/v1/assessment-content/{asmtId}/',
  access: 'signed-in',
  summary:
    "An assessment's sections, items (practice flagged) and response options in one language (missing texts in English), and its pledge flag",
  params: AsmtIdParams,
  query: AssessmentContentQuery,
  response: AssessmentContentSchema,
});

export const rawScoreConvert = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/raw-score-convert/',
  // Staff only: a candidate could otherwise probe which items are reverse-keyed.
  access: 'staff',
  summary:
    "Raw answers to attribute scores with the assessment's scoring key (docs/scoring.md); stateless; company staff only. 400 for an item of another assessment, a repeated item or a value off its scale",
  body: RawScoreConvertBody,
  response: RawScoresSchema,
});

/** One questionnaire of an application's plan as its candidate's attempt showed it (D319). */
export const AttemptQuestionOrderSchema = z.object({
  job_step_activity_id: z.number(),
  /** The activity's title in the plan. */
  title: z.string(),
  asmt_id: z.number(),
  /** The attempt, whose id is the seed of its order. */
  attempt_id: z.string(),
  /** False where the author fixed the order: every attempt shows the author's. */
  shuffled: z.boolean(),
  /** Every item the attempt showed, in the order shown: practice items first. */
  items: z.array(z.object({ item_id: z.string(), text: z.string(), is_practice: z.boolean() })),
});
export type AttemptQuestionOrder = z.infer<typeof AttemptQuestionOrderSchema>;

export const listQuestionOrders = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/question-order/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "The order each questionnaire the candidate started showed its items in (shuffled per attempt from the attempt's id unless the author fixed it), for staff who may work on the application's job",
  params: UserSmartreqIdParams,
  query: z.object({ language: z.optional(LanguageSchema) }),
  response: z.array(AttemptQuestionOrderSchema),
});

export const assessmentEndpoints = [getAssessmentContent, rawScoreConvert, listQuestionOrders];
