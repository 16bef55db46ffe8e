/**
 * The report family /report/v1/... behind the account dashboards (/account/dashboard/*) and the
 * requisition dashboards (/smartreq-detail/dashboard/*). Every report takes the same filters
 * (date range of the application, requisitions, locations, sources) and counts only applications
 * of the company. Account reports need company_dashboard_access (provider admins always pass);
 * requisition reports need the requisition-access rule; the company overview is for provider admins.
 */
import * as z from 'zod/mini';
import { isoDay } from './iso-day.ts';
import { defineEndpoint } from './endpoint.ts';

/** Equal-opportunity cells with fewer people than this are hidden (adverse-impact report). */
export const MIN_CELL = 5;
/** The four-fifths rule: a group's selection rate under 80% of the highest group's. */
export const FOUR_FIFTHS = 0.8;
/** The fit-score cut scores the adverse-impact report tests. */
export const CUT_SCORES = [40, 50, 60, 70, 80] as const;
/** The default date range of a dashboard: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

const isoDate = isoDay();
const idList = z
  .string()
  .check(z.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,49}$/, { message: 'A comma-separated list of ids' }));
/** Job locations as "City, ST" labels separated by "|" (a city name may hold a comma). */
const locationList = z.string().check(z.maxLength(2000, { message: 'At most 2000 characters' }));

