/** The outcome family: outcome questions, the performance rating scale, a profile's outcome periods and their schedule, supervisors' answering links, the signed-in user's outcome requests (contracts/outcome-questions.ts); an employee's own page (contracts/my-job-profile.ts). */
import type { FastifyInstance } from 'fastify';
import * as mine from '../../../contracts/my-job-profile.ts';
import * as api from '../../../contracts/outcome-questions.ts';
import * as scale from '../../../contracts/performance-scale.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as myService from './my-job-profile.service.ts';
import * as schedules from './outcome-schedules.ts';
import * as requests from './outcome-requests.ts';
import * as service from './outcomes.service.ts';
import * as scaleService from './performance-scale.service.ts';

export function registerOutcomeRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  registerEndpoint(app, db, api.listOutcomeQuestions, async ({ query }) =>
    service.listQuestions(db, query.account_id, query.include_archived === 'true'),
  );
  registerEndpoint(app, db, api.createOutcomeQuestion, async ({ body }) =>
    service.createQuestion(db, body.account_id, body.question, body.audience),
  );
  registerEndpoint(app, db, api.updateOutcomeQuestion, async ({ params, body }) =>
    service.updateQuestion(db, params.id, body.question),
  );
  registerEndpoint(app, db, api.deleteOutcomeQuestion, async ({ params }) => service.deleteQuestion(db, params.id));
  registerEndpoint(app, db, api.archiveOutcomeQuestion, async ({ params, body }) =>
    service.archiveQuestion(db, params.id, body.archived),
  );
  registerEndpoint(app, db, api.orderOutcomeQuestions, async ({ body }) => service.orderQuestions(db, body));
  registerEndpoint(app, db, scale.getPerformanceScale, async ({ query }) =>
    scaleService.getScale(db, query.account_id),
  );
  registerEndpoint(app, db, scale.savePerformanceScale, async ({ body, request }) =>
    scaleService.saveScale(db, checkedCompany(request), body.levels),
  );
  registerEndpoint(app, db, api.listOutcomePeriods, async ({ params, request }) =>
    service.listPeriods(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.createOutcomePeriod, async ({ params, body, request }) =>
    service.createPeriod(db, requireUser(request), publicUrl, params.jobId, body),
  );
  registerEndpoint(app, db, api.getOutcomeSchedule, async ({ params, request }) =>
    schedules.getSchedule(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.saveOutcomeSchedule, async ({ params, body, request }) =>
    schedules.saveSchedule(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.deleteOutcomeSchedule, async ({ params, request }) =>
    schedules.deleteSchedule(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.listMyOutcomeRequests, async ({ request }) =>
    requests.myRequests(db, requireUser(request)),
  );
  registerEndpoint(app, db, api.getOutcomeReview, async ({ params }) => service.getReview(db, params.token));
  registerEndpoint(app, db, api.answerOutcomeReview, async ({ params, body }) =>
    service.answerReview(db, params.token, body),
  );
  registerEndpoint(app, db, mine.getMyJobProfile, async ({ request }) => myService.getMine(db, requireUser(request)));
  registerEndpoint(app, db, mine.answerMySatisfaction, async ({ body, request }) =>
    myService.answerMine(db, requireUser(request), body),
  );
}
