/**
 * Bulk actions on applications (reject, assign, mark new, move, remove) are all or nothing: inside
 * one transaction every named application is locked and checked against the job-access rule; a
 * single unknown, removed or foreign ref_id answers 404 and nothing is written.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { storeResponseInTransaction } from '../../http/idempotency.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import { mayWorkOnJob, requireJobFlag } from '../../http/team-access.ts';
import { recordJobEvents, type NewJobEvent } from '../../db/job-events.store.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './applicants.store.ts';
import { keepForUndo } from '../../db/application-undo.store.ts';
import { refreshTrackerProgress } from '../activity/index.ts';
import type { RejectionEmail } from '../../../contracts/rejection-email.ts';
import { assertRejectionEmail, cancelRejectionEmails, sendOrScheduleRejectionEmails } from './rejection-email.ts';

/** The request's Idempotency-Key, when it carries one: the answer is stored in the action's transaction. */
export type RequestKey = FastifyRequest['idempotency'];

/** Locks and checks every named application; one that is missing or out of reach: 404, nothing changes. */
export async function withTargets<T>(
  db: Db,
  viewer: LoadedUser,
  refIds: string[],
  work: (trx: Db, targets: store.Target[]) => Promise<T>,
  key?: RequestKey,
): Promise<T> {
  return withLockedTargets(db, viewer, refIds, store.lockTargets, work, key);
}

/** An application as the job-access rule reads it. */
type Locked = { ref_id: string; job_id: number; account_id: number; job_type_id: number };

/**
 * withTargets with the caller's own lock (the bulk Undo's takes removed applications too, D504):
 * an id `lock` does not answer, or one out of the viewer's reach, is 404 alike, nothing changes.
 */
export async function withLockedTargets<T, L extends Locked>(
  db: Db,
  viewer: LoadedUser,
  refIds: string[],
  lock: (trx: Db, refIds: string[]) => Promise<L[]>,
  work: (trx: Db, targets: L[]) => Promise<T>,
  key?: RequestKey,
): Promise<T> {
  const wanted = [...new Set(refIds.map((r) => r.toLowerCase()))];
  return db.transaction().execute(async (trx) => {
    const targets = await lock(trx, wanted);
    if (targets.length !== wanted.length) throw notFound('Applicant not found');
    const allowed = new Map<number, boolean>();
    for (const t of targets) {
      if (!allowed.has(t.job_id)) allowed.set(t.job_id, await mayWorkOnJob(trx, viewer, t));
      if (!allowed.get(t.job_id)) throw notFound('Applicant not found');
    }
    const result = await work(trx, targets);
    await storeResponseInTransaction(trx, key, result);
    return result;
  });
}

const refsOf = (targets: store.Target[]) => targets.map((t) => t.ref_id);
const eventsFor = (
  viewer: LoadedUser,
  targets: store.Target[],
  kind: NewJobEvent['kind'],
  details: Record<string, unknown> = {},
): NewJobEvent[] =>
  targets.map((t) => ({ job_id: t.job_id, ref_id: t.ref_id, actor_user_id: viewer.user_id, kind, details }));

export async function bulkReject(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; rejection_reason_id: number; reason_note?: string; email?: RejectionEmail },
  publicUrl: string,
  key?: RequestKey,
) {
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      // The mail's values after the access check: someone else's applicants answer 404 whatever the
      // body, so a refusal never tells an outsider they exist.
      assertRejectionEmail(body.email);
      const reason = await store.findRejectionReason(trx, body.rejection_reason_id);
      if (!reason || targets.some((t) => t.account_id !== reason.account_id))
        throw invalid('rejection_reason_id', 'Choose one of the company’s rejection reasons');
      const note = body.reason_note ? body.reason_note : null;
      // The state before, for the pipeline's undo (D202).
      await keepForUndo(trx, refsOf(targets), 'reject', viewer.user_id);
      await store.rejectTrackers(trx, refsOf(targets), reason.rejection_reason_id, note);
      await recordJobEvents(
        trx,
        eventsFor(viewer, targets, 'rejected', {
          rejection_reason_id: reason.rejection_reason_id,
          reason_name: reason.name,
          rejection_type: reason.rejection_type,
          reason_note: note,
        }),
      );
      // A mail still waiting from an earlier rejection gives way to this one's (D213).
      await cancelRejectionEmails(trx, viewer.user_id, targets);
      await sendOrScheduleRejectionEmails(trx, viewer, targets, body.email, publicUrl);
      return { updated: targets.length };
    },
    key,
  );
}

export async function bulkAssign(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; user_id: number | null },
  key?: RequestKey,
) {
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      if (body.user_id !== null) {
        for (const accountId of new Set(targets.map((t) => t.account_id))) {
          if (!(await store.isAccountStaff(trx, accountId, body.user_id)))
            throw invalid('user_id', 'Choose a staff member of the company');
        }
      }
      await store.assignTrackers(trx, refsOf(targets), body.user_id);
      await recordJobEvents(trx, eventsFor(viewer, targets, 'assigned', { user_id: body.user_id }));
      return { updated: targets.length };
    },
    key,
  );
}

export async function markNew(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; is_new?: boolean },
  key?: RequestKey,
) {
  const isNew = body.is_new ?? true;
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      await store.setTrackersNew(trx, refsOf(targets), isNew);
      await recordJobEvents(trx, eventsFor(viewer, targets, 'marked_new', { is_new: isNew }));
      return { updated: targets.length };
    },
    key,
  );
}

export async function moveApplicants(
  db: Db,
  viewer: LoadedUser,
  body: { ref_ids: string[]; to_job_id: number },
  key?: RequestKey,
) {
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      const to = await store.findJob(trx, body.to_job_id);
      if (!to || !(await mayWorkOnJob(trx, viewer, to))) throw notFound('Job not found');
      if (targets.some((t) => t.account_id !== to.account_id)) throw notFound('Job not found');
      if (targets.some((t) => t.job_type_id !== to.job_type_id))
        throw invalid('to_job_id', 'Move applicants between requisitions, or between pathways');
      if (targets.some((t) => t.job_id === to.job_id))
        throw invalid('to_job_id', 'Some applicants are already in this requisition');
      await store.moveTrackers(trx, refsOf(targets), to.job_id);
      await refreshTrackerProgress(trx, { refIds: refsOf(targets) });
      await recordJobEvents(trx, [
        ...targets.map((t): NewJobEvent => ({
          job_id: t.job_id,
          ref_id: t.ref_id,
          actor_user_id: viewer.user_id,
          kind: 'moved_out',
          details: { to_job_id: to.job_id },
        })),
        ...targets.map((t): NewJobEvent => ({
          job_id: to.job_id,
          ref_id: t.ref_id,
          actor_user_id: viewer.user_id,
          kind: 'moved_in',
          details: { from_job_id: t.job_id },
        })),
      ]);
      return { updated: targets.length };
    },
    key,
  );
}

export async function deleteApplicants(db: Db, viewer: LoadedUser, body: { ref_ids: string[] }, key?: RequestKey) {
  return withTargets(
    db,
    viewer,
    body.ref_ids,
    async (trx, targets) => {
      // Removing applications for good is not the team's to do: the flag their job's type needs (D305).
      for (const job of new Map(targets.map((t) => [t.job_id, t])).values())
        await requireJobFlag(trx, viewer, job, false);
      await store.removeTrackers(trx, refsOf(targets));
      await recordJobEvents(trx, eventsFor(viewer, targets, 'removed'));
      return { updated: targets.length };
    },
    key,
  );
}
