/**
 * Job profiles (contracts/job-profiles.ts, decision D129). Listing: any staff of the company; with
 * job_profile_access (or as a provider admin) every profile, otherwise those whose team the viewer
 * is on. One profile: 404 to anyone outside its company, 403 to its company's staff who neither
 * hold job_profile_access nor are on its team. Creating and deleting need job_profile_access.
 * Every write checks the whole input first and refuses with a clear code, writing nothing.
 */
import { ErrorCode, type ErrorCodeValue } from '../../../contracts/error-codes.ts';
import {
  PROFILE_DEFAULT_PAGE_SIZE,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_OUTCOMES,
  PROFILE_TITLE_MAX,
  type CreateJobProfile,
  type JobProfile,
  type JobProfilePage,
  type ParticipantDetail,
  type ParticipantOrdering,
  type ParticipantPage,
  type ProfileFilter,
  type ProfileOutcome,
  type SaveJobProfile,
} from '../../../contracts/job-profiles.ts';
import type { JobEventKind } from '../../../contracts/job-events.ts';
import type { Db } from '../../db/database.ts';
import { holdsFlag, isAccountStaff } from '../../http/account-access.ts';
import { forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { parseLocations } from '../../../contracts/analytics.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';
import * as people from '../people/index.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './job-profiles.store.ts';

const profileNotFound = () => notFound('Job profile not found');

/** One line of the profile's activity log (job_events, D141), written in the change's transaction. */
const logged = (db: Db, jobId: number, viewer: LoadedUser, kind: JobEventKind, details: Record<string, unknown> = {}) =>
  recordJobEvent(db, { job_id: jobId, actor_user_id: viewer.user_id, kind, details });

/** Sees every profile of the company: profile_access 1 (seed 002 section 6). */
export function hasProfileAccess(viewer: LoadedUser, accountId: number): boolean {
  return holdsFlag(viewer, 'job_profile_access', accountId);
}

/** The profile, when the viewer may work on it: 404 outside its company, 403 without the flag or a place on its team. */
export async function profileForStaff(db: Db, viewer: LoadedUser, jobId: number): Promise<store.ProfileRow> {
  const profile = await store.findProfile(db, jobId);
  if (!profile || !isAccountStaff(viewer, profile.account_id)) throw profileNotFound();
  if (hasProfileAccess(viewer, profile.account_id) || (await store.isTeamMember(db, jobId, viewer.user_id)))
    return profile;
  throw forbidden();
}

function refuse(prop: string, message: string, code: ErrorCodeValue = ErrorCode.validation, status = 400): never {
  throw new HttpError(status, code, message, [{ prop, message }]);
}

function cleanDetails(body: SaveJobProfile): { title: string; description: string } {
  const title = body.title.trim();
  const description = (body.description ?? '').trim();
  const errors: { prop: string; message: string }[] = [];
  if (title === '') errors.push({ prop: 'title', message: 'Enter the title of the role.' });
  else if (title.length > PROFILE_TITLE_MAX)
    errors.push({ prop: 'title', message: `A title can be at most ${PROFILE_TITLE_MAX} characters.` });
  if (description.length > PROFILE_DESCRIPTION_MAX)
    errors.push({
      prop: 'description',
      message: `The description can be at most ${PROFILE_DESCRIPTION_MAX} characters.`,
    });
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  return { title, description };
}

function cleanOutcomes(outcomes: readonly string[]): ProfileOutcome[] {
  const known = new Set<string>(PROFILE_OUTCOMES);
  const unknown = outcomes.find((o) => !known.has(o));
  if (unknown !== undefined) refuse('outcomes', `Unknown outcome: ${unknown.slice(0, 40)}.`);
  if (new Set(outcomes).size !== outcomes.length) refuse('outcomes', 'Each outcome can be listed once.');
  return outcomes as ProfileOutcome[];
}

async function viewOf(db: Db, jobId: number): Promise<JobProfile> {
  const view = await store.profileView(db, jobId);
  if (!view) throw profileNotFound();
  return view;
}

export async function listProfiles(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  query: { page?: number; page_size?: number; search?: string },
): Promise<JobProfilePage> {
  // The company was checked by the endpoint's permission (server/http/endpoint-access.ts).
  const account = accountId;
  const all = hasProfileAccess(viewer, account);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PROFILE_DEFAULT_PAGE_SIZE;
  const { rows, count } = await store.listProfiles(db, account, {
    memberUserId: all ? undefined : viewer.user_id,
    search: query.search,
    page,
    pageSize,
  });
  return { data: rows, count, page, page_size: pageSize, profile_access: all ? 1 : 0 };
}

export async function createProfile(
  db: Db,
  viewer: LoadedUser,
  accountId: number,
  body: CreateJobProfile,
): Promise<JobProfile> {
  // The company was checked by the endpoint's permission (server/http/endpoint-access.ts).
  const account = accountId;
  const details = cleanDetails(body);
  const outcomes = cleanOutcomes(body.outcomes ?? []);
  const jobId = await db.transaction().execute(async (trx) => {
    const id = await store.insertProfile(trx, { account_id: account, ...details, created_by: viewer.user_id });
    await store.replaceOutcomes(trx, id, outcomes);
    await logged(trx, id, viewer, 'profile_created', { title: details.title });
    return id;
  });
  return viewOf(db, jobId);
}

export async function getProfile(db: Db, viewer: LoadedUser, jobId: number): Promise<JobProfile> {
  await profileForStaff(db, viewer, jobId);
  return viewOf(db, jobId);
}

export async function updateProfile(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: SaveJobProfile,
): Promise<JobProfile> {
  await profileForStaff(db, viewer, jobId);
  const details = cleanDetails(body);
  await db.transaction().execute(async (trx) => {
    await store.updateProfile(trx, jobId, details);
    await logged(trx, jobId, viewer, 'profile_updated', { fields: ['title', 'description'] });
  });
  return viewOf(db, jobId);
}

export async function deleteProfile(db: Db, viewer: LoadedUser, jobId: number): Promise<{ ok: boolean }> {
  const profile = await profileForStaff(db, viewer, jobId);
  if (!hasProfileAccess(viewer, profile.account_id)) throw forbidden();
  await db.transaction().execute((trx) => store.deleteProfile(trx, jobId));
  return { ok: true };
}

export async function getOutcomes(db: Db, viewer: LoadedUser, jobId: number): Promise<{ outcomes: ProfileOutcome[] }> {
  const view = await getProfile(db, viewer, jobId);
  return { outcomes: view.outcomes };
}

export async function replaceOutcomes(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  outcomes: readonly string[],
): Promise<JobProfile> {
  await profileForStaff(db, viewer, jobId);
  const clean = cleanOutcomes(outcomes);
  await db.transaction().execute(async (trx) => {
    await store.replaceOutcomes(trx, jobId, clean);
    await logged(trx, jobId, viewer, 'outcomes_changed', { outcomes: clean });
  });
  return viewOf(db, jobId);
}

export async function listParticipants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  query: { page?: number; page_size?: number; search?: string; ordering?: ParticipantOrdering },
): Promise<ParticipantPage> {
  await profileForStaff(db, viewer, jobId);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? PROFILE_DEFAULT_PAGE_SIZE;
  const { rows, count } = await store.listParticipants(db, jobId, {
    search: query.search,
    ordering: query.ordering,
    page,
    pageSize,
  });
  return { data: rows, count, page, page_size: pageSize };
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export async function addParticipants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  employeeIds: readonly number[],
): Promise<{ added: number }> {
  const profile = await profileForStaff(db, viewer, jobId);
  const ids = unique(employeeIds);
  return db.transaction().execute(async (trx) => {
    const found = await store.employeesOf(trx, profile.account_id, ids);
    if (found.length !== ids.length)
      refuse('employee_ids', 'Some of these are not employees of the company.', ErrorCode.unknownEmployees);
    if (found.some((e) => e.job_profile_id !== null && e.job_profile_id !== jobId)) {
      refuse(
        'employee_ids',
        'Some of these employees are participants of another profile: move them from there.',
        ErrorCode.inAnotherProfile,
        409,
      );
    }
    const fresh = found.filter((e) => e.job_profile_id === null).map((e) => e.employee_id);
    const added = fresh.length > 0 ? await store.setProfileOf(trx, profile.account_id, fresh, jobId) : 0;
    if (added > 0) await logged(trx, jobId, viewer, 'participants_added', { employee_ids: fresh });
    return { added };
  });
}

