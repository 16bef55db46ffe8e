/** The reports as TanStack Query knows them: one key per report, target and filter. */
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ApplicantOverview,
  Fidelity,
  Funnel,
  ReportFilter,
  SourceEffectiveness,
  TimeToHire,
} from '../../../contracts/analytics.ts';
import type { EndpointRoute } from '../../../contracts/endpoint.ts';
import { call } from '../../lib/api-client.ts';
import * as api from '../../lib/api/analytics.ts';
import * as interviewApi from '../../lib/api/interview-reports.ts';
import * as screeningApi from '../../lib/api/screening-reports.ts';
import * as languageApi from '../../lib/api/language-reports.ts';
import * as hiringClassApi from '../../lib/api/hiring-classes.ts';
import * as outcomeApi from '../../lib/api/outcome-reports.ts';
import * as customApi from '../../lib/api/custom-dashboards.ts';
import type { Language } from '../../../contracts/user.ts';
import type { CustomDashboard, CustomDashboardChart } from '../../../contracts/custom-dashboards.ts';

/** Whose applications a dashboard counts: a company's, or one requisition's. */
export type ReportTarget = { kind: 'account'; accountId: number } | { kind: 'job'; jobId: number };

const ACCOUNT = {
  overview: api.accountApplicantOverview,
  funnel: api.accountFunnel,
  'time-to-hire': api.accountTimeToHire,
  sources: api.accountSourceEffectiveness,
  fidelity: api.accountFidelity,
} as const;
const JOB = {
  overview: api.jobOverview,
  funnel: api.jobFunnel,
  'time-to-hire': api.jobTimeToHire,
  sources: api.jobSourceEffectiveness,
  fidelity: api.jobFidelity,
} as const;
export type SharedReport = keyof typeof ACCOUNT;

interface SharedReports {
  overview: ApplicantOverview;
  funnel: Funnel;
  'time-to-hire': TimeToHire;
  sources: SourceEffectiveness;
  fidelity: Fidelity;
}
export type SharedReportData<K extends SharedReport> = SharedReports[K];

export function sharedReportQuery<K extends SharedReport>(report: K, target: ReportTarget, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', report, target, filter] as const,
    queryFn: ({ signal }) =>
      (target.kind === 'account'
        ? call(
            ACCOUNT[report] as EndpointRoute<never>,
            { params: { accountId: target.accountId }, query: filter, signal } as never,
          )
        : call(
            JOB[report] as EndpointRoute<never>,
            { params: { jobId: target.jobId }, query: filter, signal } as never,
          )) as Promise<SharedReportData<K>>,
    placeholderData: keepPreviousData,
  });
}

