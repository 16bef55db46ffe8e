/**
 * Background checks in the job queue (server/jobs/queue.ts: retries with backoff; D237).
 *
 * `background-check-invite` sends a requested check to the provider: the candidate first (its id
 * kept at once, so a retry does not make another), then the invitation, then, in one transaction,
 * the check becomes `invited` and the candidate's mail with the link is queued. A provider that is
 * down or slow leaves the check `requested` with the reason shown and the job retried; refused
 * credentials or input, or the last attempt, make it `failed` with the reason (staff may send it
 * again); refused credentials also mark the connection failing in settings.
 *
 * `background-check-poll` asks the provider how an open check stands, for events that never came;
 * it runs every POLL_HOURS while the check is open and moves it by the same rule as the webhooks.
 */
import {
  FINISHED_BACKGROUND_CHECK_STATUSES,
  type BackgroundCheckStatus,
} from '../../../contracts/background-checks.ts';
import type { Db } from '../../db/database.ts';
import { enqueue, MAX_ATTEMPTS, type JobHandler } from '../../jobs/queue.ts';
import { BackgroundCheckError } from '../../integrations/background-check/provider.ts';
import { queueMail } from '../../integrations/mail.ts';
import { audit } from '../../audit/audit-trail.ts';
import { invitationMail } from './background-check-mail.ts';
import { adapter, credentialsOf } from './background-check-settings.ts';
import { mayMove, reportStatus } from './background-check-status.ts';
import * as store from './background-checks.store.ts';

export const BACKGROUND_CHECK_INVITE_JOB = 'background-check-invite';
export const BACKGROUND_CHECK_POLL_JOB = 'background-check-poll';
export const POLL_HOURS = 6;

/** Asks for the invitation to be sent once the caller's transaction commits. */
export async function requestInvitation(db: Db, checkId: number): Promise<void> {
  await enqueue(db, BACKGROUND_CHECK_INVITE_JOB, { check_id: checkId });
}

const nextPoll = () => new Date(Date.now() + POLL_HOURS * 3600_000);

async function fail(db: Db, check: store.CheckRow, reason: string): Promise<void> {
  await store.updateCheck(db, check.check_id, { status: 'failed', last_error: reason.slice(0, 1000) });
  await audit(db, {
    event: 'background_check_failed',
    accountId: check.account_id,
    details: { check_id: check.check_id, reason },
  });
}

export async function sendInvitation(db: Db, checkId: number, attempt: number): Promise<void> {
  const check = await store.checkById(db, checkId);
  if (!check || check.provider === 'manual' || check.status !== 'requested') return;
  const connection = await store.connectionOf(db, check.account_id);
  if (!connection) {
    await fail(db, check, 'The background-check provider was disconnected before the invitation was sent.');
    return;
  }
  const candidate = await store.candidateOf(db, check.ref_id);
  if (!candidate) return;
  const credentials = credentialsOf(connection);
  try {
    let candidateRef = check.candidate_ref;
    if (!candidateRef) {
      candidateRef = await adapter.createCandidate(credentials, {
        idempotencyKey: `assay-check-${check.check_id}-candidate`,
        firstName: candidate.first_name,
        lastName: candidate.last_name,
        email: candidate.email,
      });
      await store.updateCheck(db, check.check_id, { candidate_ref: candidateRef });
    }
    const invitation = await adapter.createInvitation(credentials, {
      idempotencyKey: `assay-check-${check.check_id}-invitation`,
      candidateRef,
      packageSlug: check.package,
    });
    await db.transaction().execute(async (trx) => {
      const now = await store.checkById(trx, check.check_id, true);
      if (!now || now.status !== 'requested') return;
      await store.updateCheck(trx, check.check_id, {
        status: 'invited',
        invitation_ref: invitation.invitationRef,
        invitation_url: invitation.invitationUrl,
        last_error: '',
      });
      await queueMail(
        trx,
        await invitationMail(trx, {
          to: candidate.email,
          firstName: candidate.first_name,
          jobTitle: candidate.job_title,
          companyName: candidate.company_name,
          invitationUrl: invitation.invitationUrl,
          accountId: check.account_id,
          language: candidate.preferred_language,
        }),
      );
      await enqueue(trx, BACKGROUND_CHECK_POLL_JOB, { check_id: check.check_id }, nextPoll());
      await audit(trx, {
        event: 'background_check_invited',
        accountId: check.account_id,
        details: { check_id: check.check_id, invitation: invitation.invitationRef },
      });
    });
    if (connection.status !== 'connected') await store.recordCheck(db, check.account_id, { ok: true, reason: '' });
  } catch (error) {
    if (!(error instanceof BackgroundCheckError)) throw error;
    if (error.isAuthFailure) await store.recordCheck(db, check.account_id, { ok: false, reason: error.message });
    if (!error.retryable || attempt >= MAX_ATTEMPTS) {
      await fail(db, check, error.message);
      return;
    }
    await store.updateCheck(db, check.check_id, {
      last_error: `${error.message} Trying again shortly.`.slice(0, 1000),
    });
    // Thrown, the queue runs it again later (backoff) and keeps the reason on the job.
    throw error;
  }
}

