/** Stores a speed test's result on the candidate's own activity and completes it, once. */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { SpeedTestResult, SpeedTestResultBodyType } from '../../../contracts/speed-test.ts';
import { meetsSpeedRequirements, speedRequirementsOf } from '../../../contracts/speed-test-limits.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { submittedMessage } from '../user-response/index.ts';
import { type ActivityLeaseRequest, admitSubmission } from '../attempt-lease/index.ts';
import * as store from './speed-test.store.ts';
import * as lifecycle from '../activity/index.ts';

/** Only from the device holding the activity's lease (offline promise 10; none asked without `lease`). */
export async function saveSpeedTestResult(
  db: Db,
  userId: number,
  body: SpeedTestResultBodyType,
  lease?: ActivityLeaseRequest,
): Promise<SpeedTestResult> {
  return db.transaction().execute(async (trx) => {
    const activity = await store.findActivity(trx, body.ref_id, body.job_step_activity_id, {
      userId,
      activityTypes: ['speed_test'],
      isTrackerLive: true,
    });
    if (!activity) throw notFound('Activity not found');
    if (activity.is_completed) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await admitSubmission(trx, { ref_id: activity.ref_id, job_step_activity_id: activity.job_step_activity_id }, lease);
    const row = await store.insertResult(trx, {
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: userId,
      download_mbps: Math.round(body.download_mbps * 100) / 100,
      upload_mbps: Math.round(body.upload_mbps * 100) / 100,
      latency_ms: Math.round(body.latency_ms * 10) / 10,
      jitter_ms: Math.round(body.jitter_ms * 10) / 10,
      method_version: body.method_version,
    });
    if (!row) throw new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);
    await lifecycle.completeActivity(trx, activity.ref_id, activity.job_step_activity_id);
    const requirements = speedRequirementsOf(await store.activitySettings(trx, activity.job_step_activity_id));
    const measured = {
      download_mbps: Number(row.download_mbps),
      upload_mbps: Number(row.upload_mbps),
      latency_ms: Number(row.latency_ms),
    };
    return {
      requirements,
      meets_requirements: meetsSpeedRequirements(requirements, measured),
      ref_id: row.ref_id,
      job_step_activity_id: row.job_step_activity_id,
      download_mbps: Number(row.download_mbps),
      upload_mbps: Number(row.upload_mbps),
      latency_ms: Number(row.latency_ms),
      jitter_ms: Number(row.jitter_ms),
      method_version: row.method_version,
      completed_at: new Date(row.completed_at).toISOString(),
    };
  });
}
