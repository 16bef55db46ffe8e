/**
 * A hired applicant becomes an employee (decision D169). Hiring from a requisition makes the
 * company's employee record inside the hire's transaction: linked to the applicant's user and to
 * the application (so the assessment history stays theirs), with the requisition's job, location
 * and role, starting on the hire's start date, else the offer's, else the day of the hire.
 * Idempotent: an employee of the company already linked to that user or application, or holding
 * their email without a user, is linked where it was not, and nobody new is made.
 */
import { sql } from 'kysely';
import { isCalendarDate } from '../../../contracts/people-rules.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { locationOf } from '../../db/job-location.ts';
import { emailTaken } from './people.store.ts';

async function hiredApplication(db: Db, refId: string) {
  return db
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .leftJoin('jobs as role', (join) =>
      join.onRef('role.job_id', '=', 'j.job_profile_id').on('role.deleted_at', 'is', null),
    )
    .select([
      'j.account_id',
      't.user_id',
      'j.job_type_id',
      'j.title',
      sql<string>`${locationOf('j')}`.as('location'),
      'role.job_id as job_profile_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      sql<string | null>`to_char(t.hire_start_date, 'YYYY-MM-DD')`.as('hire_start_date'),
      sql<string>`to_char(coalesce(t.hired_at, now()) at time zone 'UTC', 'YYYY-MM-DD')`.as('hired_on'),
    ])
    .where('t.ref_id', '=', refId)
    .executeTakeFirst();
}

/** The start date an offer of the application gives: a signed one first, then the latest still standing. */
async function offeredStartDate(db: Db, refId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('offers')
    .select(sql<string | null>`field_values->>'start_date'`.as('start_date'))
    .where('ref_id', '=', refId)
    .where('status', 'not in', ['declined', 'cancelled', 'expired'])
    .orderBy(sql`status = 'signed'`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('offer_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const value = row?.start_date?.trim();
  return value && isCalendarDate(value) ? value : undefined;
}

/** The employee this hire is about already: by user, then by application, then by email without a user. */
async function existingEmployee(db: Db, accountId: number, userId: number, refId: string, email: string | null) {
  return db
    .selectFrom('employees')
    .select(['employee_id', 'user_id', 'hired_from_ref_id'])
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('hired_from_ref_id', '=', refId),
        ...(email ? [eb.and([eb('user_id', 'is', null), eb(sql<string>`lower(email)`, '=', email)])] : []),
      ]),
    )
    .orderBy(sql`case when user_id = ${userId} then 0 when hired_from_ref_id = ${refId} then 1 else 2 end`)
    .orderBy('employee_id')
    .limit(1)
    .executeTakeFirst();
}

/** Makes or links the employee of a hired application; a hire from anything but a requisition changes nothing. */
export async function employeeFromHire(db: Db, refId: string): Promise<void> {
  const hire = await hiredApplication(db, refId);
  if (!hire || hire.job_type_id !== JOB_TYPE.requisition) return;
  const email = hire.email.trim().toLowerCase() || null;
  const existing = await existingEmployee(db, hire.account_id, hire.user_id, refId, email);
  if (existing) {
    if (existing.user_id !== null && existing.hired_from_ref_id !== null) return;
    await db
      .updateTable('employees')
      .set({
        user_id: existing.user_id ?? hire.user_id,
        hired_from_ref_id: existing.hired_from_ref_id ?? refId,
        updated_at: new Date(),
      })
      .where('employee_id', '=', existing.employee_id)
      .execute();
    return;
  }
  await db
    .insertInto('employees')
    .values({
      account_id: hire.account_id,
      user_id: hire.user_id,
      hired_from_ref_id: refId,
      first_name: hire.first_name.trim(),
      last_name: hire.last_name.trim(),
      // Another employee's email (someone else's record) stays theirs; this one is then kept without.
      email: email && !(await emailTaken(db, hire.account_id, email, undefined)) ? email : null,
      job_title: hire.title,
      location: hire.location,
      start_date: hire.hire_start_date ?? (await offeredStartDate(db, refId)) ?? hire.hired_on,
      supervisor_email: null,
      job_profile_id: hire.job_profile_id,
      updated_at: new Date(),
    })
    // Two hires of the same person at once: the first one's row stands.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
