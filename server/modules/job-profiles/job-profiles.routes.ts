/** The job family's profiles: job profiles and their participants (contracts/job-profiles.ts). */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/job-profiles.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './job-profiles.service.ts';
import * as boards from './dashboard-boards.service.ts';
import * as plan from './profile-plan.ts';
import { profileFieldFilters } from './field-filters.ts';
import * as boardApi from '../../../contracts/job-profile-dashboards.ts';

export function registerJobProfileRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, api.listJobProfiles, async ({ params, query, request }) =>
    service.listProfiles(db, requireUser(request), params.accountId, query),
  );
  registerEndpoint(app, db, api.createJobProfile, async ({ params, body, request }) =>
    service.createProfile(db, requireUser(request), params.accountId, body),
  );
  registerEndpoint(app, db, api.getJobProfile, async ({ params, request }) =>
    service.getProfile(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.updateJobProfile, async ({ params, body, request }) =>
    service.updateProfile(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.deleteJobProfile, async ({ params, request }) =>
    service.deleteProfile(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.getProfileOutcomes, async ({ params, request }) =>
    service.getOutcomes(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.replaceProfileOutcomes, async ({ params, body, request }) =>
    service.replaceOutcomes(db, requireUser(request), params.jobId, body.outcomes),
  );
  registerEndpoint(app, db, api.listParticipants, async ({ params, query, request }) =>
    service.listParticipants(db, requireUser(request), params.jobId, query),
  );
  registerEndpoint(app, db, api.addParticipants, async ({ params, body, request }) =>
    service.addParticipants(db, requireUser(request), params.jobId, body.employee_ids),
  );
  registerEndpoint(app, db, api.removeParticipants, async ({ params, body, request }) =>
    service.removeParticipants(db, requireUser(request), params.jobId, body.employee_ids),
  );
  registerEndpoint(app, db, api.moveParticipants, async ({ params, body, request }) =>
    service.moveParticipants(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.getParticipant, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    return service.getParticipant(
      db,
      viewer,
      params.jobId,
      params.employeeId,
      query.language ?? viewer.preferred_language ?? 'en',
    );
  });
  registerEndpoint(app, db, api.getPlanTiming, async ({ params, request }) =>
    plan.getPlanTiming(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.savePlanTiming, async ({ params, body, request }) =>
    plan.savePlanTiming(db, requireUser(request), params.jobId, body),
  );
  registerEndpoint(app, db, api.getProfileFieldFilters, async ({ params, request }) =>
    profileFieldFilters(db, requireUser(request), params.jobId),
  );
  registerEndpoint(app, db, api.getProfileCorrelations, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    const { outcome, language, ...filter } = query;
    return boards.profileCorrelations(
      db,
      viewer,
      params.jobId,
      outcome,
      language ?? viewer.preferred_language ?? 'en',
      filter,
    );
  });
  registerEndpoint(app, db, boardApi.getProfileBoard, async ({ params, query, request }) => {
    const viewer = requireUser(request);
    const { language, ...filter } = query;
    return boards.profileBoard(
      db,
      viewer,
      params.jobId,
      params.board,
      language ?? viewer.preferred_language ?? 'en',
      filter,
    );
  });
  registerEndpoint(app, db, boardApi.getProfileInterviewerDetail, async ({ params, query, request }) =>
    boards.profileInterviewerDetail(db, requireUser(request), params.jobId, params.interviewerId, query),
  );
}
