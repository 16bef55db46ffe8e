/**
 * The bias audit (D208), in the manner of New York City's Local Law 144: for a
 * requisition, a job profile or the whole company over a period, selection rates of pass/fail
 * steps and scoring rates (share above the median score) of scored activities, by sex, by
 * race/ethnicity and by their intersections, with impact ratios against the most selected
 * category, Fisher's exact test and a 95% confidence interval beside each ratio. Categories under
 * 2% of the data are counted but left out of the ratios. Only staff with company_dashboard_access
 * at a company that turned EEOC_DASHBOARD on read it; a published summary is public.
 */
import * as z from 'zod/mini';
import { isoDay } from './iso-day.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGES } from './languages.ts';
import { INTEGRITY_SIGNAL_KINDS } from './integrity-signals.ts';

/** A category holding less than this share of a measure's data is left out of its ratios (LL144 rules, § 5-301). */
export const BIAS_AUDIT_MIN_SHARE = 0.02;
/** The confidence level of the interval beside each impact ratio. */
export const BIAS_AUDIT_CONFIDENCE = 0.95;
export const BIAS_AUDIT_SCOPES = ['company', 'requisition', 'job_profile'] as const;
export type BiasAuditScope = (typeof BIAS_AUDIT_SCOPES)[number];
export const BIAS_AUDIT_DIMENSIONS = ['sex', 'race_ethnicity', 'intersection'] as const;
export type BiasAuditDimension = (typeof BIAS_AUDIT_DIMENSIONS)[number];
export { INTERSECTION_JOIN } from './bias-audit-rules.ts';
/**
 * The unit of a scoring measure's score where it has one (D368): a typing test's net words per
 * minute, a skills test's percent correct (D312). Attribute and fit scores are points on their own
 * scale and carry none.
 */
export const BIAS_AUDIT_SCORE_UNITS = ['net_wpm', 'percent_correct'] as const;
export type BiasAuditScoreUnit = (typeof BIAS_AUDIT_SCORE_UNITS)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const isoDate = isoDay();

export const BiasAuditQuery = z.object({
  scope: z.optional(z.enum(BIAS_AUDIT_SCOPES)),
  /** The requisition or job profile; not with the company scope. */
  scope_id: z.optional(id),
  from_date: z.optional(isoDate),
  to_date: z.optional(isoDate),
});
export type BiasAuditQueryValue = z.infer<typeof BiasAuditQuery>;

export const BiasAuditCategorySchema = z.object({
  /** EEO answer codes: 'female', 'white', or 'female / white' for an intersection. */
  category: z.string(),
  count: z.number(),
  selected: z.number(),
  rate: z.number(),
  /** Under BIAS_AUDIT_MIN_SHARE of the measure's data: counted, no ratio. */
  excluded: z.boolean(),
  is_reference: z.boolean(),
  impact_ratio: z.nullable(z.number()),
  ci_low: z.nullable(z.number()),
  ci_high: z.nullable(z.number()),
  /** Fisher's exact test, two-sided, of this category against the reference. */
  p_value: z.nullable(z.number()),
});
export type BiasAuditCategory = z.infer<typeof BiasAuditCategorySchema>;

export const BiasAuditBreakdownSchema = z.object({
  dimension: z.enum(BIAS_AUDIT_DIMENSIONS),
  /** People whose answer for this dimension is unknown (not given or declined): counted apart. */
  unknown: z.number(),
  categories: z.array(BiasAuditCategorySchema),
});
export type BiasAuditBreakdown = z.infer<typeof BiasAuditBreakdownSchema>;

export const BiasAuditMeasureSchema = z.object({
  /** selection: a pass/fail step; scoring: a scored activity (above the median counts as selected). */
  kind: z.enum(['selection', 'scoring']),
  /** The step's or activity's name as the company wrote it, in its default language; 'fit_score' for the fit score. */
  label: z.string(),
  /**
   * The name's versions by language as the company gave them (D199, the label's own among them),
   * so each reader gets it in their language and a built-in name ("Typing test") is translated
   * (D398). Absent on summaries published before it was stated, and for the fit score.
   */
  label_i18n: z.optional(z.partialRecord(z.enum(LANGUAGES), z.string())),
  total: z.number(),
  /** The median score of everyone scored (scoring only). */
  median: z.nullable(z.number()),
  /** The median's unit where the score has one; absent on summaries published before it was stated (D368). */
  unit: z.optional(z.enum(BIAS_AUDIT_SCORE_UNITS)),
  breakdowns: z.array(BiasAuditBreakdownSchema),
});
export type BiasAuditMeasure = z.infer<typeof BiasAuditMeasureSchema>;