export function attributesQuery(accountId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'attributes', accountId, filter] as const,
    queryFn: ({ signal }) => call(api.accountAttributes, { params: { accountId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function adverseImpactQuery(accountId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'eeoc', accountId, filter] as const,
    queryFn: ({ signal }) => call(api.accountAdverseImpact, { params: { accountId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function companyOverviewQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'company-overview', filter] as const,
    queryFn: ({ signal }) => call(api.companyOverview, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function filterOptionsQuery(accountId: number) {
  return queryOptions({
    queryKey: ['report', 'filters', accountId] as const,
    queryFn: ({ signal }) => call(api.accountFilterOptions, { params: { accountId }, signal }),
    staleTime: 60_000,
  });
}

export function interviewOverviewQuery(target: ReportTarget, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'interview-overview', target, filter] as const,
    queryFn: ({ signal }) =>
      target.kind === 'account'
        ? call(interviewApi.accountInterviewOverview, {
            params: { accountId: target.accountId },
            query: filter,
            signal,
          })
        : call(interviewApi.jobInterviewOverview, { params: { jobId: target.jobId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function interviewerSummaryQuery(target: ReportTarget, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'interviewers', target, filter] as const,
    queryFn: ({ signal }) =>
      target.kind === 'account'
        ? call(interviewApi.accountInterviewerSummary, {
            params: { accountId: target.accountId },
            query: filter,
            signal,
          })
        : call(interviewApi.jobInterviewerSummary, { params: { jobId: target.jobId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function interviewerDetailQuery(accountId: number, interviewerId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'interviewer', accountId, interviewerId, filter] as const,
    queryFn: ({ signal }) =>
      call(interviewApi.accountInterviewerDetail, { params: { accountId, interviewerId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function screeningQuestionsQuery(accountId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'screening-questions', accountId, filter] as const,
    queryFn: ({ signal }) =>
      call(screeningApi.accountScreeningQuestions, { params: { accountId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function languageAssessmentQuery(target: ReportTarget, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'language-assessment', target, filter] as const,
    queryFn: ({ signal }) =>
      target.kind === 'account'
        ? call(languageApi.accountLanguageAssessment, {
            params: { accountId: target.accountId },
            query: filter,
            signal,
          })
        : call(languageApi.jobLanguageAssessment, { params: { jobId: target.jobId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function hiringClassReportQuery(accountId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'hiring-classes', accountId, filter] as const,
    queryFn: ({ signal }) =>
      call(hiringClassApi.accountHiringClasses, { params: { accountId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function turnoverReportQuery(accountId: number, filter: ReportFilter, language: Language) {
  return queryOptions({
    queryKey: ['report', 'turnover', accountId, filter, language] as const,
    queryFn: ({ signal }) =>
      call(outcomeApi.accountTurnover, { params: { accountId }, query: { ...filter, language }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function performanceReportQuery(accountId: number, filter: ReportFilter, language: Language) {
  return queryOptions({
    queryKey: ['report', 'performance', accountId, filter, language] as const,
    queryFn: ({ signal }) =>
      call(outcomeApi.accountPerformance, { params: { accountId }, query: { ...filter, language }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function interviewQuestionsQuery(accountId: number, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['report', 'interview-questions', accountId, filter] as const,
    queryFn: ({ signal }) =>
      call(outcomeApi.accountInterviewQuestions, { params: { accountId }, query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export const customDashboardsKey = (accountId: number) => ['custom-dashboards', accountId] as const;

export function customDashboardsQuery(accountId: number) {
  return queryOptions({
    queryKey: customDashboardsKey(accountId),
    queryFn: ({ signal }) => call(customApi.listCustomDashboards, { params: { accountId }, signal }),
    staleTime: 30_000,
  });
}

export function customDashboardQuery(dashboardId: number) {
  return queryOptions({
    queryKey: ['custom-dashboard', dashboardId] as const,
    queryFn: ({ signal }) => call(customApi.getCustomDashboard, { params: { dashboardId }, signal }),
  });
}

/** When the company's, or the requisition's, summarised figures were brought up to date (decisions D143, D173); asked again each minute, as often as they change. */
export function figuresAsOfQuery(target: ReportTarget) {
  return queryOptions({
    queryKey: ['report', 'figures-as-of', target] as const,
    queryFn: ({ signal }) =>
      target.kind === 'account'
        ? call(api.accountFiguresAsOf, { params: { accountId: target.accountId }, signal })
        : call(api.jobFiguresAsOf, { params: { jobId: target.jobId }, signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** Keeps a custom dashboard just made or saved, and reads the list again (the writes below). */
async function keepCustomDashboard(queryClient: QueryClient, accountId: number, saved: CustomDashboard) {
  queryClient.setQueryData(customDashboardQuery(saved.dashboard_id).queryKey, saved);
  await queryClient.invalidateQueries({ queryKey: customDashboardsKey(accountId) });
}

/** The named write (D506) that makes a custom dashboard, or, given `dashboardId`, saves that one. */
export const saveCustomDashboardWrite = (queryClient: QueryClient, accountId: number, dashboardId?: number) =>
  mutationOptions({
    mutationKey: ['custom-dashboards', accountId, 'save', dashboardId ?? 'new'] as const,
    mutationFn: (body: { name: string; charts: CustomDashboardChart[]; shared: boolean }) =>
      dashboardId === undefined
        ? call(customApi.createCustomDashboard, { params: { accountId }, body })
        : call(customApi.updateCustomDashboard, { params: { dashboardId }, body }),
    onSuccess: (saved) => keepCustomDashboard(queryClient, accountId, saved),
  });

/** The named write (D506) that makes the viewer's own copy of a custom dashboard, named `name`. */
export const copyCustomDashboardWrite = (queryClient: QueryClient, accountId: number, dashboardId: number) =>
  mutationOptions({
    mutationKey: ['custom-dashboards', accountId, 'copy', dashboardId] as const,
    mutationFn: (name: string) => call(customApi.copyCustomDashboard, { params: { dashboardId }, body: { name } }),
    onSuccess: (made) => keepCustomDashboard(queryClient, accountId, made),
  });

/** The named write (D506) that deletes one of the viewer's custom dashboards: it leaves the cache and the list. */
export const deleteCustomDashboardWrite = (queryClient: QueryClient, accountId: number, dashboardId: number) =>
  mutationOptions({
    mutationKey: ['custom-dashboards', accountId, 'delete', dashboardId] as const,
    mutationFn: () => call(customApi.deleteCustomDashboard, { params: { dashboardId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: customDashboardQuery(dashboardId).queryKey });
      await queryClient.invalidateQueries({ queryKey: customDashboardsKey(accountId) });
    },
  });
