/**
 * How a timed test was taken (contracts/integrity-signals.ts, D402). The candidate's device sends
 * what it recorded; nothing refuses it for the test's state (before, during or after the
 * submission, offline for days: the outbox sends it when it can), only for not being the
 * candidate's own timed activity. Staff read the facts with their totals; no score reads them.
 */
import {
  MAX_SIGNALS_PER_ACTIVITY,
  summarizeSignals,
  type IntegrityTotals,
  type RecordIntegritySignalsBodyType,
  type StaffIntegritySummary,
} from '../../../contracts/integrity-signals.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import * as store from './integrity.store.ts';

export async function recordSignals(
  db: Db,
  userId: number,
  body: RecordIntegritySignalsBodyType,
): Promise<{ recorded: number }> {
  const activity = await store.ownTimedActivity(db, userId, body.ref_id, body.job_step_activity_id);
  if (!activity) throw notFound('Activity not found');
  // Past the limit a device's flood is dropped, not refused: the outbox must never hold on to it.
  const room = MAX_SIGNALS_PER_ACTIVITY - (await store.signalCount(db, activity.ref_id, activity.job_step_activity_id));
  if (room <= 0) return { recorded: 0 };
  const recorded = await store.insertSignals(
    db,
    body.signals.slice(0, room).map((s) => ({
      signal_id: s.signal_id,
      ref_id: activity.ref_id,
      job_step_activity_id: activity.job_step_activity_id,
      user_id: activity.user_id,
      kind: s.kind,
      occurred_at: s.occurred_at,
      duration_ms: s.duration_ms ?? null,
    })),
  );
  return { recorded };
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The application's signals per timed activity of its plan, in plan order, with their totals. */
export async function staffIntegritySignals(db: Db, application: StaffApplication): Promise<StaffIntegritySummary[]> {
  const rows = await store.signalsOfApplication(db, application.ref_id, application.job.job_id);
  const byActivity = new Map<number, typeof rows>();
  for (const row of rows)
    byActivity.set(row.job_step_activity_id, [...(byActivity.get(row.job_step_activity_id) ?? []), row]);
  return [...byActivity.values()].map((of) => {
    const signals = of.map((r) => ({ kind: r.kind, occurred_at: iso(r.occurred_at), duration_ms: r.duration_ms }));
    return {
      job_step_activity_id: of[0]!.job_step_activity_id,
      activity_type: of[0]!.activity_type,
      title: of[0]!.title,
      ...summarizeSignals(signals),
      signals,
    };
  });
}

/**
 * Each activity's totals for the application (the scorecard's line of facts), by activity id, with
 * its moves to another device from the lease's history (D486), all read in one statement (D496).
 */
export async function integrityTotals(db: Db, refId: string): Promise<Map<number, IntegrityTotals>> {
  const totals = new Map<number, IntegrityTotals>();
  for (const row of await store.totalsOfApplication(db, refId)) {
    const of = totals.get(row.job_step_activity_id) ?? summarizeSignals([]);
    const count = Number(row.count);
    const totalMs = Number(row.total_ms);
    if (row.kind === 'device_move') of.device_moves = (row.moves ?? []).map(iso);
    else if (row.kind === 'page_hidden' || row.kind === 'focus_lost' || row.kind === 'offline')
      of[row.kind] = { count, total_ms: totalMs };
    else of[row.kind] = count;
    totals.set(row.job_step_activity_id, of);
  }
  return totals;
}
