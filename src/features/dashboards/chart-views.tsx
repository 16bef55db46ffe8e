/** A custom dashboard's chart: the account dashboard of that slug, drawn with the same view and filters. */
import type { ReportFilter } from '../../../contracts/analytics.ts';
import type { CustomDashboardChart } from '../../../contracts/custom-dashboards.ts';
import { AttributesView } from './applicant-attribute-views.tsx';
import { HiringClassesView } from './hiring-class-views.tsx';
import { InterviewQuestionsView } from './interview-question-views.tsx';
import { InterviewersView, InterviewOverviewView } from './interview-views.tsx';
import { LanguageAssessmentView } from './language-views.tsx';
import { PerformanceView, TurnoverView } from './outcome-views.tsx';
import { FidelityView, FunnelView, OverviewView, SourcesView, TimeToHireView } from './report-views.tsx';
import { ScreeningQuestionsView } from './screening-views.tsx';

export interface ChartViewProps {
  chart: CustomDashboardChart;
  accountId: number;
  filter: ReportFilter;
  /** Turnover and Performance: the filters without the 30-day default. */
  employees: ReportFilter;
}

export function ChartView({ chart, accountId, filter, employees }: ChartViewProps) {
  const target = { kind: 'account', accountId } as const;
  switch (chart) {
    case 'applicant-overview':
      return <OverviewView target={target} filter={filter} />;
    case 'company-funnel-analytics':
      return <FunnelView target={target} filter={filter} />;
    case 'time-to-hire':
      return <TimeToHireView target={target} filter={filter} />;
    case 'company-source-effectiveness':
      return <SourcesView target={target} filter={filter} />;
    case 'hiring-process-fidelity':
      return <FidelityView target={target} filter={filter} />;
    case 'attributes':
      return <AttributesView accountId={accountId} filter={filter} />;
    case 'interview-overview':
      return <InterviewOverviewView target={target} filter={filter} />;
    case 'interview':
      return <InterviewQuestionsView accountId={accountId} filter={filter} />;
    case 'interviewers':
      return <InterviewersView target={target} filter={filter} />;
    case 'screening-questions':
      return <ScreeningQuestionsView accountId={accountId} filter={filter} />;
    case 'company-language-assessment':
      return <LanguageAssessmentView target={target} filter={filter} />;
    case 'company-hiring-classes':
      return <HiringClassesView accountId={accountId} filter={filter} />;
    case 'turnover':
      return <TurnoverView accountId={accountId} filter={employees} />;
    case 'performance':
      return <PerformanceView accountId={accountId} filter={employees} />;
  }
}
