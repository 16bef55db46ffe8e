/**
 * Outcome periods opened on a schedule (contracts/outcome-questions.ts, D170). Staff with access to
 * the profile set it: every N months from a first day. The recurring job opens each due period
 * through the same `openPeriod` as staff, in one transaction per profile with the schedule row
 * locked, then moves the schedule past today: a run repeated, or run by two processes at once,
 * opens nothing twice (and `outcome_periods (job_id, scheduled_on)` is unique besides).
 */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import {
  OUTCOME_SCHEDULE_NAME_MAX,
  type OutcomeSchedule,
  type SaveOutcomeSchedule,
} from '../../../contracts/outcome-questions.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { RecurringJob } from '../../jobs/recurring.ts';
import { enrolDueParticipants, profileForStaff } from '../job-profiles/index.ts';
import type { LoadedUser } from '../user/index.ts';
import { isCalendarDay, openPeriod } from './outcomes.service.ts';
import * as store from './outcome-schedules.store.ts';

/** Today as the schedule counts days: the UTC calendar day. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');

/** `months` months after a YYYY-MM-DD day, on the same day of the month or that month's last day. */
export function addMonths(dayOn: string, months: number): string {
  const [year, month, date] = dayOn.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${pad(m + 1)}-${pad(Math.min(date, last))}`;
}

/** The latest day due on or before `today` and the first one after it, counted from `startsOn` every `every` months. */
export function dueAndNext(startsOn: string, every: number, today: string): { due: string; next: string } {
  let k = 0;
  while (addMonths(startsOn, (k + 1) * every) <= today) k++;
  return { due: addMonths(startsOn, k * every), next: addMonths(startsOn, (k + 1) * every) };
}

export async function getSchedule(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
): Promise<{ schedule: OutcomeSchedule | null }> {
  await profileForStaff(db, viewer, jobId);
  return { schedule: (await store.findSchedule(db, jobId)) ?? null };
}

export async function saveSchedule(
  db: Db,
  viewer: LoadedUser,
  jobId: number,
  body: SaveOutcomeSchedule,
  now = new Date(),
): Promise<OutcomeSchedule> {
  await profileForStaff(db, viewer, jobId);
  const name = body.name.trim();
  const errors: { prop: string; message: string }[] = [];
  if (name === '') errors.push({ prop: 'name', message: 'Name the periods.' });
  else if (name.length > OUTCOME_SCHEDULE_NAME_MAX)
    errors.push({ prop: 'name', message: `A name can be at most ${OUTCOME_SCHEDULE_NAME_MAX} characters.` });
  if (!isCalendarDay(body.starts_on)) errors.push({ prop: 'starts_on', message: 'Enter a valid date.' });
  else if (body.starts_on < utcDay(now)) errors.push({ prop: 'starts_on', message: 'Choose today or a later day.' });
  if (errors.length > 0) throw new HttpError(400, ErrorCode.validation, 'Please check the highlighted fields.', errors);
  await store.saveSchedule(db, jobId, {
    name,
    every_months: body.every_months,
    starts_on: body.starts_on,
    updated_by: viewer.user_id,
  });
  return (await store.findSchedule(db, jobId))!;
}

export async function deleteSchedule(db: Db, viewer: LoadedUser, jobId: number): Promise<{ ok: boolean }> {
  await profileForStaff(db, viewer, jobId);
  await store.deleteSchedule(db, jobId);
  return { ok: true };
}

/**
 * Opens every due period. A profile whose due day found no questions or nobody to ask records why
 * and moves on to its next day, so the job never retries what cannot succeed. Returns the periods opened.
 */
export async function openDuePeriods(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const today = utcDay(now);
  let opened = 0;
  for (const { job_id: jobId, account_id: accountId } of await store.dueProfiles(db, today)) {
    await db.transaction().execute(async (trx) => {
      const schedule = await store.findSchedule(trx, jobId, true);
      if (!schedule || schedule.next_on > today) return;
      const { due, next } = dueAndNext(schedule.starts_on, schedule.every_months, today);
      if (await store.scheduledPeriodExists(trx, jobId, due)) {
        await store.recordRun(trx, jobId, {
          next_on: next,
          last_due_on: due,
          last_outcome_period_id: schedule.last_outcome_period_id,
          last_skipped: schedule.last_skipped,
        });
        return;
      }
      const result = await openPeriod(trx, publicUrl, {
        job_id: jobId,
        account_id: accountId,
        name: `${schedule.name} ${due}`,
        measured_on: due,
        created_by: null,
        scheduled_on: due,
      });
      await store.recordRun(trx, jobId, {
        next_on: next,
        last_due_on: due,
        last_outcome_period_id: result.periodId ?? null,
        last_skipped: result.skipped ?? null,
      });
      if (result.periodId !== undefined) opened++;
    });
  }
  return opened;
}

export const JOB_PROFILE_SCHEDULES_JOB = 'job-profile-schedules';

/** Hourly: a period opens, and participants are given the measurement plan (D174), within the hour their day begins (UTC). */
export const jobProfileSchedulesJob = (publicUrl: string): RecurringJob => ({
  kind: JOB_PROFILE_SCHEDULES_JOB,
  everyMs: 60 * 60_000,
  run: async (db) => {
    await openDuePeriods(db, publicUrl);
    await enrolDueParticipants(db, publicUrl);
  },
});
