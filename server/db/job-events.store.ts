/**
 * The requisition's history (contracts/job-events.ts): written beside every change, in its
 * transaction. Below the modules (D338, D372): applicants, pipeline, scorecard, scoring, offers,
 * interviews, replies, accommodations, job profiles and the rescore job write it, and it needs no
 * module, so none of them imports job for it. A workspace change's own line (recordJobChange) is
 * written by job, its hiring team and pathways alike (D373).
 */
import type { JobEventKind } from '../../contracts/job-events.ts';
import type { Db } from './database.ts';

export interface NewJobEvent {
  job_id: number;
  ref_id?: string | null;
  actor_user_id: number | null;
  kind: JobEventKind;
  details?: Record<string, unknown>;
}

export async function recordJobEvents(db: Db, events: readonly NewJobEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('job_events')
    .values(
      events.map((e) => ({
        job_id: e.job_id,
        ref_id: e.ref_id ?? null,
        actor_user_id: e.actor_user_id,
        kind: e.kind,
        details: JSON.stringify(e.details ?? {}),
      })),
    )
    .execute();
}

export async function recordJobEvent(db: Db, event: NewJobEvent): Promise<void> {
  await recordJobEvents(db, [event]);
}

/** Writes a workspace change's job_event by the signed-in user (the Activity tab and the scorecard history read them). */
export function recordJobChange(
  db: Db,
  job: { job_id: number },
  actor: { user_id: number },
  kind: JobEventKind,
  details: Record<string, unknown> = {},
) {
  return recordJobEvent(db, { job_id: job.job_id, actor_user_id: actor.user_id, kind, details });
}
