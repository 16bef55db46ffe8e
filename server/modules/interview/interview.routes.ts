import type { FastifyInstance } from 'fastify';
import * as interview from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as kits from './interview-kits.service.ts';
import * as evaluations from './interview-evaluation.service.ts';
import * as service from './interview.service.ts';
import { myInterviews } from './my-interviews.service.ts';

/** Kits, interview setups, the interview station, evaluations and the interviewer's list (rules in interview.service.ts, interview-evaluation.service.ts and my-interviews.service.ts). */
export function registerInterviewRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, interview.listKits, async ({ request }) => kits.listKits(db, checkedCompany(request)));
  registerEndpoint(app, db, interview.createKit, async ({ body, request }) =>
    kits.createKit(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, interview.updateKit, async ({ params, body, request }) =>
    kits.updateKit(db, requireUser(request), params.kitId, body),
  );
  registerEndpoint(app, db, interview.archiveKit, async ({ params, request }) =>
    kits.archiveKit(db, requireUser(request), params.kitId),
  );
  registerEndpoint(app, db, interview.getInterviewSetup, async ({ params, request }) =>
    kits.readSetup(db, requireUser(request), params.jobStepActivityId),
  );
  registerEndpoint(app, db, interview.saveInterviewSetup, async ({ params, body, request }) =>
    kits.saveSetup(db, requireUser(request), params.jobStepActivityId, body),
  );
  registerEndpoint(app, db, interview.listStationApplicants, async ({ query, request }) =>
    service.stationApplicants(db, requireUser(request), checkedCompany(request), query.search),
  );
  registerEndpoint(app, db, interview.listStationEmployees, async ({ request }) =>
    service.stationEmployees(db, requireUser(request), checkedCompany(request)),
  );
  registerEndpoint(app, db, interview.startInterview, async ({ body, request }) =>
    service.startInterview(db, requireUser(request), body),
  );
  registerEndpoint(app, db, interview.getInterview, async ({ params, request }) =>
    service.readInterview(db, requireUser(request), params.interviewUuid),
  );
  registerEndpoint(app, db, interview.submitEvaluation, async ({ body, request }) =>
    evaluations.submitEvaluation(db, requireUser(request), body.interview_uuid, body),
  );
  registerEndpoint(app, db, interview.unlockEvaluation, async ({ params, body, request }) =>
    evaluations.unlockEvaluation(db, requireUser(request), params.interviewUuid, body.interviewer_user_id, body.reason),
  );
  registerEndpoint(app, db, interview.listMyInterviews, async ({ request }) => myInterviews(db, requireUser(request)));
}