export const BiasAuditReportSchema = z.object({
  scope: z.enum(BIAS_AUDIT_SCOPES),
  scope_id: z.nullable(z.number()),
  scope_name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  /** The dates of the first and last application counted (null: none). */
  data_from: z.nullable(z.string()),
  data_to: z.nullable(z.string()),
  measures: z.array(BiasAuditMeasureSchema),
  /** The company's default language, which a name without a version in the reader's falls back to (D398). */
  default_language: z.optional(z.enum(LANGUAGES)),
  /**
   * The requisitions in scope whose plans ask no equal-opportunity questions, with their
   * applications counted: every one of those applicants is unknown in every dimension, which a
   * reader of the figures must be told. Absent from reports published before it was stated.
   */
  without_eeo_questions: z.optional(z.array(z.object({ title: z.string(), applicants: z.number() }))),
});
export type BiasAuditReport = z.infer<typeof BiasAuditReportSchema>;

export const BiasAuditFileSchema = z.object({
  filename: z.string(),
  content_type: z.string(),
  /** CSV: the text; PDF: base64. */
  content: z.string(),
});
export type BiasAuditFile = z.infer<typeof BiasAuditFileSchema>;

/** Where an audit's data came from (LL144 rules § 5-301): the company's own applicants, or test data. */
export const AUDIT_DATA_SOURCES = ['historical', 'test'] as const;
export type AuditDataSource = (typeof AUDIT_DATA_SOURCES)[number];
export const AUDITOR_MAX = 200;
export const DATA_SOURCE_NOTE_MAX = 1000;

/**
 * What LL144 asks a published summary to state besides its figures (D273): the audit's date, the
 * date the tool was first distributed, the data's source with its explanation, and the
 * independent auditor. Null on summaries published before these were asked.
 */
export const BiasAuditDetailsSchema = z.object({
  audit_date: z.nullable(z.string()),
  tool_distributed_on: z.nullable(z.string()),
  data_source: z.nullable(z.enum(AUDIT_DATA_SOURCES)),
  data_source_note: z.nullable(z.string()),
  auditor: z.nullable(z.string()),
});
export type BiasAuditDetails = z.infer<typeof BiasAuditDetailsSchema>;

/**
 * Publishing: the scope and period, and the details as typed. Strings here; the server checks
 * each (bias-audit.details.ts) and answers every problem by its field, in the reader's language.
 */
export const PublishBiasAuditBody = z.object({
  ...BiasAuditQuery.shape,
  audit_date: z.optional(z.string().check(z.maxLength(20))),
  tool_distributed_on: z.optional(z.string().check(z.maxLength(20))),
  data_source: z.optional(z.string().check(z.maxLength(20))),
  data_source_note: z.optional(z.string().check(z.maxLength(DATA_SOURCE_NOTE_MAX * 2))),
  auditor: z.optional(z.string().check(z.maxLength(AUDITOR_MAX * 2))),
});
export type PublishBiasAuditValue = z.infer<typeof PublishBiasAuditBody>;

export const BiasAuditPublicationSchema = z.object({
  publication_id: z.number(),
  published_at: z.string(),
  is_published: z.boolean(),
  details: BiasAuditDetailsSchema,
  report: BiasAuditReportSchema,
});
export type BiasAuditPublication = z.infer<typeof BiasAuditPublicationSchema>;

export const PublicBiasAuditsSchema = z.object({
  company_name: z.string(),
  summaries: z.array(
    z.object({ published_at: z.string(), details: BiasAuditDetailsSchema, report: BiasAuditReportSchema }),
  ),
});
export type PublicBiasAudits = z.infer<typeof PublicBiasAuditsSchema>;

const AccountParams = z.object({ accountId: id });