async function participantsOf(db: Db, profile: store.ProfileRow, employeeIds: readonly number[]): Promise<number[]> {
  const ids = unique(employeeIds);
  const found = await store.employeesOf(db, profile.account_id, ids);
  if (found.length !== ids.length || found.some((e) => e.job_profile_id !== profile.job_id)) {
    refuse('employee_ids', 'Some of these employees are not participants of this profile.', ErrorCode.notParticipants);
  }
  return ids;
}

export async function removeParticipants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  employeeIds: readonly number[],
): Promise<{ removed: number }> {
  const profile = await profileForStaff(db, viewer, jobId);
  return db.transaction().execute(async (trx) => {
    const ids = await participantsOf(trx, profile, employeeIds);
    await logged(trx, jobId, viewer, 'participants_removed', { employee_ids: ids });
    return { removed: await store.setProfileOf(trx, profile.account_id, ids, null) };
  });
}

export async function moveParticipants(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: { employee_ids: number[]; to_job_id: number },
): Promise<{ moved: number }> {
  const profile = await profileForStaff(db, viewer, jobId);
  const target = await store.findProfile(db, body.to_job_id);
  const mayUseTarget =
    target !== undefined &&
    target.account_id === profile.account_id &&
    target.job_id !== profile.job_id &&
    (hasProfileAccess(viewer, target.account_id) || (await store.isTeamMember(db, target.job_id, viewer.user_id)));
  if (!mayUseTarget)
    refuse('to_job_id', 'Choose another of your job profiles to move them to.', ErrorCode.badMoveTarget);
  return db.transaction().execute(async (trx) => {
    const ids = await participantsOf(trx, profile, body.employee_ids);
    await logged(trx, jobId, viewer, 'participants_moved_out', { employee_ids: ids, to_job_id: body.to_job_id });
    await logged(trx, body.to_job_id, viewer, 'participants_moved_in', { employee_ids: ids, from_job_id: jobId });
    return { moved: await store.setProfileOf(trx, profile.account_id, ids, body.to_job_id) };
  });
}

