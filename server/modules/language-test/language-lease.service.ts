/**
 * One writer across devices for the language test (offline promise 10; contracts/activity-lease.ts):
 * the holder's heartbeat, and taking a lapsed test over to this device. The lease is the shared one
 * of server/modules/attempt-lease/activity-lease.ts; the answers and part completions
 * (language-test.service.ts) are admitted there too.
 */
import type {
  LanguageHeartbeatResultType,
  LanguageServerAnswerType,
  LanguageTakeOverResultType,
} from '../../../contracts/activity-lease.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import {
  heartbeatActivity,
  takeOverActivity,
  type ActivityLeaseRequest,
  type ActivityTarget,
} from '../attempt-lease/index.ts';
import { ownActivity } from './language-test.service.ts';
import * as store from './language-test.store.ts';
import { HttpError } from '../../http/http-error.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';

const completedMessage = 'This language test is already complete.';

type AnswerRow = Awaited<ReturnType<typeof store.answersOfActivity>>[number];

function toServerAnswer(row: AnswerRow): LanguageServerAnswerType {
  return {
    vendor_assessment_id: row.vendor_assessment_id,
    item_id: row.item_id,
    option_id: row.option_id,
    revision: row.revision,
    answered_at: new Date(row.answered_at).toISOString(),
  };
}

/** The candidate's opened parts; 404 for anyone else or before any part was opened, 409 once the activity is complete. */
async function openedParts(trx: Db, userId: number, target: ActivityTarget) {
  await ownActivity(trx, userId, target);
  const parts = await store.userPartsOfActivity(trx, target.ref_id, target.job_step_activity_id);
  if (parts.length === 0 || parts.some((p) => p.user_id !== userId))
    throw notFound('No part of this language test is in progress.');
  if (await store.isActivityCompleted(trx, target.ref_id, target.job_step_activity_id))
    throw new HttpError(409, ErrorCode.attemptSubmitted, completedMessage);
  return parts;
}

export async function languageHeartbeat(
  db: Db,
  userId: number,
  body: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<LanguageHeartbeatResultType> {
  return db.transaction().execute(async (trx) => {
    await openedParts(trx, userId, body);
    const held = await heartbeatActivity(trx, body, lease);
    const late = held.taken_over_at
      ? await store.answersOfActivity(trx, body.ref_id, body.job_step_activity_id, {
          since: held.taken_over_at,
          holder: held.device,
        })
      : [];
    return {
      lease_expires_at: held.lease_expires_at,
      lease_ms: held.lease_ms,
      late_answers: late.map(toServerAnswer),
    };
  });
}

export async function languageTakeOver(
  db: Db,
  userId: number,
  body: ActivityTarget,
  lease: ActivityLeaseRequest,
): Promise<LanguageTakeOverResultType> {
  return db.transaction().execute(async (trx) => {
    const parts = await openedParts(trx, userId, body);
    const held = await takeOverActivity(trx, body, lease);
    return {
      lease_expires_at: held.lease_expires_at,
      lease_ms: held.lease_ms,
      taken_over_at: held.taken_over_at ? held.taken_over_at.toISOString() : null,
      parts: parts.map((p) => ({
        vendor_assessment_id: p.vendor_assessment_id,
        status: p.status,
        completed_at: p.completed_at ? new Date(p.completed_at).toISOString() : null,
      })),
      answers: (await store.answersOfActivity(trx, body.ref_id, body.job_step_activity_id)).map(toServerAnswer),
    };
  });
}
