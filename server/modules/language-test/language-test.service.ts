/**
 * Language tests: only the tracker's candidate reads or writes; the account must have the
 * language test (vendor 1); parts are read through the account's vendor adapter; the built-in
 * test's answers are scored here when a part is completed, and the activity is completed in the
 * same transaction as its last part (seed 002: "when every vendor assessment is complete the
 * assessment is marked complete"). Every write is idempotent. A part completes only when the
 * device's count and hash of its answers equal the server's, and answers a receipt (promise 8).
 */
import {
  languagePartDigest,
  parseVendorAssessmentId,
  type CompletePart,
  type CompletePartResult,
  type LanguageAnswer,
  type LanguageAnswerResult,
  type LanguagePart,
  type LanguageTestContent,
  type StaffLanguageTest,
} from '../../../contracts/language-test.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { scorePart } from '../../scoring/language-test.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { builtInPart } from './item-bank.ts';
import {
  activityLeaseRequest,
  admitActivityWrite,
  yieldsTo,
  type ActivityLeaseRequest,
} from '../attempt-lease/index.ts';
import * as store from './language-test.store.ts';
import {
  adapterFor,
  type LanguageVendorAdapter,
  type VendorCandidate,
  type VendorPart,
  type VendorPartStatus,
} from './vendor-adapter.ts';
import * as lifecycle from '../activity/index.ts';

export const disabledMessage = 'The language test is not enabled for this company.';
export const partCompletedMessage = 'This part of the language test is already complete.';
export const mismatchMessage =
  'The answers on the server differ from the ones on this device. They will be sent again before the part is completed.';

interface Target {
  ref_id: string;
  job_step_activity_id: number;
}

const notFoundTest = () => notFound('Language test not found');

/** The candidate's own language_test activity on an account with the language test; the adapter to use. */
export async function ownActivity(db: Db, userId: number, target: Target) {
  const activity = await store.findActivity(db, target.ref_id, target.job_step_activity_id, {
    userId,
    activityTypes: ['language_test'],
    isTrackerLive: false,
  });
  if (!activity) throw notFoundTest();
  const vendor = await store.accountVendor(db, activity.account_id);
  if (!vendor) throw new HttpError(409, ErrorCode.conflict, disabledMessage);
  const candidate: VendorCandidate = {
    userId: activity.user_id,
    email: activity.email,
    firstName: activity.first_name,
    lastName: activity.last_name,
    refId: activity.ref_id,
    jobUuid: activity.job_uuid,
  };
  return { activity, candidate, adapter: adapterFor(db, vendor.adapter) };
}

function toVendorPart(row: store.PartRow): VendorPart {
  // The column's check constraint guarantees the three parts.
  const id = parseVendorAssessmentId(row.external_vendor_asmt_id)!;
  return {
    vendorAssessmentId: row.vendor_assessment_id,
    jobStepActivityId: row.job_step_activity_id,
    externalVendorAsmtId: row.external_vendor_asmt_id,
    ...id,
  };
}

async function partOf(db: Db, target: Target, vendorAssessmentId: number): Promise<VendorPart> {
  const row = (await store.partsOf(db, [target.job_step_activity_id])).find(
    (p) => p.vendor_assessment_id === vendorAssessmentId,
  );
  if (!row) throw notFound('Language test part not found');
  return toVendorPart(row);
}

/** The built-in content of a part; a part the built-in test cannot give is refused rather than faked. */
function contentOf(part: VendorPart) {
  const content = builtInPart(part.assessmentType, part.language, part.instructionLanguage);
  if (!content)
    throw new HttpError(
      409,
      ErrorCode.conflict,
      `The built-in language test has no ${part.externalVendorAsmtId} part.`,
    );
  return content;
}

/** A part the candidate never opened is not started, whatever the vendor: the vendor user is created on the first open. */
async function partStatus(
  db: Db,
  adapter: LanguageVendorAdapter,
  refId: string,
  part: VendorPart,
): Promise<VendorPartStatus> {
  const row = await store.findUserPart(db, refId, part.vendorAssessmentId);
  if (!row) return { status: 'not_started', score: null, completedAt: null };
  return adapter.status(row.external_user_id, refId, part);
}

