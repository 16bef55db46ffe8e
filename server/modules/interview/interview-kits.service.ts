/**
 * The rules of interview kits (questions, the attributes they probe, anchored rubric levels) and
 * of an interview activity's setup (kit, panel, duration, place or meeting link, instructions).
 * Staff with requisition rights, company settings access or full access edit a company's kits;
 * the setup follows the rights on its requisition.
 */
import { readInterviewMeeting, withInterviewMeeting } from '../../db/interview-meeting.ts';
import { sql } from 'kysely';
import type { Kit, SaveInterviewSetup, SaveKit } from '../../../contracts/interview.ts';
import type { Db } from '../../db/database.ts';
import { forbidden, invalid, notFound } from '../../http/http-error.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { holdsFlag, isAccountStaff } from '../../http/account-access.ts';
import * as kitStore from './interview-kits.store.ts';
import * as store from './interview.store.ts';
import { usableQuestionIds } from '../question-bank/index.ts';

const kitNotFound = () => notFound('Interview kit not found');

function mayEditKits(viewer: LoadedUser, accountId: number): boolean {
  return (
    holdsFlag(viewer, 'smartreq_access', accountId) ||
    holdsFlag(viewer, 'company_settings_access', accountId) ||
    holdsFlag(viewer, 'full_access', accountId)
  );
}

// ---- kits ----

// `accountId`: the company the endpoints' 'company-staff' permission checked (server/http/endpoint-access.ts).
export async function listKits(db: Db, accountId: number): Promise<Kit[]> {
  return kitStore.kitsOf(db, accountId);
}

async function checkKitBody(db: Db, accountId: number, body: SaveKit): Promise<void> {
  const attributeIds = body.attributes.map((a) => a.attribute_type_id);
  if (new Set(attributeIds).size !== attributeIds.length)
    throw invalid('attributes', 'Each attribute can appear only once.');
  const known = await kitStore.knownAttributes(db, accountId, attributeIds);
  if (attributeIds.some((a) => !known.has(a))) throw invalid('attributes', 'Choose attributes from the list.');
  for (const a of body.attributes) {
    const levels = a.levels.map((l) => l.level).sort();
    if (levels.join() !== '1,2,3,4,5') throw invalid('attributes', 'Give an anchor for each level from 1 to 5.');
  }
  const probed = new Set(body.questions.flatMap((q) => q.attribute_type_ids));
  if ([...probed].some((a) => !known.has(a)))
    throw invalid('questions', 'A question probes an attribute the kit does not score.');
  const templateIds = body.questions.flatMap((q) => (q.account_question_id ? [q.account_question_id] : []));
  const usable = await usableQuestionIds(db, accountId, 'interview', templateIds);
  // Another company's question, or one not in the interview list, is not there for this company.
  if (templateIds.some((t) => !usable.has(t))) throw notFound('Interview question not found');
}

export async function createKit(db: Db, viewer: LoadedUser, accountId: number, body: SaveKit): Promise<Kit> {
  // Not declarative: editing kits takes one of two flags (mayEditKits), which the vocabulary cannot say.
  if (!mayEditKits(viewer, accountId)) throw forbidden();
  await checkKitBody(db, accountId, body);
  const kitId = await db.transaction().execute(async (trx) => {
    const { interview_kit_id } = await trx
      .insertInto('interview_kits')
      .values({ account_id: accountId, name: body.name, purpose: body.purpose, created_by: viewer.user_id })
      .returning('interview_kit_id')
      .executeTakeFirstOrThrow();
    await kitStore.writeKit(trx, interview_kit_id, body);
    return interview_kit_id;
  });
  return (await kitStore.kitsOf(db, accountId, [kitId]))[0]!;
}

async function editableKit(db: Db, viewer: LoadedUser, kitId: number) {
  const kit = await kitStore.kitRow(db, kitId);
  if (!kit || kit.archived_at || !isAccountStaff(viewer, kit.account_id)) throw kitNotFound();
  if (!mayEditKits(viewer, kit.account_id)) throw forbidden();
  return kit;
}

