/** What the demo evidence passes share (demo-evidence.ts and the demo-evidence-* files): the completions to back, ids, files. */
import type { Db } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export const DAY = 86_400_000;
export const MINUTE = 60_000;
export const hex12 = (n: number) => n.toString(16).padStart(12, '0');
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Fixed ids of the rows this pass writes (one prefix per kind), so every run writes the same. */
export const fixedUuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${hex12(n)}`;

export type Random = () => number;

export interface Completion {
  ref_id: string;
  job_step_activity_id: number;
  activity_type: string;
  asmt_id: number | null;
  skills_test_id: number | null;
  settings: unknown;
  started_at: Date;
  completed_at: Date;
  user_id: number;
  job_id: number;
  account_id: number;
  applied_at: Date;
  time_accommodation: string;
  first_name: string;
  last_name: string;
  email: string;
  preferred_language: string | null;
  city: string | null;
  state: string | null;
}

export async function completions(db: Db): Promise<Completion[]> {
  const rows = await db
    .selectFrom('user_step_activities as usa')
    .innerJoin('user_trackers as t', 't.ref_id', 'usa.ref_id')
    .innerJoin('job_step_activities as a', 'a.job_step_activity_id', 'usa.job_step_activity_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .select([
      'usa.ref_id',
      'usa.job_step_activity_id',
      'a.activity_type',
      'a.asmt_id',
      'a.skills_test_id',
      'a.settings',
      'usa.created_at as started_at',
      'usa.completed_at',
      't.user_id',
      't.job_id',
      't.account_id',
      't.created_at as applied_at',
      't.time_accommodation',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.preferred_language',
      'j.city',
      'j.state',
    ])
    .where('usa.is_completed', '=', true)
    .orderBy('t.user_step_tracker_id')
    .orderBy('usa.job_step_activity_id')
    .execute();
  return rows.map((r) => {
    const completed = new Date(r.completed_at ?? r.started_at);
    const started = new Date(r.started_at);
    return {
      ...r,
      started_at: started < completed ? started : new Date(completed.getTime() - 15 * MINUTE),
      completed_at: completed,
      applied_at: new Date(r.applied_at),
      time_accommodation: String(r.time_accommodation),
    };
  });
}

export const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
export const pickFrom = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Writes the files, a few at a time. */
export async function putAll(files: FileStorage, entries: { key: string; bytes: Buffer }[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 32)
    await Promise.all(entries.slice(i, i + 32).map((e) => files.put(e.key, e.bytes)));
}

// ---- resumes ----
