/**
 * What a weekly mailing's file holds (D340, D516): the tables of its dashboard's report for the
 * mailing's company, computed by the report code each dashboard's endpoint answers with. A company
 * dashboard is its one report; a requisition's tab its report scoped to that requisition (as
 * /report/v1/smartreq/{jobId}/... answers it; the Interviews tab holds two); a custom dashboard each
 * of its charts' company reports, in its order, each table named by its chart.
 */
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { MailableDashboard, MailableRequisitionTab } from '../../../contracts/dashboard-mailings.ts';
import type { Language } from '../../../contracts/languages.ts';
import type { Db } from '../../db/database.ts';
import * as service from './analytics.service.ts';
import { hiringClasses } from './hiring-class-reports.ts';
import * as interviews from './interview-reports.ts';
import { languageAssessment } from './language-reports.ts';
import * as outcomes from './outcome-reports.ts';
import { reportTables, type ReportTable } from './report-tables.ts';
import { screeningQuestions } from './screening-reports.ts';

type Report = Record<string, unknown>;

/** The dashboard's report for the company, as its endpoint answers it. */
export async function dashboardReport(
  db: Db,
  slug: MailableDashboard,
  accountId: number,
  filter: ReportFilter,
  language: Language,
): Promise<Report> {
  const scope = service.scopeOf(accountId, filter);
  switch (slug) {
    case 'applicant-overview':
      return service.applicantOverview(db, scope);
    case 'company-funnel-analytics':
      return service.funnel(db, scope);
    case 'time-to-hire':
      return service.timeToHire(db, scope);
    case 'company-source-effectiveness':
      return service.sourceEffectiveness(db, scope);
    case 'hiring-process-fidelity':
      return service.fidelity(db, scope);
    case 'attributes':
      return service.attributes(db, scope);
    case 'eeoc':
      return service.adverseImpact(db, scope);
    case 'interview-overview':
      return interviews.interviewOverview(db, scope);
    case 'interviewers':
      return interviews.interviewerSummary(db, scope);
    case 'interview':
      return outcomes.interviewQuestions(db, scope);
    case 'screening-questions':
      return screeningQuestions(db, scope);
    case 'company-language-assessment':
      return languageAssessment(db, scope);
    case 'company-hiring-classes':
      return hiringClasses(db, scope);
    case 'turnover':
      return outcomes.accountTurnover(db, outcomes.employeeScopeFor(accountId, filter), language);
    case 'performance':
      return outcomes.accountPerformance(db, outcomes.employeeScopeFor(accountId, filter), language);
  }
}

/** A requisition's tab's reports, as its endpoints answer them (the scope the `job-team` routes build). */
export async function requisitionReports(
  db: Db,
  tab: MailableRequisitionTab,
  job: { job_id: number; account_id: number },
  filter: ReportFilter,
): Promise<Record<string, Report>> {
  const scope = service.scopeOf(job.account_id, filter, job.job_id);
  switch (tab) {
    case 'overview':
      return { overview: await service.applicantOverview(db, scope) };
    case 'funnel-analytics':
      return { funnel: await service.funnel(db, scope) };
    case 'hiring-process-fidelity':
      return { fidelity: await service.fidelity(db, scope) };
    case 'source-effectiveness':
      return { sources: await service.sourceEffectiveness(db, scope) };
    case 'language-assessment':
      return { language: await languageAssessment(db, scope) };
    case 'interviews':
      return {
        'interview-overview': await interviews.interviewOverview(db, scope),
        interviewers: await interviews.interviewerSummary(db, scope),
      };
  }
}

/** Several reports' tables in one file: each table's name starts with its report's (a lone report's too, when `prefixed`). */
export function namedTables(reports: Record<string, Report>, prefixed = false): ReportTable[] {
  const entries = Object.entries(reports);
  if (entries.length === 1 && !prefixed) return reportTables(entries[0]![1]);
  return entries.flatMap(([name, report]) =>
    reportTables(report).map((table) => ({ ...table, name: `${name}.${table.name}` })),
  );
}
