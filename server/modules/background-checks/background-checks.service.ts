/**
 * An application's background checks (D237). Access is the application's team's (the
 * 'applicant-team' permission resolved the application; 404 to anyone else), and a check is found
 * only through its own application. Starting one never calls the provider in the request: a
 * provider check is `requested` and the job queue sends the invitation (retries with backoff); with
 * no provider connected, or when staff ask for it, the check is manual and staff record its outcome
 * and attach the report as one of the application's documents. Every change is audited.
 */
import type { FastifyRequest } from 'fastify';
import {
  backgroundCheckReport,
  FINISHED_BACKGROUND_CHECK_STATUSES,
  type ApplicationBackgroundChecks,
  type BackgroundCheck,
  type RecordOutcome,
} from '../../../contracts/background-checks.ts';
import { BackgroundCheckErrorCode } from '../../../contracts/background-check-codes.ts';
import { applicantDocumentFile } from '../../../contracts/applicant-documents.ts';
import { fillPath } from '../../../contracts/endpoint.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { storeResponseInTransaction } from '../../http/idempotency.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { BackgroundCheckError } from '../../integrations/background-check/provider.ts';
import { applicationForStaff } from '../../http/team-access.ts';
import { requireAccountStaff } from '../../http/account-access.ts';
import { audit } from '../../audit/audit-trail.ts';
import type { LoadedUser } from '../user/index.ts';
import { adapter, credentialsOf } from './background-check-settings.ts';
import { requestInvitation } from './background-checks.jobs.ts';
import * as store from './background-checks.store.ts';

const checkNotFound = () => notFound('Background check not found');
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toCheck(row: store.CheckRow, userSmartreqId: number): BackgroundCheck {
  const providerReport =
    row.provider !== 'manual' && row.report_ref !== '' && ['complete', 'disputed'].includes(row.status);
  return {
    check_id: row.check_id,
    user_smartreq_id: userSmartreqId,
    provider: row.provider,
    status: row.status,
    result: row.result,
    package: row.package,
    invitation_url: row.invitation_url,
    note: row.note,
    last_error: row.last_error,
    report_url: providerReport
      ? fillPath(backgroundCheckReport.path, { userSmartreqId, checkId: row.check_id })
      : row.document_id !== null
        ? fillPath(applicantDocumentFile.path, { userSmartreqId, documentId: row.document_id })
        : null,
    document_id: row.document_id,
    requested_by:
      row.requested_by_user_id !== null && row.requester_first_name !== null
        ? {
            user_id: row.requested_by_user_id,
            first_name: row.requester_first_name,
            last_name: row.requester_last_name ?? '',
          }
        : null,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    completed_at: iso(row.completed_at),
  };
}

export async function listChecks(db: Db, app: StaffApplication): Promise<ApplicationBackgroundChecks> {
  const connection = await store.connectionOf(db, app.job.account_id);
  return {
    provider_connected: connection !== undefined,
    checks: (await store.checksOf(db, app.ref_id)).map((row) => toCheck(row, app.user_smartreq_id)),
  };
}

/**
 * Starting a check, recording its outcome and sending its invitation again take the requisitions
 * permission at the company (D378): a check is a paid consumer report the law hedges with consent
 * and an adverse-action process, started by whoever answers for the hiring decision, not by anyone
 * on the team. After the team rule, so staff off the team still get 404.
 */
const requireCheckPermission = (viewer: LoadedUser, app: StaffApplication) =>
  requireAccountStaff(viewer, app.job.account_id, 'smartreq_access');