export async function languageTestContent(db: Db, userId: number, target: Target): Promise<LanguageTestContent> {
  const { activity, candidate, adapter } = await ownActivity(db, userId, target);
  const parts: LanguagePart[] = [];
  for (const row of await store.partsOf(db, [target.job_step_activity_id])) {
    const part = toVendorPart(row);
    const content = contentOf(part);
    const status = await partStatus(db, adapter, candidate.refId, part);
    parts.push({
      vendor_assessment_id: part.vendorAssessmentId,
      external_vendor_asmt_id: part.externalVendorAsmtId,
      assessment_type: part.assessmentType,
      language: part.language,
      instruction_language: part.instructionLanguage,
      status: status.status,
      sign_in_link: await adapter.signInLink(candidate, part),
      title: content.title,
      instructions: content.instructions,
      // The key stays here.
      items: content.items.map(({ answer: _answer, ...shown }) => shown),
      completed_at: status.completedAt?.toISOString() ?? null,
    });
  }
  return {
    ref_id: activity.ref_id,
    job_step_activity_id: activity.job_step_activity_id,
    job_id: activity.job_id,
    title: activity.title,
    adapter: adapter.name,
    is_completed: await store.isActivityCompleted(db, target.ref_id, target.job_step_activity_id),
    parts,
  };
}

const partCompleted = () => new HttpError(409, ErrorCode.attemptSubmitted, partCompletedMessage);

async function openPart(trx: Db, userId: number, target: Target, vendorAssessmentId: number) {
  const { candidate, adapter } = await ownActivity(trx, userId, target);
  const part = await partOf(trx, target, vendorAssessmentId);
  const content = contentOf(part);
  const existing = await store.findUserPart(trx, target.ref_id, vendorAssessmentId);
  const externalUserId = existing?.external_user_id ?? (await adapter.createUser(candidate)).externalUserId;
  const row = await store.openUserPart(trx, {
    ref_id: target.ref_id,
    vendor_assessment_id: vendorAssessmentId,
    user_id: userId,
    external_user_id: externalUserId,
  });
  return { candidate, adapter, part, content, row };
}

/** Without a device id (tests, old clients): the lease lets the write through on an activity nobody holds. */
const unnamed = (now: Date) => activityLeaseRequest(null, undefined, now);

