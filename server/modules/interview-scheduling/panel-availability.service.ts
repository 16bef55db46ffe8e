/**
 * The panel side by side (D206): for each interviewer being considered, the hours they
 * set as available in Assay and what makes them busy over a week (the interviews they already have,
 * and their own calendar's busy times where connected, D371), and the times all of them are free
 * for the whole duration (the same computation the candidate's booking uses).
 */
import { SLOT_STEP_MINUTES } from '../../../contracts/interview-scheduling-common.ts';
import {
  AVAILABILITY_DAYS,
  type Colleague,
  type PanelAvailability,
} from '../../../contracts/application-scheduling.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { toPanelAvailability } from './booking.service.ts';
import { calendarBusyOf } from '../calendar-sync/index.ts';
import { mayOpen } from '../scorecard/index.ts';
import * as store from './interview-scheduling.store.ts';
import { availableSpans, freeSlots, type Span } from './slots.ts';
import { DAY } from './scheduling-common.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const spans = (list: Span[]) => list.map((s) => ({ starts_at: iso(s.start), ends_at: iso(s.end) }));

export async function colleagues(db: Db, app: StaffApplication): Promise<Colleague[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.user_id', 'u.first_name', 'u.last_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .innerJoin('roles as r', 'r.role_id', 'ur.role_id')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.user_id')
          .where('r.account_id', '=', app.job.account_id),
      ),
    )
    .where('u.deactivated_at', 'is', null)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.user_id')
    .execute();
  const open = await mayOpen(
    db,
    app.job,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({ ...r, can_open: open.has(r.user_id) }));
}

export async function panelAvailability(
  db: Db,
  app: StaffApplication,
  query: { user_ids: string; from: string; duration_minutes: number },
): Promise<PanelAvailability> {
  const ids = [...new Set(query.user_ids.split(',').map(Number))];
  const staff = await store.staffOfAccount(db, app.job.account_id, ids);
  if (ids.some((id) => !staff.has(id))) {
    const message = 'Choose interviewers from your company.';
    throw new HttpError(400, ErrorCode.validation, message, [{ prop: 'user_ids', message }]);
  }
  const start = Math.max(Date.parse(query.from), Date.now());
  const window = { start, end: start + AVAILABILITY_DAYS * DAY };
  // Busy is Assay's interviews and, where connected, each one's own calendar (D371), as booking counts it.
  const [rows, interviews, calendarBusy, people] = await Promise.all([
    store.availabilityOf(db, ids),
    store.busyOf(db, ids, new Date(window.start), new Date(window.end)),
    calendarBusyOf(db, ids, new Date(window.start), new Date(window.end)),
    store.userBasics(db, ids),
  ]);
  const busy = [...interviews, ...calendarBusy].sort((a, b) => a.start - b.start);
  const panel = toPanelAvailability(ids, rows);
  return {
    people: ids.map((userId, i) => {
      const who = people.find((p) => p.user_id === userId)!;
      return {
        user_id: userId,
        first_name: who.first_name,
        last_name: who.last_name,
        time_zone: panel[i]!.timeZone,
        available: spans(availableSpans(panel[i]!, window)),
        busy: spans(busy.filter((b) => b.userId === userId)),
      };
    }),
    slots: spans(
      freeSlots({ panel, busy, durationMinutes: query.duration_minutes, stepMinutes: SLOT_STEP_MINUTES, window }),
    ),
  };
}
