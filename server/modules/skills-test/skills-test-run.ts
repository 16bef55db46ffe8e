/**
 * A candidate's run of a skills test as its reads and writes all see it: only the tracker's
 * candidate has one (anyone else, or anything else, gets 404); it keeps the test version it started
 * on; a timed section's details come from the server's clock (time-rule.ts) and the accommodation
 * frozen when the section started (promise 5).
 */
import type { SectionDetails } from '../../../contracts/skills-test.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import * as store from './skills-test.store.ts';
import { deadlineOf, durationSeconds, remainingSeconds, type SectionWindow } from './time-rule.ts';

export const submittedMessage = 'This skills test was already submitted.';

export interface Target {
  ref_id: string;
  job_step_activity_id: number;
}

const notFoundTest = () => notFound('Skills test not found');
export const testSubmitted = () => new HttpError(409, ErrorCode.attemptSubmitted, submittedMessage);

/** The version a candidate starting now takes; an authored test never published is not there yet. */
export async function servedOrNotFound(db: Db, skillsTestId: number): Promise<number> {
  const served = await store.servedTestId(db, skillsTestId);
  if (served === null) throw notFoundTest();
  return served;
}

/** The candidate's own skills_test activity with a test; anyone else (or anything else) gets 404. */
export async function ownActivity(db: Db, userId: number, target: Target) {
  const activity = await store.findActivity(db, target.ref_id, target.job_step_activity_id, {
    userId,
    activityTypes: ['skills_test'],
    isTrackerLive: false,
  });
  if (!activity || activity.skills_test_id === null) throw notFoundTest();
  return { ...activity, skills_test_id: activity.skills_test_id, accommodation: Number(activity.time_accommodation) };
}

export function windowOf(row: store.SectionRow): SectionWindow {
  return {
    startedAt: new Date(row.section_started_at),
    clientStartedAt: new Date(row.client_started_at),
    durationSeconds: row.duration_seconds,
    submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
  };
}

export function detailsOf(
  sectionId: number,
  minutes: number,
  accommodation: number,
  row: store.SectionRow | undefined,
  now: Date,
): SectionDetails {
  if (!row) {
    const duration = durationSeconds(minutes, accommodation);
    return {
      skills_test_section_id: sectionId,
      user_skills_test_section_id: null,
      section_started_at: null,
      submitted_at: null,
      duration_seconds: duration,
      time_accommodation: accommodation,
      deadline: null,
      remaining_seconds: duration,
      server_now: now.toISOString(),
    };
  }
  const window = windowOf(row);
  return {
    skills_test_section_id: sectionId,
    user_skills_test_section_id: row.user_skills_test_section_id,
    section_started_at: window.startedAt.toISOString(),
    submitted_at: window.submittedAt?.toISOString() ?? null,
    duration_seconds: row.duration_seconds,
    time_accommodation: Number(row.time_accommodation),
    deadline: deadlineOf(window).toISOString(),
    remaining_seconds: remainingSeconds(window, now),
    server_now: now.toISOString(),
  };
}

export async function timedSection(trx: Db, skillsTestId: number, sectionId: number) {
  const section = await store.findSection(trx, skillsTestId, sectionId);
  if (!section) throw notFound('Section not found');
  if (section.is_practice) throw invalid('skills_test_section_id', 'Practice questions are not timed.');
  return section;
}

/**
 * The canonical answers of a run (promise 8): per question the stored answer with the highest
 * revision (an on-time and a late one may both be kept), as { item_id: question id, value: option id }.
 */
export function canonicalSkillsAnswers<
  T extends {
    skills_test_question_id: number;
    skills_test_option_id: number | null;
    revision: number;
    is_late: boolean;
  },
>(rows: ReadonlyArray<T>): T[] {
  const latest = new Map<number, T>();
  for (const row of rows) {
    const held = latest.get(row.skills_test_question_id);
    if (!held || held.revision < row.revision) latest.set(row.skills_test_question_id, row);
  }
  return [...latest.values()];
}