export const ReportFilterSchema = z.object({
  /** Applications started on or after this day (default: 30 days before to_date). */
  from_date: z.optional(isoDate),
  /** Applications started on or before this day (default: today). */
  to_date: z.optional(isoDate),
  job_ids: z.optional(idList),
  locations: z.optional(locationList),
  source_ids: z.optional(idList),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

export function parseIds(value: string | undefined): number[] {
  return value ? [...new Set(value.split(',').map(Number))] : [];
}
export function parseLocations(value: string | undefined): string[] {
  return value
    ? [
        ...new Set(
          value
            .split('|')
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        ),
      ]
    : [];
}

const AccountParams = z.object({ accountId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });
const JobParams = z.object({ jobId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

const Range = z.object({ from_date: z.string(), to_date: z.string() });

export const ApplicantOverviewSchema = z.object({
  range: Range,
  applications: z.number(),
  active: z.number(),
  hired: z.number(),
  rejected: z.number(),
  by_day: z.array(z.object({ date: z.string(), applications: z.number() })),
  by_requisition: z.array(
    z.object({ job_id: z.number(), title: z.string(), applications: z.number(), hired: z.number() }),
  ),
});
export type ApplicantOverview = z.infer<typeof ApplicantOverviewSchema>;

export const FunnelSchema = z.object({
  range: Range,
  applications: z.number(),
  /** Steps by their position in the plan (1 first); an account funnel joins requisitions' steps by position. */
  steps: z.array(
    z.object({
      position: z.number(),
      name: z.string(),
      started: z.number(),
      completed: z.number(),
      /** completed / the previous step's completed (the first step: / applications); null when that is 0. */
      conversion: z.nullable(z.number()),
      activities: z.array(
        z.object({ title: z.string(), activity_type: z.string(), started: z.number(), completed: z.number() }),
      ),
    }),
  ),
});
export type Funnel = z.infer<typeof FunnelSchema>;

const Durations = z.object({
  count: z.number(),
  median_days: z.nullable(z.number()),
  p90_days: z.nullable(z.number()),
});
export const TimeToHireSchema = z.object({
  range: Range,
  time_to_hire: Durations,
  /** Time from a step's start (the previous step's completion, or the application) to its completion. */
  steps: z.array(z.object({ position: z.number(), name: z.string(), ...Durations.shape })),
});
export type TimeToHire = z.infer<typeof TimeToHireSchema>;

export const SourceEffectivenessSchema = z.object({
  range: Range,
  sources: z.array(
    z.object({
      /** null: applications without a source. */
      source_id: z.nullable(z.number()),
      name: z.nullable(z.string()),
      applications: z.number(),
      completed_plan: z.number(),
      hired: z.number(),
      /** hired / applications; null when there are none. */
      hire_rate: z.nullable(z.number()),
    }),
  ),
});
export type SourceEffectiveness = z.infer<typeof SourceEffectivenessSchema>;

export const FidelitySchema = z.object({
  range: Range,
  hired: z.number(),
  hired_without_plan: z.number(),
  /** Hired applicants who had not completed every activity of the plan. */
  applicants: z.array(
    z.object({
      user_smartreq_id: z.number(),
      job_id: z.number(),
      name: z.string(),
      job_title: z.string(),
      /** null when the hire was recorded without a time. */
      hired_at: z.nullable(z.string()),
      missing: z.array(z.string()),
    }),
  ),
});
export type Fidelity = z.infer<typeof FidelitySchema>;

export const AttributeDistributionSchema = z.object({
  range: Range,
  attributes: z.array(
    z.object({
      attribute_type_id: z.number(),
      name: z.string(),
      /** Ten bins of the 0-100 score: [0,10), [10,20) ... [90,100]. */
      applicants: z.array(z.number()),
      hires: z.array(z.number()),
      median_applicants: z.nullable(z.number()),
      median_hires: z.nullable(z.number()),
    }),
  ),
});
export type AttributeDistribution = z.infer<typeof AttributeDistributionSchema>;

/** One group's cell: counts under MIN_CELL (but not 0) are null, and so is anything computed from them. */
export const AdverseImpactGroupSchema = z.object({
  group: z.string(),
  considered: z.nullable(z.number()),
  selected: z.nullable(z.number()),
  rate: z.nullable(z.number()),
  /** rate / the reference group's rate. */
  impact_ratio: z.nullable(z.number()),
  /** Fisher's exact test (two-sided) against the reference group. */
  p_value: z.nullable(z.number()),
  /** impact_ratio below FOUR_FIFTHS. */
  adverse: z.boolean(),
  suppressed: z.boolean(),
});
export type AdverseImpactGroup = z.infer<typeof AdverseImpactGroupSchema>;

export const AdverseImpactTableSchema = z.object({
  /** 'step' (completed the step, of those who started it) or 'cut_score' (fit score at or above the cut). */
  kind: z.enum(['step', 'cut_score']),
  label: z.string(),
  /** The highest-rate group shown; null when fewer than two groups can be shown. */
  reference_group: z.nullable(z.string()),
  /** Sums over the groups shown only, so a hidden group cannot be found by subtraction. */
  total_considered: z.number(),
  total_selected: z.number(),
  groups: z.array(AdverseImpactGroupSchema),
});
export type AdverseImpactTable = z.infer<typeof AdverseImpactTableSchema>;

export const AdverseImpactSchema = z.object({
  range: Range,
  questions: z.array(
    z.object({
      question: z.enum(['gender', 'race_ethnicity', 'veteran_status', 'disability']),
      tables: z.array(AdverseImpactTableSchema),
    }),
  ),
});
export type AdverseImpact = z.infer<typeof AdverseImpactSchema>;

export const FilterOptionsSchema = z.object({
  requisitions: z.array(z.object({ job_id: z.number(), title: z.string() })),
  locations: z.array(z.string()),
  sources: z.array(z.object({ source_id: z.number(), name: z.string() })),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;

export const CompanyOverviewSchema = z.object({
  range: Range,
  companies: z.array(
    z.object({
      account_id: z.number(),
      name: z.string(),
      requisitions: z.number(),
      applications: z.number(),
      hired: z.number(),
    }),
  ),
});
export type CompanyOverview = z.infer<typeof CompanyOverviewSchema>;

function accountReport<R extends z.ZodMiniType>(slug: string, summary: string, response: R) {
  return defineEndpoint({
    method: 'GET',
    path: `/report/v1/account/{accountId}/${slug}/`,
    access: 'company-dashboard',
    summary,
    params: AccountParams,
    query: ReportFilterSchema,
    response,
  });
}
function jobReport<R extends z.ZodMiniType>(slug: string, summary: string, response: R) {
  return defineEndpoint({
    method: 'GET',
    path: `/report/v1/smartreq/{jobId}/${slug}/`,
    access: 'job-team',
    summary,
    params: JobParams,
    query: ReportFilterSchema,
    response,
  });
}

export const accountFilterOptions = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/filters/',
  access: 'company-dashboard',
  summary: "The dashboard filters' choices: the company's requisitions, job locations and sources",
  params: AccountParams,
  response: FilterOptionsSchema,
});
export const FiguresAsOfSchema = z.object({
  /** When the company's summarised dashboard figures were last brought up to date; null while they are read live. */
  figures_as_of: z.nullable(z.string()),
});
export type FiguresAsOf = z.infer<typeof FiguresAsOfSchema>;

export const accountFiguresAsOf = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/figures-as-of/',
  access: 'company-dashboard',
  summary: "When the company dashboards' summarised figures were last brought up to date (decision D143)",
  params: AccountParams,
  response: FiguresAsOfSchema,
});

export const jobFiguresAsOf = defineEndpoint({
  method: 'GET',
  path: '/report/v1/smartreq/{jobId}/figures-as-of/',
  access: 'job-team',
  summary:
    "When one requisition's summarised dashboard figures (its company's) were last brought up to date (decision D173)",
  params: JobParams,
  response: FiguresAsOfSchema,
});

export const accountApplicantOverview = accountReport(
  'applicant-overview',
  'Applications by status, by day and by requisition',
  ApplicantOverviewSchema,
);
export const accountFunnel = accountReport(
  'funnel',
  'The funnel by step and activity, with conversion between steps',
  FunnelSchema,
);
export const accountTimeToHire = accountReport(
  'time-to-hire',
  'Time to hire and time in each step: median and 90th percentile',
  TimeToHireSchema,
);
export const accountSourceEffectiveness = accountReport(
  'source-effectiveness',
  'Applications, completed plans and hires by source',
  SourceEffectivenessSchema,
);
export const accountFidelity = accountReport(
  'hiring-process-fidelity',
  'Hires made without every activity of the plan completed',
  FidelitySchema,
);
export const accountAttributes = accountReport(
  'attributes',
  'Attribute score distributions of applicants and hires',
  AttributeDistributionSchema,
);
export const accountAdverseImpact = accountReport(
  'eeoc',
  'Adverse impact from the voluntary equal-opportunity answers (only when EEOC_DASHBOARD is 1): selection rates by group per step and cut score, four-fifths ratios, Fisher exact tests; cells under 5 hidden',
  AdverseImpactSchema,
);
export const companyOverview = defineEndpoint({
  method: 'GET',
  path: '/report/v1/company-overview/',
  access: 'provider-admin',
  summary: 'Every company: requisitions, applications and hires in the range (provider admins)',
  query: ReportFilterSchema,
  response: CompanyOverviewSchema,
});
export const jobOverview = jobReport(
  'overview',
  "One requisition's applications by status and by day",
  ApplicantOverviewSchema,
);
export const jobFunnel = jobReport('funnel', "One requisition's funnel by step and activity", FunnelSchema);
export const jobTimeToHire = jobReport(
  'time-to-hire',
  "One requisition's time to hire and time in step",
  TimeToHireSchema,
);
export const jobSourceEffectiveness = jobReport(
  'source-effectiveness',
  "One requisition's applicants by source",
  SourceEffectivenessSchema,
);
export const jobFidelity = jobReport(
  'hiring-process-fidelity',
  "One requisition's hires made without the whole plan",
  FidelitySchema,
);

export const analyticsEndpoints = [
  accountFilterOptions,
  accountFiguresAsOf,
  accountApplicantOverview,
  accountFunnel,
  accountTimeToHire,
  accountSourceEffectiveness,
  accountFidelity,
  accountAttributes,
  accountAdverseImpact,
  companyOverview,
  jobFiguresAsOf,
  jobOverview,
  jobFunnel,
  jobTimeToHire,
  jobSourceEffectiveness,
  jobFidelity,
];
