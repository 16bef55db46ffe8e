/**
 * Custom dashboards (/account/dashboard/custom?dId=..., decision D135): a named, ordered selection
 * of the account dashboards' charts that a user with company_dashboard_access puts together. It
 * belongs to its company; its creator sees it and may keep it to themselves or share it with
 * everyone in the company who reads dashboards. Only its creator renames, reorders, shares or
 * deletes it; a shared one is read-only to the others (403), a private one does not exist for
 * them (404), and another company's is 404 to everyone but provider admins, who read shared ones.
 * Whoever reads one may make a copy of it: a new private dashboard of their own with its charts.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** The charts a custom dashboard can hold: account dashboards' figures by their dashboard's slug. */
export const CUSTOM_DASHBOARD_CHARTS = [
  'applicant-overview',
  'company-funnel-analytics',
  'time-to-hire',
  'company-source-effectiveness',
  'hiring-process-fidelity',
  'attributes',
  'interview-overview',
  'interview',
  'interviewers',
  'screening-questions',
  'company-language-assessment',
  'company-hiring-classes',
  'turnover',
  'performance',
] as const;
export type CustomDashboardChart = (typeof CUSTOM_DASHBOARD_CHARTS)[number];

export const CUSTOM_DASHBOARD_NAME_MAX = 80;
export const CUSTOM_DASHBOARD_CHARTS_MAX = 12;
/** Custom dashboards one person may keep in one company. */
export const CUSTOM_DASHBOARDS_PER_USER_MAX = 50;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const CustomDashboardSchema = z.object({
  dashboard_id: z.number(),
  account_id: z.number(),
  name: z.string(),
  /** In the order they are shown. */
  charts: z.array(z.enum(CUSTOM_DASHBOARD_CHARTS)),
  shared: z.boolean(),
  created_by_name: z.string(),
  /** The viewer created it, so may change it. */
  mine: z.boolean(),
  updated_at: z.string(),
});
export type CustomDashboard = z.infer<typeof CustomDashboardSchema>;

/** Checked in the service so every problem comes back at once, next to its field. */
export const SaveCustomDashboardBody = z.object({
  name: z.string().check(z.maxLength(1000)),
  charts: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
  shared: z.optional(z.boolean()),
});
export type SaveCustomDashboard = z.infer<typeof SaveCustomDashboardBody>;

const AccountParams = z.object({ accountId: id });
const DashboardParams = z.object({ dashboardId: id });

export const listCustomDashboards = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/custom-dashboards/',
  access: 'company-dashboard',
  summary: "The company's custom dashboards the viewer sees: their own and the shared ones, by name",
  params: AccountParams,
  response: z.array(CustomDashboardSchema),
});

export const createCustomDashboard = defineEndpoint({
  method: 'POST',
  path: '/report/v1/account/{accountId}/custom-dashboards/',
  access: 'company-dashboard',
  summary: 'Create a custom dashboard: a name, its charts in order (at most 12), shared or not',
  params: AccountParams,
  body: SaveCustomDashboardBody,
  response: CustomDashboardSchema,
});

export const getCustomDashboard = defineEndpoint({
  method: 'GET',
  path: '/report/v1/custom-dashboards/{dashboardId}/',
  access: 'company-dashboard',
  resource: { kind: 'custom-dashboard', param: 'dashboardId' },
  summary: 'One custom dashboard (the dId of /account/dashboard/custom)',
  params: DashboardParams,
  response: CustomDashboardSchema,
});

export const updateCustomDashboard = defineEndpoint({
  method: 'PUT',
  path: '/report/v1/custom-dashboards/{dashboardId}/',
  access: 'company-dashboard',
  resource: { kind: 'custom-dashboard', param: 'dashboardId' },
  summary: "Rename, reorder, change the charts of or share one's own custom dashboard",
  params: DashboardParams,
  body: SaveCustomDashboardBody,
  response: CustomDashboardSchema,
});

export const deleteCustomDashboard = defineEndpoint({
  method: 'DELETE',
  path: '/report/v1/custom-dashboards/{dashboardId}/',
  access: 'company-dashboard',
  resource: { kind: 'custom-dashboard', param: 'dashboardId' },
  summary: "Delete one's own custom dashboard",
  params: DashboardParams,
  response: z.object({ ok: z.boolean() }),
});

export const CopyCustomDashboardBody = z.object({ name: z.string().check(z.maxLength(1000)) });

export const copyCustomDashboard = defineEndpoint({
  method: 'POST',
  path: '/report/v1/custom-dashboards/{dashboardId}/copy/',
  access: 'company-dashboard',
  resource: { kind: 'custom-dashboard', param: 'dashboardId' },
  summary:
    'Copy a custom dashboard the viewer reads into a new one of their own: its charts in order, under the name given, not shared',
  params: DashboardParams,
  body: CopyCustomDashboardBody,
  response: CustomDashboardSchema,
});
