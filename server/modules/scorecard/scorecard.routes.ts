/**
 * One application's scorecard and its actions (seed 001 sections 3, 4, 7). Every call about an
 * application goes through applicationForStaff (server/http/team-access.ts): whoever may
 * not work on its job gets 404 and nothing changes.
 */
import type { FastifyInstance } from 'fastify';
import * as scorecard from '../../../contracts/scorecard.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { invalid } from '../../http/http-error.ts';
import { checkedApplication, requireCompanyAccess } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as service from './scorecard.service.ts';
import * as actions from './scorecard-actions.service.ts';
import * as rejection from './scorecard-rejection.service.ts';
import * as comments from './scorecard-comments.service.ts';
import { shareNote } from './share-note.service.ts';
import * as store from './scorecard.store.ts';
import * as timedResults from '../../../contracts/timed-results.ts';
import { staffTimedResults } from './timed-results.service.ts';
import { auditScorecardRead } from '../../audit/read-audit.ts';

export function registerScorecardRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'publicUrl'>): void {
  registerEndpoint(app, db, scorecard.listRejectionReasons, async ({ query, request }) => {
    const viewer = requireUser(request);
    if (query.account_id === undefined && viewer.roles.length === 0) throw invalid('account_id', 'Choose a company.');
    // Not declarable: a caller naming no company and holding no role gets 400, not the layer's 404.
    return store.listActiveRejectionReasons(db, await requireCompanyAccess(db, viewer, query.account_id));
  });

  registerEndpoint(app, db, scorecard.getScorecard, async ({ params, query, request }) =>
    service.buildScorecard(db, requireUser(request), params.userSmartreqId, query.language),
  );
  // The candidate's timed answers are one of the scorecard's reads: audited as opening it (D290).
  registerEndpoint(app, db, timedResults.listStaffTimedResults, async ({ request }) => {
    const results = await staffTimedResults(db, checkedApplication(request));
    await auditScorecardRead(db, requireUser(request), checkedApplication(request));
    return results;
  });

  registerEndpoint(app, db, scorecard.updateApplicationStatus, async ({ params, body, request }) =>
    actions.setStatus(db, requireUser(request), params.userSmartreqId, body.status),
  );
  registerEndpoint(app, db, scorecard.rejectApplication, async ({ params, body, request }) =>
    rejection.reject(db, requireUser(request), params.id, body.rejection_reason_id, body.reason_note, {
      email: body.email,
      publicUrl: config.publicUrl,
    }),
  );
  registerEndpoint(app, db, scorecard.setTimeAccommodation, async ({ params, body, request }) =>
    actions.setTimeAccommodation(db, requireUser(request), params.userSmartreqId, body.time_accommodation),
  );
  registerEndpoint(app, db, scorecard.recoverApplication, async ({ params, request }) =>
    rejection.recover(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, scorecard.markApplicationNew, async ({ params, request }) =>
    actions.markNew(db, requireUser(request), params.id),
  );
  registerEndpoint(app, db, scorecard.updateHireData, async ({ body, request }) =>
    actions.updateHireData(db, requireUser(request), body),
  );
  registerEndpoint(app, db, scorecard.hireApplication, async ({ body, request }) =>
    actions.hire(db, requireUser(request), body.user_smartreq_id, body.start_date),
  );
  registerEndpoint(app, db, scorecard.shareScorecard, async ({ body, request }) =>
    actions.share(db, requireUser(request), body, config.publicUrl),
  );

  registerEndpoint(app, db, scorecard.listComments, async ({ request }) =>
    comments.listComments(db, requireUser(request), checkedApplication(request)),
  );
  registerEndpoint(app, db, scorecard.createComment, async ({ body, request }) =>
    comments.addComment(db, requireUser(request), checkedApplication(request), body, config.publicUrl),
  );
  registerEndpoint(app, db, scorecard.updateComment, async ({ params, body, request }) =>
    comments.editComment(db, requireUser(request), params.comment_uuid, body),
  );
  registerEndpoint(app, db, scorecard.deleteComment, async ({ params, request }) => {
    await comments.removeComment(db, requireUser(request), params.comment_uuid);
    return { ok: true };
  });
  registerEndpoint(app, db, scorecard.shareComment, async ({ params, body, request }) =>
    shareNote(db, requireUser(request), params.comment_uuid, body.user_id, config.publicUrl),
  );

  registerEndpoint(app, db, scorecard.listActivityHistory, async ({ request }) =>
    service.history(db, checkedApplication(request)),
  );
}
