/**
 * Accommodations, asked and applied (decision D200). A candidate asks on their own application; the
 * hiring team decides. Extra time lives where every timed item already reads it, the application's
 * `time_accommodation` (every time limit an activity kind has, from a skills test's sections to a
 * video answer's thinking time): approving sets it, in the same transaction as the decision, and the history says so as
 * when staff set it by hand. Both the request and the decision are audited (audit_events).
 *
 * A request says why the candidate needs it, often a disability or other health information
 * (D263): the requests, their notes and decisions reach only staff who hold the private-data
 * permission at the company, and only they decide. The rest of the hiring team reads what applies
 * (the approved kinds and the extra time), never why.
 */
import {
  type AccommodationKind,
  type AccommodationState,
  type AskAccommodation,
  type DecideAccommodation,
  type StaffAccommodationState,
} from '../../../contracts/accommodations.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { holdsFlag } from '../../http/account-access.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { audit } from '../../audit/audit-trail.ts';
import { auditApplicationRead } from '../../audit/read-audit.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './accommodations.store.ts';

async function stateOf(db: Db, refId: string): Promise<AccommodationState> {
  const [requests, time_accommodation] = await Promise.all([
    store.requestsOf(db, refId),
    store.timeAccommodationOf(db, refId),
  ]);
  const approved = new Set<AccommodationKind>(requests.filter((r) => r.status === 'approved').flatMap((r) => r.kinds));
  return { requests, approved_kinds: [...approved], time_accommodation };
}

async function ownOr404(db: Db, viewer: LoadedUser, refId: string) {
  const application = await store.ownApplication(db, refId, viewer.user_id);
  if (!application) throw notFound('Application not found');
  return application;
}

export async function mine(db: Db, viewer: LoadedUser, refId: string): Promise<AccommodationState> {
  await ownOr404(db, viewer, refId);
  return stateOf(db, refId);
}

export async function ask(
  db: Db,
  viewer: LoadedUser,
  refId: string,
  body: AskAccommodation,
): Promise<AccommodationState> {
  const application = await ownOr404(db, viewer, refId);
  return db.transaction().execute(async (trx) => {
    if (await store.hasPending(trx, refId))
      throw new HttpError(409, ErrorCode.conflict, 'Your earlier request is still waiting for a decision.');
    const requestId = await store.insertRequest(trx, {
      ref_id: refId,
      kinds: body.kinds,
      note: body.note ?? '',
      requested_by: viewer.user_id,
    });
    await audit(trx, {
      event: 'accommodation_requested',
      actorUserId: viewer.user_id,
      subjectUserId: viewer.user_id,
      accountId: application.account_id,
      details: { ref_id: refId, accommodation_request_id: requestId, kinds: body.kinds },
    });
    return stateOf(trx, refId);
  });
}

/** Whether the viewer may read an application's requests and decide them (D263). */
export const mayReadRequests = (viewer: LoadedUser, accountId: number): boolean =>
  holdsFlag(viewer, 'private_data_access', accountId);

function asSeenBy(
  viewer: LoadedUser,
  application: StaffApplication,
  state: AccommodationState,
): StaffAccommodationState {
  if (mayReadRequests(viewer, application.job.account_id)) return { ...state, can_see_requests: true };
  return { ...state, requests: [], can_see_requests: false };
}

export async function forStaff(
  db: Db,
  viewer: LoadedUser,
  application: StaffApplication,
): Promise<StaffAccommodationState> {
  const seen = asSeenBy(viewer, application, await stateOf(db, application.ref_id));
  // Notes that may carry health information, shown to this reader: audited once an hour (D309).
  if (seen.requests.length > 0) await auditApplicationRead(db, 'accommodation_requests_viewed', viewer, application);
  return seen;
}

export async function decideRequest(
  db: Db,
  viewer: LoadedUser,
  application: StaffApplication,
  requestId: number,
  body: DecideAccommodation,
): Promise<StaffAccommodationState> {
  const refId = application.ref_id;
  // Deciding means reading the request, its note first.
  if (!mayReadRequests(viewer, application.job.account_id))
    throw new HttpError(
      403,
      ErrorCode.forbidden,
      'Only colleagues with access to private data decide accommodation requests.',
    );
  const state = await db.transaction().execute(async (trx) => {
    const request = await store.requestForDecision(trx, refId, requestId);
    if (!request) throw notFound('Request not found');
    if (request.status !== 'pending')
      throw new HttpError(409, ErrorCode.conflict, 'This request has already been decided.');
    const grantsTime = body.decision === 'approved' && request.kinds.includes('extra_time');
    if (grantsTime && body.time_multiplier === undefined)
      throw invalid('time_multiplier', 'Choose how much extra time to give.');
    const multiplier = grantsTime ? body.time_multiplier! : null;
    await store.decide(trx, requestId, {
      status: body.decision,
      time_multiplier: multiplier,
      decision_note: body.decision_note ?? '',
      decided_by: viewer.user_id,
    });
    if (multiplier !== null) {
      const before = await store.timeAccommodationOf(trx, refId);
      if (before !== multiplier) {
        await store.setTimeAccommodation(trx, refId, multiplier);
        await recordJobEvent(trx, {
          job_id: application.job.job_id,
          ref_id: refId,
          actor_user_id: viewer.user_id,
          kind: 'time_accommodation_changed',
          details: { from: before, to: multiplier },
        });
      }
    }
    await audit(trx, {
      event: 'accommodation_decided',
      actorUserId: viewer.user_id,
      subjectUserId: application.user_id,
      accountId: application.job.account_id,
      details: {
        ref_id: refId,
        accommodation_request_id: requestId,
        decision: body.decision,
        kinds: request.kinds,
        time_multiplier: multiplier,
      },
    });
    return stateOf(trx, refId);
  });
  return asSeenBy(viewer, application, state);
}
