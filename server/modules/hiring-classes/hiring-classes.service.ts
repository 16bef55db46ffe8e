/**
 * Hiring classes: who may do what (whoever may work on the class's requisition), the seats rule
 * (never more members than seats, never fewer seats than members) and who may join (hired
 * applicants of the class's requisition, while the class is open).
 */
import {
  HIRING_CLASS_PAGE_SIZE,
  HiringClassErrorCode,
  type CreateHiringClass,
  type HiringClass,
  type HiringClassListFilters,
  type HiringClassMember,
  type HiringClassPage,
  type UpdateHiringClass,
} from '../../../contracts/hiring-classes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import { jobForStaff, type StaffJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './hiring-classes.store.ts';

const validDate = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export async function listClasses(db: Db, job: StaffJob, filters: HiringClassListFilters): Promise<HiringClassPage> {
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? HIRING_CLASS_PAGE_SIZE;
  const [{ rows, count }, unassigned] = await Promise.all([
    store.listClasses(db, job.job_id, filters, pageSize, (page - 1) * pageSize),
    store.unassignedHires(db, job.job_id),
  ]);
  return { data: rows, count, page, page_size: pageSize, unassigned_hires: unassigned };
}

export async function createClass(
  db: Db,
  viewer: LoadedUser,
  job: StaffJob,
  body: CreateHiringClass,
): Promise<HiringClass> {
  if (!validDate(body.starts_on)) throw invalid('starts_on', 'Enter a real date.');
  const id = await store.insertClass(db, {
    account_id: job.account_id,
    job_id: job.job_id,
    name: body.name,
    starts_on: body.starts_on,
    seats: body.seats ?? null,
    created_by: viewer.user_id,
  });
  return (await store.classById(db, id))!;
}

/** The class, when the viewer may work on its requisition; otherwise 404. */
async function classForStaff(db: Db, viewer: LoadedUser, classId: number) {
  const found = await store.classById(db, classId);
  if (!found) throw notFound('Hiring class not found');
  try {
    await jobForStaff(db, viewer, found.job_id);
  } catch {
    throw notFound('Hiring class not found');
  }
  return found;
}

export async function updateClass(
  db: Db,
  viewer: LoadedUser,
  classId: number,
  body: UpdateHiringClass,
): Promise<HiringClass> {
  return db.transaction().execute(async (trx) => {
    await store.lockClass(trx, classId);
    const current = await classForStaff(trx, viewer, classId);
    if (body.starts_on !== undefined && !validDate(body.starts_on)) throw invalid('starts_on', 'Enter a real date.');
    if (body.seats !== undefined && body.seats !== null && body.seats < current.members) {
      throw invalid('seats', `The class already has ${current.members} members: give it at least that many seats.`);
    }
    await store.updateClass(trx, classId, body);
    return (await store.classById(trx, classId))!;
  });
}

export async function deleteClass(db: Db, viewer: LoadedUser, classId: number): Promise<{ deleted: boolean }> {
  await classForStaff(db, viewer, classId);
  await store.deleteClass(db, classId);
  return { deleted: true };
}

export async function listMembers(db: Db, viewer: LoadedUser, classId: number): Promise<HiringClassMember[]> {
  await classForStaff(db, viewer, classId);
  return store.members(db, classId);
}

export async function addMember(
  db: Db,
  viewer: LoadedUser,
  classId: number,
  refId: string,
): Promise<HiringClassMember[]> {
  return db.transaction().execute(async (trx) => {
    await store.lockClass(trx, classId);
    const hiringClass = await classForStaff(trx, viewer, classId);
    const app = await store.application(trx, refId);
    if (!app || app.job_id !== hiringClass.job_id) throw notFound('Applicant not found');
    const current = await store.membership(trx, refId);
    if (current?.hiring_class_id === classId) return store.members(trx, classId);
    if (app.status !== 'hired')
      throw new HttpError(409, HiringClassErrorCode.notHired, 'Only hired applicants can join a hiring class.');
    if (hiringClass.status === 'closed')
      throw new HttpError(409, HiringClassErrorCode.hiringClassClosed, 'This hiring class is closed.');
    if (hiringClass.seats !== null && hiringClass.members >= hiringClass.seats)
      throw new HttpError(409, HiringClassErrorCode.hiringClassFull, 'Every seat in this hiring class is taken.');
    await store.upsertMember(trx, classId, refId, viewer.user_id);
    return store.members(trx, classId);
  });
}

export async function removeMember(
  db: Db,
  viewer: LoadedUser,
  classId: number,
  refId: string,
): Promise<HiringClassMember[]> {
  await classForStaff(db, viewer, classId);
  await store.deleteMember(db, classId, refId);
  return store.members(db, classId);
}
