/**
 * The tracker rules (seed 000 sections 3 and 4): percent complete, the retake wait, who may see a
 * tracker, and applying (closed requisitions and the wait refuse with 409).
 */
import { randomUUID } from 'node:crypto';
import type { ActivityType, TrackerDetail, TrackerItem, TrackerStep } from '../../../contracts/progress.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { hasFlag } from '../../../contracts/access.ts';
import type { Db } from '../../db/database.ts';
import { allVersions, pickText } from '../../../contracts/company-text.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './progress.store.ts';
import { isScoredActivityType, type TrackerNotice } from '../../../contracts/candidate-notice-rules.ts';
import { noticeTexts } from '../candidate-notice/index.ts';
import { applySourceId } from '../job-postings/index.ts';
import { pctComplete } from '../activity/index.ts';
import { kindsOnApplicationCreated } from '../activity-kinds.ts';
import type { FastifyRequest } from 'fastify';
import { storeResponseInTransaction } from '../../http/idempotency.ts';
import { queueMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';
import { withDeviceCheckLine } from '../../integrations/device-check-line.ts';
import { announceApplicationReceipt } from './progress-events.ts';

const DAY_MS = 86_400_000;

/** A stored language code as one of ours; English for anything else. */
export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/** The retake interval minus whole days since the newest tracker for the job; 0 or less means allowed. */
export function remainingDays(intervalDays: number, newestCreatedAt: Date, now = new Date()): number {
  return intervalDays - Math.floor((now.getTime() - newestCreatedAt.getTime()) / DAY_MS);
}

export { pctComplete };

export function toTrackerItem(row: store.TrackerRow, now = new Date()): TrackerItem {
  return {
    tracker_title: row.tracker_title,
    job_title: row.job_title,
    account_name: row.account_name,
    city: row.city,
    state: row.state,
    created_at: row.created_at.toISOString(),
    pct_complete: pctComplete(row.completed_activities, row.total_activities),
    remaining_days: remainingDays(row.retake_interval_days, row.newest_created_at, now),
    job_type_id: row.job_type_id,
    user_id: row.user_id,
    job_uuid: row.job_uuid,
    ref_id: row.ref_id,
    external_application_id: row.external_application_id,
  };
}

/** A user's own trackers: only themselves or a provider admin. Anyone else learns nothing (404). */
export function assertOwnTrackers(viewer: LoadedUser, userId: number): void {
  if (!isOwnerOrProviderAdmin(viewer, userId)) throw notFound('User not found');
}

/**
 * One tracker: its candidate, a provider admin, or staff of the job's company who may open the
 * job's applicants (smartreq_access for a requisition, all_pathways_access for a pathway) or who
 * are on the job's team.
 */
export async function mayReadTracker(db: Db, viewer: LoadedUser, tracker: store.TrackerRow): Promise<boolean> {
  if (isOwnerOrProviderAdmin(viewer, tracker.user_id)) return true;
  const flag = tracker.job_type_id === JOB_TYPE.pathway ? 'all_pathways_access' : 'smartreq_access';
  if (hasFlag(viewer, flag, tracker.account_id)) return true;
  return store.isJobTeamMember(db, tracker.job_id, viewer.user_id);
}

/**
 * One tracker's steps and activities, their names in `language` where the company wrote a version
 * and in its default language otherwise (D199).
 */
export async function readTrackerDetail(
  db: Db,
  tracker: store.TrackerRow,
  now = new Date(),
  language?: Language | null,
): Promise<TrackerDetail> {
  const rows = await store.trackerActivities(db, tracker.ref_id, tracker.job_id);
  const defaultLanguage = asLanguage(tracker.default_language);
  const reader = language ?? defaultLanguage;
  const steps = new Map<number, TrackerStep>();
  for (const row of rows) {
    let step = steps.get(row.job_step_id);
    if (!step) {
      const versions = allVersions(row.step_name, row.step_name_i18n, defaultLanguage);
      const name = pickText(versions, reader, defaultLanguage);
      step = {
        job_step_id: row.job_step_id,
        name: name.text || row.step_name,
        name_is_fallback: name.is_fallback,
        name_i18n: versions,
        sort_order: row.step_sort_order,
        activities: [],
      };
      steps.set(row.job_step_id, step);
    }
    const titles = allVersions(row.title, row.title_i18n, defaultLanguage);
    const title = pickText(titles, reader, defaultLanguage);
    const interval = row.retake_interval_days ?? tracker.retake_interval_days;
    step.activities.push({
      job_step_activity_id: row.job_step_activity_id,
      user_step_id: row.job_step_id,
      user_step_tracker_id: tracker.user_step_tracker_id,
      user_step_activity_id: row.user_step_activity_id,
      job_id: tracker.job_id,
      ref_id: tracker.ref_id,
      user_id: tracker.user_id,
      asmt_id: row.asmt_id,
      retake_interval_days: interval,
      created_at: new Date(row.started_at ?? tracker.created_at).toISOString(),
      is_completed: row.is_completed ?? false,
      remaining_days: remainingDays(interval, tracker.newest_created_at, now),
      title: title.text || row.title,
      title_is_fallback: title.is_fallback,
      title_i18n: titles,
      activity_type: row.activity_type as ActivityType,
    });
  }
  const plan = [...steps.values()];
  return {
    tracker: toTrackerItem(tracker, now),
    language: reader,
    default_language: defaultLanguage,
    steps: plan,
    candidate_notice: await trackerNotice(db, tracker, plan, reader),
  };
}

/** The candidate notice of a requisition whose plan assesses or scores (D208), before the first step that does. */
async function trackerNotice(
  db: Db,
  tracker: store.TrackerRow,
  plan: TrackerStep[],
  reader: Language,
): Promise<TrackerNotice | null> {
  if (tracker.job_type_id !== JOB_TYPE.requisition) return null;
  const first = plan.find((s) => s.activities.some((a) => isScoredActivityType(a.activity_type)));
  if (!first) return null;
  const [company, texts, assessed] = await Promise.all([
    db
      .selectFrom('accounts')
      .select('applicant_retention_months')
      .where('account_id', '=', tracker.account_id)
      .executeTakeFirst(),
    noticeTexts(db, tracker.account_id),
    store.weighedAttributeNames(db, tracker.job_id, reader),
  ]);
  return {
    before_job_step_id: first.job_step_id,
    texts,
    // The qualifications and characteristics assessed (LL144 rules § 5-304, D511): what the fit score weighs.
    assessed,
    // The notice states the retention policy (LL144 rules § 5-304, D273): the period when the company set one.
    retention_months: company?.applicant_retention_months ?? null,
  };
}

/** Where a candidate (or an employee given a plan) opens their tracker. */
export const trackerLink = (publicUrl: string, jobUuid: string, refId: string) =>
  `${publicUrl}/user/progress-tracker?jobUuid=${encodeURIComponent(jobUuid)}&refId=${encodeURIComponent(refId)}`;

/** The candidate's "we received your application" mail, queued with the application (the demo seed sends it for its applications too). */
export async function mailApplicationReceived(
  db: Db,
  publicUrl: string,
  userId: number,
  job: { job_id: number; uuid: string; title: string; account_id: number },
  refId: string,
): Promise<void> {
  const who = await store.applicantForMail(db, userId, job.account_id);
  if (!who) return;
  const link = trackerLink(publicUrl, job.uuid, refId);
  const mail = await templatedMail(db, {
    slug: 'application_received',
    to: who.email,
    language: who.preferred_language,
    values: {
      first_name: who.first_name,
      last_name: who.last_name,
      job_name: job.title,
      company_name: who.company_name,
      tracker_link: link,
    },
    purpose: { reason: 'application_received', accountId: job.account_id },
  });
  // Announced before it is queued: the replies module gives it the application's reply address (D326).
  await queueMail(db, await announceApplicationReceipt(db, withDeviceCheckLine(mail, publicUrl), refId));
}

export const suspendedMessage =
  'This company is not taking applications on Assay at the moment. Please try again later or contact the company.';

export const closedMessage = 'This position is not accepting new applications at this time';

/**
 * Applies the candidate to a job (or starts a pathway) and returns the new tracker. A second
 * application is refused during the retake wait, so this write is not idempotent on the data:
 * the request's answer is stored in the same transaction (a retry after a crash gets it again).
 */
export async function createTracker(
  db: Db,
  userId: number,
  jobUuid: string,
  externalApplicationId: string | null,
  key?: FastifyRequest['idempotency'],
  /** Where the mailed link points; no mail without it. */
  publicUrl?: string,
  /** The Apply link's source (job-postings/apply-source.ts). */
  source?: string | null,
): Promise<TrackerItem> {
  return db.transaction().execute(async (trx) => {
    const item = await startTracker(trx, userId, jobUuid, { externalApplicationId, publicUrl, source });
    await storeResponseInTransaction(trx, key, item);
    return item;
  });
}

/**
 * The checks and writes of one application inside the caller's transaction: the job must exist
 * and accept applications, the retake wait must be over. Staff adding an employee to a pathway
 * (server/modules/pathway/pathway-participants.service.ts) start their tracker through here too.
 */
export async function startTracker(
  trx: Db,
  userId: number,
  jobUuid: string,
  options: { externalApplicationId?: string | null; publicUrl?: string; source?: string | null } = {},
): Promise<TrackerItem> {
  const job = await store.findJobByUuid(trx, jobUuid);
  if (!job) throw notFound('Job not found');
  if (job.is_company_suspended) throw new HttpError(409, ErrorCode.companySuspended, suspendedMessage);
  if (!job.is_accepting_applications) throw new HttpError(409, ErrorCode.closed, closedMessage);
  return openTracker(trx, userId, job, options);
}

/**
 * Gives an employee their job profile's measurement plan (D174), in the caller's transaction. A
 * profile never accepts applications (D129) and is no company's public job, so neither check
 * applies; the user lock and the retake wait do, as for an application.
 */
export async function startProfilePlanTracker(trx: Db, userId: number, profileJobId: number): Promise<TrackerItem> {
  const job = await store.findLiveProfile(trx, profileJobId);
  if (!job) throw notFound('Job profile not found');
  return openTracker(trx, userId, job, {});
}

async function openTracker(
  trx: Db,
  userId: number,
  job: store.TrackerJob,
  options: { externalApplicationId?: string | null; publicUrl?: string; source?: string | null },
): Promise<TrackerItem> {
  await store.lockUser(trx, userId);
  const newest = await store.newestTrackerCreatedAt(trx, userId, job.job_id);
  if (newest) {
    const wait = remainingDays(job.retake_interval_days, newest);
    if (wait > 0) {
      const verb = job.job_type_id === JOB_TYPE.pathway ? 're-take' : 're-apply';
      const days = wait === 1 ? '1 day' : `${wait} days`;
      throw new HttpError(409, ErrorCode.retakeWait, `You must wait ${days} before you can ${verb}`, [
        { prop: 'remaining_days', message: String(wait) },
      ]);
    }
  }
  const refId = randomUUID();
  const sourceId = await applySourceId(trx, job.account_id, options.source ?? null);
  await store.insertTracker(trx, {
    ref_id: refId,
    user_id: userId,
    job_id: job.job_id,
    external_application_id: options.externalApplicationId || null,
    source_id: sourceId,
  });
  // What the kinds do for a new application (a typing run that stands for it shows as done, D207).
  await kindsOnApplicationCreated(trx, refId);
  if (job.job_type_id !== JOB_TYPE.pathway && options.publicUrl)
    await mailApplicationReceived(trx, options.publicUrl, userId, job, refId);
  return toTrackerItem((await store.findTracker(trx, refId))!);
}