/** Moves the check to `to` when the rule allows; answers whether it moved. */
export async function moveCheck(
  db: Db,
  check: store.CheckRow,
  to: BackgroundCheckStatus,
  change: store.CheckChange,
  source: Record<string, unknown>,
): Promise<boolean> {
  const refs = Object.fromEntries(Object.entries(change).filter(([key]) => key.endsWith('_ref')));
  if (!mayMove(check.status, to)) {
    // Nothing moves, but a reference the check lacked (a report's id) is kept.
    const missing = Object.fromEntries(
      Object.entries(refs).filter(([key, value]) => value && !check[key as keyof store.CheckRow]),
    );
    if (Object.keys(missing).length) await store.updateCheck(db, check.check_id, missing);
    return false;
  }
  await store.updateCheck(db, check.check_id, {
    ...change,
    status: to,
    last_error: '',
    ...(to === 'complete' && !check.completed_at ? { completed_at: new Date() } : {}),
  });
  await audit(db, {
    event: 'background_check_status_changed',
    accountId: check.account_id,
    details: { check_id: check.check_id, from: check.status, to, result: change.result ?? check.result, ...source },
  });
  return true;
}

export async function pollCheck(db: Db, checkId: number): Promise<void> {
  const check = await store.checkById(db, checkId);
  if (!check || check.provider === 'manual' || FINISHED_BACKGROUND_CHECK_STATUSES.includes(check.status)) return;
  const connection = await store.connectionOf(db, check.account_id);
  if (!connection || !check.invitation_ref) return;
  const credentials = credentialsOf(connection);
  let to: BackgroundCheckStatus | undefined;
  const change: store.CheckChange = {};
  let reportRef = check.report_ref;
  if (!reportRef) {
    const invitation = await adapter.invitation(credentials, check.invitation_ref);
    reportRef = invitation.reportRef;
    if (invitation.status === 'expired') to = 'expired';
    else if (invitation.status === 'deleted') to = 'canceled';
    else if (invitation.status === 'completed') to = 'in_progress';
  }
  if (reportRef) {
    const report = await adapter.report(credentials, reportRef);
    to = reportStatus(report);
    change.report_ref = reportRef;
    if (report.result) change.result = report.result;
  }
  await db.transaction().execute(async (trx) => {
    const now = await store.checkById(trx, checkId, true);
    if (now && to) await moveCheck(trx, now, to, change, { source: 'poll' });
    const after = await store.checkById(trx, checkId);
    if (after && !FINISHED_BACKGROUND_CHECK_STATUSES.includes(after.status))
      await enqueue(trx, BACKGROUND_CHECK_POLL_JOB, { check_id: checkId }, nextPoll());
  });
}

export const inviteHandler: JobHandler = async (db, job) => {
  const { check_id } = job.payload as { check_id: number };
  await sendInvitation(db, check_id, job.attempts);
};

export const pollHandler: JobHandler = async (db, job) => {
  const { check_id } = job.payload as { check_id: number };
  await pollCheck(db, check_id);
};

export const BACKGROUND_CHECK_JOB_HANDLERS = {
  [BACKGROUND_CHECK_INVITE_JOB]: inviteHandler,
  [BACKGROUND_CHECK_POLL_JOB]: pollHandler,
};