export async function saveAnswer(
  db: Db,
  userId: number,
  body: LanguageAnswer,
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<LanguageAnswerResult> {
  return db.transaction().execute(async (trx) => {
    const { content, row } = await openPart(trx, userId, body, body.vendor_assessment_id);
    if (row.status === 'completed') throw partCompleted();
    const item = content.items.find((i) => i.item_id === body.item_id);
    if (!item) throw invalid('item_id', 'This question is not part of the language test.');
    if (body.option_id !== null && !item.options.some((o) => o.option_id === body.option_id))
      throw invalid('option_id', 'This answer is not one of the options.');
    // One writer across devices (promise 10): a former holder's answer from before the take-over is still judged,
    // yielding to what the new holder wrote after the take-over.
    const admission = await admitActivityWrite(trx, body, lease, body.answered_at);
    const yields = yieldsTo(
      await store.answerWriter(trx, row.user_vendor_assessment_id, body.item_id),
      admission,
      lease.device,
    );
    const applied =
      !yields &&
      (await store.writeAnswerIfNewer(trx, {
        user_vendor_assessment_id: row.user_vendor_assessment_id,
        item_id: body.item_id,
        option_id: body.option_id,
        revision: body.revision,
        answered_at: body.answered_at,
        received_at: now,
        device_id: lease.device,
      }));
    await lifecycle.startActivity(trx, body.ref_id, body.job_step_activity_id);
    const revision = applied
      ? body.revision
      : await store.storedRevision(trx, row.user_vendor_assessment_id, body.item_id);
    return { vendor_assessment_id: body.vendor_assessment_id, item_id: body.item_id, revision, applied };
  });
}

export async function completePart(
  db: Db,
  userId: number,
  body: CompletePart,
  now = new Date(),
  lease: ActivityLeaseRequest = unnamed(now),
): Promise<CompletePartResult> {
  return db.transaction().execute(async (trx) => {
    const { adapter, content, row } = await openPart(trx, userId, body, body.vendor_assessment_id);
    // A completed part answers its receipt again to anyone; completing one is the holder's.
    if (row.status !== 'completed') await admitActivityWrite(trx, body, lease);
    const answers = await store.answersOf(trx, row.user_vendor_assessment_id);
    // The receipt (promise 8): what the server holds for the part.
    const held = await languagePartDigest(answers);
    let completedAt = row.completed_at;
    if (row.status !== 'completed') {
      // Completed only on the device's own answers; otherwise nothing changes and the device resends.
      if (held.answers_hash !== body.answers_hash || held.answer_count !== body.answer_count) {
        throw new HttpError(409, ErrorCode.answersMismatch, mismatchMessage, [
          { prop: 'answer_count', message: String(held.answer_count) },
        ]);
      }
      const key = new Map(content.items.map((i) => [i.item_id, i.answer]));
      const score = scorePart(key, new Map(answers.map((a) => [a.item_id, a.option_id])));
      completedAt = now;
      await store.markPartCompleted(trx, row.user_vendor_assessment_id, score, now);
    }
    // The rule of the activity: complete when every part is complete (asked of the adapter, so a vendor's own status counts too).
    const parts = (await store.partsOf(trx, [body.job_step_activity_id])).map(toVendorPart);
    let isActivityCompleted = true;
    for (const part of parts)
      if ((await partStatus(trx, adapter, body.ref_id, part)).status !== 'completed') isActivityCompleted = false;
    if (isActivityCompleted) await lifecycle.completeActivity(trx, body.ref_id, body.job_step_activity_id);
    else await lifecycle.startActivity(trx, body.ref_id, body.job_step_activity_id);
    return {
      vendor_assessment_id: body.vendor_assessment_id,
      status: 'completed',
      completed_at: new Date(completedAt!).toISOString(),
      ...held,
      is_activity_completed:
        isActivityCompleted || (await store.isActivityCompleted(trx, body.ref_id, body.job_step_activity_id)),
    };
  });
}

/** Staff (the scorecard's rule): each language test of the application with every part's status and score. */
export async function staffLanguageTests(db: Db, application: StaffApplication): Promise<StaffLanguageTest[]> {
  const activities = await store.languageActivitiesOfApplication(db, application.ref_id, application.job.job_id);
  const vendor = await store.accountVendor(db, application.job.account_id);
  const adapter = adapterFor(db, vendor?.adapter);
  const parts = (
    await store.partsOf(
      db,
      activities.map((a) => a.job_step_activity_id),
    )
  ).map(toVendorPart);
  const result: StaffLanguageTest[] = [];
  for (const activity of activities) {
    const own = parts.filter((p) => p.jobStepActivityId === activity.job_step_activity_id);
    result.push({
      job_step_activity_id: activity.job_step_activity_id,
      title: activity.title,
      is_completed: activity.is_completed === true,
      parts: await Promise.all(
        own.map(async (part) => {
          const status = await partStatus(db, adapter, application.ref_id, part);
          return {
            vendor_assessment_id: part.vendorAssessmentId,
            external_vendor_asmt_id: part.externalVendorAsmtId,
            assessment_type: part.assessmentType,
            language: part.language,
            instruction_language: part.instructionLanguage,
            status: status.status,
            correct: status.score?.correct ?? null,
            total: status.score?.total ?? null,
            percent: status.score?.percent ?? null,
            band: status.score?.band ?? null,
            completed_at: status.completedAt ? new Date(status.completedAt).toISOString() : null,
          };
        }),
      ),
    });
  }
  return result;
}
