/**
 * A company dashboard mailed weekly (D340): on a chosen weekday each chosen colleague gets the
 * dashboard's figures of the seven days before, as a PDF or a CSV file. Setting one up, and being
 * mailed one, need company_dashboard_access at that company (checked again at each sending); a
 * requisition's dashboard or a custom dashboard also needs leave to open that one (D516).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** The account dashboards that can be mailed: every one of one company's figures (not Company Overview, not Scale Quality). */
export const MAILABLE_DASHBOARDS = [
  'applicant-overview',
  'company-funnel-analytics',
  'time-to-hire',
  'company-source-effectiveness',
  'hiring-process-fidelity',
  'attributes',
  'eeoc',
  'interview-overview',
  'interview',
  'interviewers',
  'screening-questions',
  'company-language-assessment',
  'company-hiring-classes',
  'turnover',
  'performance',
] as const;
export type MailableDashboard = (typeof MAILABLE_DASHBOARDS)[number];

/** A requisition's dashboard tabs that can be mailed (D516): every one (/smartreq-detail/dashboard/*). */
export const MAILABLE_REQUISITION_TABS = [
  'overview',
  'funnel-analytics',
  'hiring-process-fidelity',
  'source-effectiveness',
  'language-assessment',
  'interviews',
] as const;
export type MailableRequisitionTab = (typeof MAILABLE_REQUISITION_TABS)[number];
/** A custom dashboard's mailing names it by `custom_dashboard_id`; its `dashboard` is this (D516). */
export const CUSTOM_MAILING = 'custom';

export const MAILING_FORMATS = ['pdf', 'csv'] as const;
export type MailingFormat = (typeof MAILING_FORMATS)[number];
/** Recipients of one mailing, at most. */
export const MAILING_RECIPIENTS_MAX = 50;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const MailingRecipientSchema = z.object({ user_id: z.number(), name: z.string(), email: z.string() });
export type MailingRecipient = z.infer<typeof MailingRecipientSchema>;

export const DashboardMailingSchema = z.object({
  mailing_id: z.number(),
  /** A company dashboard's slug; with `job_id`, the requisition's tab; with `custom_dashboard_id`, 'custom' (D516). */
  dashboard: z.string(),
  /** The requisition whose dashboard is mailed (D516); null for a company or custom dashboard. */
  job_id: z.nullable(z.number()),
  /** The custom dashboard mailed (D516); null otherwise. */
  custom_dashboard_id: z.nullable(z.number()),
  format: z.enum(MAILING_FORMATS),
  /** 1 Monday ... 7 Sunday (ISO), in UTC. */
  weekday: z.number(),
  recipients: z.array(MailingRecipientSchema),
  /** The dashboard's filters when it was set up (requisitions, locations, sources). */
  job_ids: z.nullable(z.string()),
  locations: z.nullable(z.string()),
  source_ids: z.nullable(z.string()),
  created_by_name: z.string(),
  next_send_on: z.string(),
  last_sent_on: z.nullable(z.string()),
});
export type DashboardMailing = z.infer<typeof DashboardMailingSchema>;

/** Checked in the service so every problem comes back at once, next to its field. */
export const SaveDashboardMailingBody = z.object({
  dashboard: z.string().check(z.maxLength(100)),
  format: z.string().check(z.maxLength(10)),
  weekday: z.number().check(z.int()),
  recipient_ids: z.array(z.number().check(z.int())).check(z.maxLength(500)),
  job_ids: z.optional(z.string().check(z.maxLength(600))),
  locations: z.optional(z.string().check(z.maxLength(2000))),
  source_ids: z.optional(z.string().check(z.maxLength(600))),
  /** A requisition's dashboard (`dashboard` one of its tabs), of the company in the path (D516). */
  job_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  /** A custom dashboard the saver may see (`dashboard` 'custom'), of the company in the path (D516). */
  custom_dashboard_id: z.optional(z.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
});
export type SaveDashboardMailing = z.infer<typeof SaveDashboardMailingBody>;

const AccountParams = z.object({ accountId: id });
const MailingParams = z.object({ accountId: id, mailingId: id });

export const listDashboardMailings = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/dashboard-mailings/',
  access: 'company-dashboard',
  summary: "The company's weekly dashboard mailings, each with its recipients",
  params: AccountParams,
  response: z.array(DashboardMailingSchema),
});

export const listMailingRecipients = defineEndpoint({
  method: 'GET',
  path: '/report/v1/account/{accountId}/dashboard-mailings/recipients/',
  access: 'company-dashboard',
  summary: "Who may be mailed the company's dashboards: its active staff with dashboard access, by name",
  params: AccountParams,
  response: z.array(MailingRecipientSchema),
});

export const createDashboardMailing = defineEndpoint({
  method: 'POST',
  path: '/report/v1/account/{accountId}/dashboard-mailings/',
  access: 'company-dashboard',
  summary:
    "Mail a dashboard weekly: the company's dashboard, a requisition's (job_id) or a custom one (custom_dashboard_id), PDF or CSV, the weekday, the recipients and its filters",
  params: AccountParams,
  body: SaveDashboardMailingBody,
  response: DashboardMailingSchema,
});

export const deleteDashboardMailing = defineEndpoint({
  method: 'DELETE',
  path: '/report/v1/account/{accountId}/dashboard-mailings/{mailingId}/',
  access: 'company-dashboard',
  summary: 'Stop a weekly dashboard mailing',
  params: MailingParams,
  response: z.object({ ok: z.boolean() }),
});