const DAY_MS = 86_400_000;

export async function getParticipant(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  employeeId: number,
  language: string,
): Promise<ParticipantDetail> {
  const profile = await profileForStaff(db, viewer, jobId);
  const employee = await people.findEmployee(db, profile.account_id, employeeId);
  const membership = employee ? await store.employeesOf(db, profile.account_id, [employeeId]) : [];
  if (!employee || membership[0]?.job_profile_id !== jobId) throw notFound('Participant not found');
  const [scores, outcomes] = await Promise.all([
    people.participantScores(db, employeeId, language),
    people.participantOutcomes(db, employeeId),
  ]);
  const lastDay = employee.end_date ?? new Date().toISOString().slice(0, 10);
  const days = (Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${employee.start_date}T00:00:00Z`)) / DAY_MS;
  return {
    employee,
    attribute_scores: scores.map((s) => ({
      attribute_type_id: s.attribute_type_id,
      name: s.name,
      score: Number(s.score),
      measured_at: s.measured_at,
    })),
    outcome_values: outcomes.map((o) => ({ outcome: o.outcome, value: Number(o.value), measured_at: o.measured_at })),
    still_employed: employee.end_date === null,
    retained_90_days: days >= 90 ? true : employee.end_date === null ? null : false,
  };
}

/** Turnover: point-biserial r with staying; performance: Pearson's r with the latest rating (D118, D129). */
/** A dashboard filter (D165) as the employees' scope, with the answers its field_options stand for (field-filters.ts). */
export function filterScope(
  filter: ProfileFilter,
  fieldAnswers: readonly people.FieldAnswers[] = [],
): people.EmployeeScope {
  return {
    from: filter.from_date,
    to: filter.to_date,
    locations: parseLocations(filter.locations),
    separation: filter.separation_type,
    fieldAnswers,
  };
}

/** Whether the scope leaves out some of the profile's participants, which a summary of the whole profile cannot answer. */
export function narrowsParticipants(scope: people.EmployeeScope): boolean {
  return (
    scope.from !== undefined ||
    scope.to !== undefined ||
    (scope.locations?.length ?? 0) > 0 ||
    scope.separation !== undefined ||
    (scope.fieldAnswers?.length ?? 0) > 0
  );
}
