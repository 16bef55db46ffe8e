/**
 * A requisition's role (D141): the job profile it hires for, whose predictive models it may select.
 * Linking needs the right to work on the requisition and on the profile (the same company). When
 * the requisition scores with a model of the role it leaves, it stops using it and is rescored.
 */
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { requestJobRescore } from './rescore.jobs.ts';
import { jobOrProfileForStaff, type StaffJob } from '../../http/team-access.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './scoring.store.ts';
import * as modelStore from './predictive-models.store.ts';

async function profileToLink(db: Db, viewer: LoadedUser, accountId: number, profileId: number) {
  try {
    const profile = await jobOrProfileForStaff(db, viewer, profileId);
    if (profile.job_type_id === JOB_TYPE.profile && profile.account_id === accountId) return profile;
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
  }
  throw notFound('Job profile not found');
}

export async function setRequisitionRole(db: Db, viewer: LoadedUser, job: StaffJob, profileId: number | null) {
  if (job.job_type_id !== JOB_TYPE.requisition) throw invalid('job_id', 'Only a requisition hires for a job profile.');
  if (profileId !== null) await profileToLink(db, viewer, job.account_id, profileId);
  await db.transaction().execute(async (trx) => {
    const locked = await modelStore.lockJob(trx, job.job_id);
    const before = await store.roleOf(trx, job.job_id);
    if ((before?.job_id ?? null) === profileId) return;
    await store.setJobRole(trx, job.job_id, profileId);
    await recordJobEvent(trx, {
      job_id: job.job_id,
      actor_user_id: viewer.user_id,
      kind: 'requisition_updated',
      details: { fields: ['job_profile_id'], job_profile_id: profileId },
    });
    const selected =
      locked.is_use_pred_models && locked.predictive_model_id !== null
        ? await modelStore.findModel(trx, locked.predictive_model_id)
        : undefined;
    if (selected && before !== null && selected.job_id === before.job_id) {
      await modelStore.setJobModel(trx, job.job_id, null, false);
      await requestJobRescore(trx, job.job_id, viewer.user_id);
    }
  });
  return { job_id: job.job_id, job_profile_id: profileId };
}