export const getBiasAudit = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bias-audit/',
  access: 'company-dashboard',
  summary:
    'The bias audit (LL144 style) of the company, a requisition or a job profile over a period: selection and scoring rates by sex, race/ethnicity and their intersections, impact ratios, Fisher exact tests and 95% intervals (only when EEOC_DASHBOARD is 1)',
  params: AccountParams,
  query: BiasAuditQuery,
  response: BiasAuditReportSchema,
});

export const exportBiasAuditCsv = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bias-audit/csv/',
  access: 'company-dashboard',
  summary: 'The bias audit as CSV: one row per category and measure, the same figures as the report',
  params: AccountParams,
  query: BiasAuditQuery,
  response: BiasAuditFileSchema,
});

export const exportBiasAuditPdf = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bias-audit/pdf/',
  access: 'company-dashboard',
  summary: "The bias audit as PDF (base64), with the data's dates and the method in words",
  params: AccountParams,
  query: BiasAuditQuery,
  response: BiasAuditFileSchema,
});

export const listBiasAuditPublications = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bias-audit/publications/',
  access: 'company-dashboard',
  summary: "The company's bias-audit summaries, published or withdrawn, newest first",
  params: AccountParams,
  response: z.array(BiasAuditPublicationSchema),
});

export const publishBiasAudit = defineEndpoint({
  method: 'POST',
  path: '/report/v1/account/{accountId}/bias-audit/publications/',
  access: 'company-dashboard',
  summary:
    'Publish the summary of the audit of this scope and period (a copy of its figures) on the public page, with the audit date, the tool distribution date, the data source and the independent auditor',
  params: AccountParams,
  body: PublishBiasAuditBody,
  response: BiasAuditPublicationSchema,
});

export const setBiasAuditPublished = defineEndpoint({
  method: 'PUT',
  path: '/report/v1/account/{accountId}/bias-audit/publications/{publicationId}/',
  access: 'company-dashboard',
  summary: 'Publish again or withdraw one summary from the public page',
  params: z.object({ accountId: id, publicationId: id }),
  body: z.object({ is_published: z.boolean() }),
  response: BiasAuditPublicationSchema,
});

/**
 * How timed tests were taken, by group (D402, D417): among the scope's applicants who
 * finished a timed test in the period, per signal kind the share whose device noted it at least
 * once, broken down as the audit's measures are (the same minimum share, reference and tests), so a
 * company sees whether a fact falls harder on one group. Never published, never part of a measure.
 */
export const BiasAuditSignalsSchema = z.object({
  from_date: z.string(),
  to_date: z.string(),
  /** Applicants who finished a timed test in scope: everyone the shares are of. */
  takers: z.number(),
  /** Per kind: "selected" is an applicant whose device noted it at least once. */
  kinds: z.array(z.object({ kind: z.enum(INTEGRITY_SIGNAL_KINDS), breakdowns: z.array(BiasAuditBreakdownSchema) })),
});
export type BiasAuditSignals = z.infer<typeof BiasAuditSignalsSchema>;

export const getBiasAuditSignals = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/bias-audit/signals/',
  access: 'company-dashboard',
  summary:
    "How timed tests were taken, by sex, race/ethnicity and their intersection: per kind of fact (time away, offline, paste, full-screen exit, window change) the share of test takers it was noted for, with the audit's ratios and tests, to see that none falls harder on one group (only when EEOC_DASHBOARD is 1)",
  params: AccountParams,
  query: BiasAuditQuery,
  response: BiasAuditSignalsSchema,
});

export const getPublicBiasAudits = defineEndpoint({
  method: 'GET',
  path: '/public/v1/bias-audit/{accountUuid}/',
  access: 'public',
  summary: "A company's published bias-audit summaries (no sign-in), for its career site",
  params: z.object({ accountUuid: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Not a company link.')) }),
  response: PublicBiasAuditsSchema,
});

export const biasAuditEndpoints = [
  getBiasAudit,
  exportBiasAuditCsv,
  exportBiasAuditPdf,
  getBiasAuditSignals,
  listBiasAuditPublications,
  publishBiasAudit,
  setBiasAuditPublished,
  getPublicBiasAudits,
];
