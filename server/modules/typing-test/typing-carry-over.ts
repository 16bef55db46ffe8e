/**
 * A typing test typed for one application counts for the candidate's next one (decision D207),
 * within the spec's retake rule: a run is the candidate's result for as long as the plan would
 * refuse a retake (the activity's `retake_interval_days`, else the job's; 0 asks for a fresh run
 * every time). Only a run for the same company (what one employer saw is not handed to another),
 * of the same length and in the same passage language (a different test otherwise) carries; the
 * copy keeps its score and date and names the run it came from.
 */
import { sql } from 'kysely';
import { DEFAULT_TYPING_DURATION_SECONDS } from '../../../contracts/typing-test.ts';
import { LANGUAGES, type Language } from '../../../contracts/languages.ts';
import { typingSettingsOf } from '../../../contracts/smartreq-kind-settings.ts';
import type { Db } from '../../db/database.ts';
import * as lifecycle from '../activity/index.ts';
import { companyDefaults } from './typing-settings.service.ts';

interface OpenTypingActivity {
  ref_id: string;
  user_id: number;
  account_id: number;
  job_step_activity_id: number;
  settings: unknown;
  retake_interval_days: number;
}

/** The passage language the activity tests: the plan's when it names one, else the candidate's. */
export function testedLanguage(settings: unknown, preferred: string | null | undefined, asked?: Language): Language {
  const planned = typingSettingsOf(settings, DEFAULT_TYPING_DURATION_SECONDS).language;
  if (planned) return planned;
  if (asked) return asked;
  return (LANGUAGES as readonly string[]).includes(preferred ?? '') ? (preferred as Language) : 'en';
}

/** The activity's own length, else the company's default (typing-settings.service.ts), else the product's. */
export async function durationOf(db: Db, activity: { settings: unknown; account_id: number }): Promise<number> {
  const value = (activity.settings as { typing_duration_seconds?: unknown } | null)?.typing_duration_seconds;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 10 && value <= 900) return value;
  return (await companyDefaults(db, activity.account_id)).duration_seconds;
}

/** Copies the candidate's standing result into this activity and completes it; true when it did. */
export async function carryEarlierResult(db: Db, activity: OpenTypingActivity, language: Language): Promise<boolean> {
  if (!(activity.retake_interval_days > 0)) return false;
  const duration = await durationOf(db, activity);
  const earlier = await db
    .selectFrom('typing_results as r')
    .innerJoin('typing_passages as p', 'p.typing_passage_id', 'r.typing_passage_id')
    .innerJoin('user_trackers as t', 't.ref_id', 'r.ref_id')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select('r.typing_result_id')
    .where('r.user_id', '=', activity.user_id)
    .where('r.ref_id', '<>', activity.ref_id)
    .where('j.account_id', '=', activity.account_id)
    .where('r.duration_seconds', '=', duration)
    .where('p.language', '=', language)
    .where('r.completed_at', '>', sql<Date>`now() - make_interval(days => ${activity.retake_interval_days})`)
    .orderBy('r.completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!earlier) return false;
  const copied = await sql<{ typing_result_id: number }>`
    insert into typing_results (attempt_id, ref_id, job_step_activity_id, user_id, typing_passage_id, typed_text,
      keystroke_log, keystrokes, corrections, elapsed_ms, duration_seconds, time_accommodation, net_wpm, raw_wpm,
      accuracy, started_at, completed_at, carried_from_attempt_id)
    select gen_random_uuid(), ${activity.ref_id}, ${activity.job_step_activity_id}, user_id, typing_passage_id,
      typed_text, keystroke_log, keystrokes, corrections, elapsed_ms, duration_seconds, time_accommodation, net_wpm,
      raw_wpm, accuracy, started_at, completed_at, coalesce(carried_from_attempt_id, attempt_id)
    from typing_results where typing_result_id = ${earlier.typing_result_id}
    on conflict do nothing
    returning typing_result_id`.execute(db);
  if (copied.rows.length === 0) return false;
  await lifecycle.completeActivity(db, activity.ref_id, activity.job_step_activity_id);
  return true;
}

/**
 * Carries standing results into every open typing test of one application, in the caller's
 * transaction. Called where a result can newly stand for it: when the application is created
 * (progress.service.ts) and when the candidate finishes a run elsewhere (carryToOtherApplications),
 * so reading a tracker never writes.
 */
export async function carryTypingResults(trx: Db, refId: string): Promise<void> {
  const open = await trx
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .innerJoin('users as u', 'u.user_id', 't.user_id')
    .innerJoin('job_steps as js', 'js.job_id', 't.job_id')
    .innerJoin('job_step_activities as jsa', 'jsa.job_step_id', 'js.job_step_id')
    .leftJoin('user_step_activities as usa', (join) =>
      join.onRef('usa.ref_id', '=', 't.ref_id').onRef('usa.job_step_activity_id', '=', 'jsa.job_step_activity_id'),
    )
    .select([
      't.ref_id',
      't.user_id',
      'j.account_id',
      'jsa.job_step_activity_id',
      'jsa.settings',
      'u.preferred_language',
      sql<number>`coalesce(jsa.retake_interval_days, j.retake_interval_days)`.as('retake_interval_days'),
    ])
    .where('t.ref_id', '=', refId)
    .where('t.removed_at', 'is', null)
    .where('jsa.activity_type', '=', 'typing_test')
    .where((eb) => eb.or([eb('usa.is_completed', 'is', null), eb('usa.is_completed', '=', false)]))
    .execute();
  for (const activity of open) {
    if (!(activity.retake_interval_days > 0)) continue;
    await carryEarlierResult(trx, activity, testedLanguage(activity.settings, activity.preferred_language));
  }
}

/** After a run for `refId`, the candidate's other open applications at the same company may count it. */
export async function carryToOtherApplications(trx: Db, userId: number, accountId: number, refId: string) {
  const others = await trx
    .selectFrom('user_trackers as t')
    .innerJoin('jobs as j', 'j.job_id', 't.job_id')
    .select('t.ref_id')
    .where('t.user_id', '=', userId)
    .where('j.account_id', '=', accountId)
    .where('t.ref_id', '<>', refId)
    .where('t.removed_at', 'is', null)
    .execute();
  for (const other of others) await carryTypingResults(trx, other.ref_id);
}
