/** The report family's dashboards (HTTP only; rules in the service). */
import type { FastifyInstance } from 'fastify';
import * as analytics from '../../../contracts/analytics.ts';
import * as interviewReports from '../../../contracts/interview-reports.ts';
import * as screeningReports from '../../../contracts/screening-reports.ts';
import * as languageReports from '../../../contracts/language-reports.ts';
import { accountHiringClasses } from '../../../contracts/hiring-classes.ts';
import * as outcomeReports from '../../../contracts/outcome-reports.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './analytics.service.ts';
import * as interviews from './interview-reports.ts';
import { screeningQuestions } from './screening-reports.ts';
import { languageAssessment } from './language-reports.ts';
import { hiringClasses } from './hiring-class-reports.ts';
import * as outcomes from './outcome-reports.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, analytics.accountFilterOptions, async ({ params, request }) =>
    service.filterOptions(db, requireUser(request), params.accountId),
  );
  registerEndpoint(app, db, analytics.accountFiguresAsOf, async ({ params, request }) =>
    service.figuresAsOf(db, requireUser(request), params),
  );
  registerEndpoint(app, db, analytics.jobFiguresAsOf, async ({ params, request }) =>
    service.figuresAsOf(db, requireUser(request), params),
  );
  registerEndpoint(app, db, analytics.accountApplicantOverview, async ({ params, query, request }) =>
    service.applicantOverview(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountFunnel, async ({ params, query, request }) =>
    service.funnel(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountTimeToHire, async ({ params, query, request }) =>
    service.timeToHire(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountSourceEffectiveness, async ({ params, query, request }) =>
    service.sourceEffectiveness(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountFidelity, async ({ params, query, request }) =>
    service.fidelity(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountAttributes, async ({ params, query, request }) =>
    service.attributes(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.accountAdverseImpact, async ({ params, query, request }) =>
    service.adverseImpact(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.companyOverview, async ({ query }) => service.companyOverview(db, query));
  registerEndpoint(app, db, analytics.jobOverview, async ({ params, query, request }) =>
    service.applicantOverview(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.jobFunnel, async ({ params, query, request }) =>
    service.funnel(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.jobTimeToHire, async ({ params, query, request }) =>
    service.timeToHire(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.jobSourceEffectiveness, async ({ params, query, request }) =>
    service.sourceEffectiveness(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, analytics.jobFidelity, async ({ params, query, request }) =>
    service.fidelity(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewOverview, async ({ params, query, request }) =>
    interviews.interviewOverview(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewerSummary, async ({ params, query, request }) =>
    interviews.interviewerSummary(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, interviewReports.accountInterviewerDetail, async ({ params, query, request }) =>
    interviews.interviewerDetail(
      db,
      await service.scopeFor(db, requireUser(request), { accountId: params.accountId }, query),
      params.interviewerId,
    ),
  );
  registerEndpoint(app, db, interviewReports.jobInterviewOverview, async ({ params, query, request }) =>
    interviews.interviewOverview(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, interviewReports.jobInterviewerSummary, async ({ params, query, request }) =>
    interviews.interviewerSummary(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, screeningReports.accountScreeningQuestions, async ({ params, query, request }) =>
    screeningQuestions(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, languageReports.accountLanguageAssessment, async ({ params, query, request }) =>
    languageAssessment(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, languageReports.jobLanguageAssessment, async ({ params, query, request }) =>
    languageAssessment(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, accountHiringClasses, async ({ params, query, request }) =>
    hiringClasses(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
  registerEndpoint(app, db, outcomeReports.accountTurnover, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return outcomes.accountTurnover(
      db,
      outcomes.employeeScopeFor(viewer, params.accountId, query),
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, outcomeReports.accountPerformance, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return outcomes.accountPerformance(
      db,
      outcomes.employeeScopeFor(viewer, params.accountId, query),
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, outcomeReports.accountInterviewQuestions, async ({ params, query, request }) =>
    outcomes.interviewQuestions(db, await service.scopeFor(db, requireUser(request), params, query)),
  );
}
