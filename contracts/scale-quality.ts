/**
 * The quality of each scale of a company (D304): for each questionnaire scale and each skills
 * test, from the company's own completed attempts, Cronbach's alpha (KR-20 on right/wrong items)
 * with Feldt's 95 % interval, each item's corrected item-total correlation with the items that do
 * not belong flagged, the distribution of scores on the 0-100 scale staff see, and the standard
 * error of measurement. Under SCALE_QUALITY_MIN_ATTEMPTS complete attempts a scale is marked too
 * few. Staff with company_dashboard_access read it, of their own company only.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { ContentLanguageQuery } from './progress.ts';

/** Complete attempts a scale needs before its figures are shown as its quality (D304). */
export const SCALE_QUALITY_MIN_ATTEMPTS = 30;
/** A corrected item-total correlation under this flags the item (D304). */
export const ITEM_TOTAL_FLOOR = 0.2;
/** The histogram's bins over 0-100. */
export const HISTOGRAM_BINS = 10;

export const SCALE_SOURCES = ['questionnaire', 'skills_test'] as const;
export type ScaleSource = (typeof SCALE_SOURCES)[number];
export const ITEM_FLAGS = ['negative', 'low', 'constant'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const ItemFitSchema = z.object({
  /** A questionnaire item's id, or a skills-test question's id as text. */
  item_id: z.string(),
  text: z.string(),
  /** Reverse-keyed: its answers were turned before counting (questionnaires only). */
  reversed: z.boolean(),
  r: z.nullable(z.number()),
  /** Null for an item that belongs, and for every item of a scale with too few attempts (D304). */
  flag: z.nullable(z.enum(ITEM_FLAGS)),
});
export type ItemFit = z.infer<typeof ItemFitSchema>;

export const ScaleQualitySchema = z.object({
  source: z.enum(SCALE_SOURCES),
  /** The questionnaire's asmt_id or the skills test's (published version's) skills_test_id. */
  source_id: z.number(),
  source_title: z.string(),
  /** The questionnaire scale's attribute (null for a skills test, scored as one scale). */
  attribute_type_id: z.nullable(z.number()),
  name: z.string(),
  /** Every item right or wrong: the alpha is KR-20. */
  right_wrong: z.boolean(),
  attempts: z.number(),
  items: z.number(),
  too_few: z.boolean(),
  alpha: z.nullable(z.number()),
  ci_low: z.nullable(z.number()),
  ci_high: z.nullable(z.number()),
  /** On the 0-100 scale the scorecard shows. */
  sem: z.nullable(z.number()),
  mean: z.nullable(z.number()),
  sd: z.nullable(z.number()),
  histogram: z.array(z.number()),
  item_fits: z.array(ItemFitSchema),
});
export type ScaleQuality = z.infer<typeof ScaleQualitySchema>;

export const ScaleQualityReportSchema = z.object({
  min_attempts: z.number(),
  item_total_floor: z.number(),
  scales: z.array(ScaleQualitySchema),
});
export type ScaleQualityReport = z.infer<typeof ScaleQualityReportSchema>;

export const getScaleQuality = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/scale-quality/',
  access: 'company-dashboard',
  summary:
    "The quality of each questionnaire scale and skills test from the company's own completed attempts: alpha (KR-20) with Feldt's 95% interval, corrected item-total correlations with flagged items, the score distribution and the SEM; 'too few' under the minimum number of attempts",
  params: z.object({ accountId: id }),
  query: ContentLanguageQuery,
  response: ScaleQualityReportSchema,
});

export const scaleQualityEndpoints = [getScaleQuality];
