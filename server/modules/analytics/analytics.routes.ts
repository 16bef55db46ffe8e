/** The report family's dashboards (HTTP only; rules in the service). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as analytics from '../../../contracts/analytics.ts';
import * as interviewReports from '../../../contracts/interview-reports.ts';
import * as screeningReports from '../../../contracts/screening-reports.ts';
import * as languageReports from '../../../contracts/language-reports.ts';
import { accountHiringClasses } from '../../../contracts/hiring-classes.ts';
import * as outcomeReports from '../../../contracts/outcome-reports.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany, checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './analytics.service.ts';
import * as interviews from './interview-reports.ts';
import { screeningQuestions } from './screening-reports.ts';
import { languageAssessment } from './language-reports.ts';
import { hiringClasses } from './hiring-class-reports.ts';
import * as outcomes from './outcome-reports.ts';

/** What the endpoint's permission checked: one requisition (`job-team`) or a company (`company-dashboard`). */
const checkedTarget = (request: FastifyRequest): service.Target =>
  request.staffJob ? { job: checkedJob(request) } : { accountId: checkedCompany(request) };

export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, analytics.accountFilterOptions, async ({ request }) =>
    service.filterOptions(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, analytics.accountFiguresAsOf, async ({ request }) =>
    service.figuresAsOf(db, checkedTarget(request)),
  );
  registerEndpoint(app, db, analytics.jobFiguresAsOf, async ({ request }) =>
    service.figuresAsOf(db, checkedTarget(request)),
  );
  registerEndpoint(app, db, analytics.accountApplicantOverview, async ({ query, request }) =>
    service.applicantOverview(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountFunnel, async ({ query, request }) =>
    service.funnel(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountTimeToHire, async ({ query, request }) =>
    service.timeToHire(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountSourceEffectiveness, async ({ query, request }) =>
    service.sourceEffectiveness(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountFidelity, async ({ query, request }) =>
    service.fidelity(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountAttributes, async ({ query, request }) =>
    service.attributes(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.accountAdverseImpact, async ({ query, request }) =>
    service.adverseImpact(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.companyOverview, async ({ query }) => service.companyOverview(db, query));
  registerEndpoint(app, db, analytics.jobOverview, async ({ query, request }) =>
    service.applicantOverview(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.jobFunnel, async ({ query, request }) =>
    service.funnel(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.jobTimeToHire, async ({ query, request }) =>
    service.timeToHire(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.jobSourceEffectiveness, async ({ query, request }) =>
    service.sourceEffectiveness(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, analytics.jobFidelity, async ({ query, request }) =>
    service.fidelity(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewOverview, async ({ query, request }) =>
    interviews.interviewOverview(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewerSummary, async ({ query, request }) =>
    interviews.interviewerSummary(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewerDetail, async ({ params, query, request }) =>
    interviews.interviewerDetail(db, service.scopeFor(checkedTarget(request), query), params.interviewerId),
  );
  registerEndpoint(app, db, interviewReports.jobInterviewOverview, async ({ query, request }) =>
    interviews.interviewOverview(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, interviewReports.jobInterviewerSummary, async ({ query, request }) =>
    interviews.interviewerSummary(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, screeningReports.accountScreeningQuestions, async ({ query, request }) =>
    screeningQuestions(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, languageReports.accountLanguageAssessment, async ({ query, request }) =>
    languageAssessment(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, languageReports.jobLanguageAssessment, async ({ query, request }) =>
    languageAssessment(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, accountHiringClasses, async ({ query, request }) =>
    hiringClasses(db, service.scopeFor(checkedTarget(request), query)),
  );
  registerEndpoint(app, db, outcomeReports.accountTurnover, async ({ query, request }) => {
    const viewer = requireUser(request);
    return outcomes.accountTurnover(
      db,
      outcomes.employeeScopeFor(checkedCompany(request), query),
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, outcomeReports.accountPerformance, async ({ query, request }) => {
    const viewer = requireUser(request);
    return outcomes.accountPerformance(
      db,
      outcomes.employeeScopeFor(checkedCompany(request), query),
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, outcomeReports.accountInterviewQuestions, async ({ query, request }) =>
    outcomes.interviewQuestions(db, service.scopeFor(checkedTarget(request), query)),
  );
}
