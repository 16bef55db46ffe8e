/**
 * Interview scheduling over HTTP: the interviewer's own availability and profile, staff actions
 * on an application's interview activities, the candidate's booking by link (no sign-in: the
 * token in the path is the credential) and the signed-in candidate's list.
 */
import type { FastifyInstance } from 'fastify';
import * as api from '../../../contracts/interview-scheduling.ts';
import * as own from '../../../contracts/application-scheduling.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as availability from './availability.service.ts';
import * as booking from './booking.service.ts';
import * as scheduling from './scheduling.service.ts';
import * as ownInterviews from './own-interviews.service.ts';
import * as panel from './panel-availability.service.ts';

export function registerInterviewSchedulingRoutes(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'publicUrl'>,
): void {
  const links = { publicUrl: config.publicUrl };

  registerEndpoint(app, db, api.getMyAvailability, async ({ request }) =>
    availability.getAvailability(db, requireUser(request)),
  );
  registerEndpoint(app, db, api.saveMyAvailability, async ({ request, body }) =>
    availability.saveAvailability(db, requireUser(request), body),
  );
  registerEndpoint(app, db, api.getMyProfile, async ({ request }) => availability.getProfile(db, requireUser(request)));
  registerEndpoint(app, db, api.saveMyProfile, async ({ request, body }) =>
    availability.saveProfile(db, requireUser(request), body),
  );

  registerEndpoint(app, db, api.listApplicationInterviews, async ({ request }) =>
    scheduling.listApplicationInterviews(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, api.sendSchedulingLink, async ({ request, params, body }) =>
    scheduling.sendSchedulingLink(
      db,
      links,
      requireUser(request),
      params.userSmartreqId,
      params.jobStepActivityId,
      body,
    ),
  );
  registerEndpoint(app, db, api.scheduleManually, async ({ request, params, body }) =>
    scheduling.scheduleManually(db, links, requireUser(request), params.userSmartreqId, params.jobStepActivityId, body),
  );
  registerEndpoint(app, db, api.declineInterview, async ({ request, params }) =>
    scheduling.declineInterview(db, links, requireUser(request), checkedApplication(request), params.jobStepActivityId),
  );
  registerEndpoint(app, db, api.getStaffInterview, async ({ request, params }) =>
    scheduling.getStaffInterview(db, requireUser(request), params.interviewUuid),
  );

  registerEndpoint(app, db, own.listColleagues, async ({ request }) =>
    panel.colleagues(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, own.getPanelAvailability, async ({ request, query }) =>
    panel.panelAvailability(db, checkedApplication(request), query),
  );
  registerEndpoint(app, db, own.listOwnInterviews, async ({ request }) =>
    ownInterviews.listOwnInterviews(db, checkedApplication(request)),
  );
  registerEndpoint(app, db, own.scheduleOwnInterview, async ({ request, body }) =>
    ownInterviews.scheduleOwnInterview(db, links, requireUser(request), checkedApplication(request), body),
  );
  registerEndpoint(app, db, own.sendOwnBookingLink, async ({ request, body }) =>
    ownInterviews.sendOwnBookingLink(db, links, requireUser(request), checkedApplication(request), body),
  );
  registerEndpoint(app, db, own.rescheduleInterview, async ({ request, params, body }) =>
    ownInterviews.rescheduleInterview(db, links, requireUser(request), params.interviewUuid, body),
  );
  registerEndpoint(app, db, own.cancelInterview, async ({ request, params }) => {
    await ownInterviews.cancelInterview(db, links, requireUser(request), params.interviewUuid);
    return { ok: true };
  });

  registerEndpoint(app, db, api.getBookingPage, async ({ params, query }) =>
    booking.bookingPage(db, params.token, query.time_zone),
  );
  registerEndpoint(app, db, api.bookSlot, async ({ params, body }) => booking.bookSlot(db, links, params.token, body));
  registerEndpoint(app, db, api.cancelBooking, async ({ params }) => {
    await booking.cancelBooking(db, links, params.token);
    return { ok: true };
  });

  registerEndpoint(app, db, api.listMyInterviews, async ({ request }) =>
    booking.myInterviews(db, requireUser(request)),
  );
  registerEndpoint(app, db, api.openManageLink, async ({ request, params }) =>
    booking.openManageLink(db, requireUser(request), params.interviewUuid),
  );
}