export async function startCheck(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  manual: boolean,
  idempotency: FastifyRequest['idempotency'],
): Promise<BackgroundCheck> {
  const accountId = app.job.account_id;
  requireCheckPermission(viewer, app);
  return db.transaction().execute(async (trx) => {
    // Locks the application's row so two starts at once cannot both see no open check.
    await trx.selectFrom('user_trackers').select('ref_id').where('ref_id', '=', app.ref_id).forUpdate().execute();
    const open = (await store.checksOf(trx, app.ref_id)).find(
      (c) => !FINISHED_BACKGROUND_CHECK_STATUSES.includes(c.status),
    );
    if (open)
      throw new HttpError(
        409,
        BackgroundCheckErrorCode.checkOpen,
        'This application already has a background check in progress.',
      );
    const connection = manual ? undefined : await store.connectionOf(trx, accountId);
    const checkId = await store.insertCheck(trx, {
      account_id: accountId,
      ref_id: app.ref_id,
      provider: connection ? 'checkr' : 'manual',
      status: connection ? 'requested' : 'in_progress',
      package: connection?.package ?? '',
      requested_by_user_id: viewer.user_id,
    });
    if (connection) await requestInvitation(trx, checkId);
    await audit(trx, {
      event: 'background_check_started',
      actorUserId: viewer.user_id,
      subjectUserId: app.user_id,
      accountId,
      details: { check_id: checkId, ref_id: app.ref_id, provider: connection ? 'checkr' : 'manual' },
    });
    const saved = toCheck((await store.checkById(trx, checkId))!, app.user_smartreq_id);
    await storeResponseInTransaction(trx, idempotency, saved);
    return saved;
  });
}

export async function recordOutcome(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  checkId: number,
  body: RecordOutcome,
): Promise<BackgroundCheck> {
  requireCheckPermission(viewer, app);
  return db.transaction().execute(async (trx) => {
    const check = await store.checkOf(trx, app.ref_id, checkId, true);
    if (!check) throw checkNotFound();
    if (check.provider !== 'manual')
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'The provider reports the outcome of this check; staff cannot record it.',
      );
    if (body.document_id !== null && !(await store.documentOfApplication(trx, app.ref_id, body.document_id))) {
      const message = 'Choose one of this application’s documents.';
      throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', [
        { prop: 'document_id', message },
      ]);
    }
    await store.updateCheck(trx, checkId, {
      status: 'complete',
      result: body.result,
      note: body.note,
      document_id: body.document_id,
      completed_at: check.completed_at ?? new Date(),
    });
    await audit(trx, {
      event: 'background_check_outcome_recorded',
      actorUserId: viewer.user_id,
      subjectUserId: app.user_id,
      accountId: app.job.account_id,
      details: {
        check_id: checkId,
        from: { status: check.status, result: check.result },
        to: { status: 'complete', result: body.result },
        document_id: body.document_id,
      },
    });
    return toCheck((await store.checkById(trx, checkId))!, app.user_smartreq_id);
  });
}

export async function retryCheck(db: Db, viewer: LoadedUser, app: StaffApplication, checkId: number) {
  requireCheckPermission(viewer, app);
  return db.transaction().execute(async (trx) => {
    const check = await store.checkOf(trx, app.ref_id, checkId, true);
    if (!check) throw checkNotFound();
    if (check.provider === 'manual' || check.status !== 'failed')
      throw new HttpError(409, ErrorCode.conflict, 'Only an invitation that could not be sent can be sent again.');
    if (!(await store.connectionOf(trx, app.job.account_id)))
      throw new HttpError(
        409,
        ErrorCode.conflict,
        'No background-check provider is connected: connect one in the integration settings, or start a manual check.',
      );
    await store.updateCheck(trx, checkId, { status: 'requested', last_error: '' });
    await requestInvitation(trx, checkId);
    await audit(trx, {
      event: 'background_check_retried',
      actorUserId: viewer.user_id,
      subjectUserId: app.user_id,
      accountId: app.job.account_id,
      details: { check_id: checkId },
    });
    return toCheck((await store.checkById(trx, checkId))!, app.user_smartreq_id);
  });
}

/** The provider's report PDF, fetched now with the company's key; the application's team only. */
export async function reportFile(db: Db, viewer: LoadedUser, userSmartreqId: number, checkId: number) {
  const app = await applicationForStaff(db, viewer, userSmartreqId);
  const check = await store.checkOf(db, app.ref_id, checkId);
  if (!check || check.provider === 'manual' || check.report_ref === '') throw notFound('Report not found');
  const connection = await store.connectionOf(db, app.job.account_id);
  if (!connection)
    throw new HttpError(
      409,
      BackgroundCheckErrorCode.providerFailed,
      'The background-check provider is disconnected: reconnect it to open this report.',
    );
  try {
    return await adapter.reportFile(credentialsOf(connection), check.report_ref);
  } catch (error) {
    if (!(error instanceof BackgroundCheckError)) throw error;
    throw new HttpError(502, BackgroundCheckErrorCode.providerFailed, error.message);
  }
}