export async function updateKit(db: Db, viewer: LoadedUser, kitId: number, body: SaveKit): Promise<Kit> {
  const kit = await editableKit(db, viewer, kitId);
  await checkKitBody(db, kit.account_id, body);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('interview_kits')
      .set({ name: body.name, purpose: body.purpose, updated_at: sql<Date>`now()` })
      .where('interview_kit_id', '=', kitId)
      .execute();
    await kitStore.writeKit(trx, kitId, body);
  });
  return (await kitStore.kitsOf(db, kit.account_id, [kitId]))[0]!;
}

export async function archiveKit(db: Db, viewer: LoadedUser, kitId: number): Promise<{ interview_kit_id: number }> {
  await editableKit(db, viewer, kitId);
  await db
    .updateTable('interview_kits')
    .set({ archived_at: sql<Date>`now()` })
    .where('interview_kit_id', '=', kitId)
    .execute();
  return { interview_kit_id: kitId };
}

// ---- an interview activity's setup ----

async function interviewActivityForStaff(db: Db, viewer: LoadedUser, jobStepActivityId: number) {
  const activity = await store.activityWithJob(db, jobStepActivityId);
  if (!activity || activity.activity_type !== 'interview' || !(await mayWorkOnJob(db, viewer, activity)))
    throw notFound('Activity not found');
  return activity;
}

function setupOf(activity: NonNullable<Awaited<ReturnType<typeof store.activityWithJob>>>, panel: number[]) {
  const meeting = readInterviewMeeting(activity.settings);
  return {
    job_step_activity_id: activity.job_step_activity_id,
    interview_kit_id: activity.interview_kit_id,
    interviewer_user_ids: panel,
    duration_minutes: meeting.durationMinutes,
    location: meeting.location,
    meeting_url: meeting.meetingUrl,
    instructions: activity.instructions,
  };
}

export async function readSetup(db: Db, viewer: LoadedUser, jobStepActivityId: number) {
  const activity = await interviewActivityForStaff(db, viewer, jobStepActivityId);
  const [kits, staff, panel] = await Promise.all([
    kitStore.kitsOf(db, activity.account_id),
    store.staffOf(db, activity.account_id),
    store.panelOf(db, jobStepActivityId),
  ]);
  return {
    kits: kits
      .filter((k) => k.purpose === 'interview')
      .map((k) => ({ interview_kit_id: k.interview_kit_id, name: k.name })),
    staff,
    setup: setupOf(activity, panel),
  };
}

export async function saveSetup(db: Db, viewer: LoadedUser, jobStepActivityId: number, body: SaveInterviewSetup) {
  const activity = await interviewActivityForStaff(db, viewer, jobStepActivityId);
  const kit = await kitStore.kitRow(db, body.interview_kit_id);
  if (!kit || kit.account_id !== activity.account_id || kit.archived_at || kit.purpose !== 'interview')
    throw invalid('interview_kit_id', 'Choose one of the company’s interview kits.');
  const staff = new Set((await store.staffOf(db, activity.account_id)).map((u) => u.user_id));
  const panel = [...new Set(body.interviewer_user_ids)];
  if (panel.some((u) => !staff.has(u)))
    throw invalid('interviewer_user_ids', 'Interviewers must be people of the company.');
  const settings = withInterviewMeeting(activity.settings, {
    durationMinutes: body.duration_minutes,
    location: body.location ?? '',
    meetingUrl: body.meeting_url ?? '',
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_step_activities')
      .set({
        interview_kit_id: kit.interview_kit_id,
        settings: JSON.stringify(settings),
        instructions: body.instructions ?? activity.instructions,
      })
      .where('job_step_activity_id', '=', jobStepActivityId)
      .execute();
    await store.replacePanel(trx, jobStepActivityId, panel);
  });
  const saved = await store.activityWithJob(db, jobStepActivityId);
  return setupOf(
    saved!,
    panel.sort((a, b) => a - b),
  );
}
