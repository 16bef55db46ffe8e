/**
 * A skills test section's start (skills-test.ts). Sent with the time the device counted since the
 * start (an offline spell, capped at a day), so the server dates the start back; its answer
 * replaces the device's start on the section's timer.
 */
import type * as contract from '../../../contracts/skills-test.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { startSectionTime } from '../../lib/api/skills-test.ts';
import { timerKey } from '../skills-test.ts';
import type { ActivityKind } from './kind.ts';

export type SkillsStartPayload = Omit<BodyOf<typeof contract.startSectionTime>, 'elapsed_ms'>;

const DAY_MS = 86_400_000;

export const skillsStartKind: ActivityKind<'skills-start', SkillsStartPayload, typeof contract.startSectionTime> = {
  kind: 'skills-start',
  get endpoint() {
    return startSectionTime;
  },
  prepare: (entry) => Promise.resolve({ ...entry.payload, elapsed_ms: elapsedSince(entry.payload.started_at) }),
  stores: ['attempts', 'timers'],
  onSuccess: async (db, sent, details) => {
    if (!details?.section_started_at) return;
    await db.timers.update(timerKey(sent.attemptId, sent.payload.skills_test_section_id), {
      serverStartedAt: details.section_started_at,
      durationSeconds: details.duration_seconds,
      serverOffsetMs: Date.parse(details.server_now) - Date.now(),
    });
  },
  onRefusal: async (db, sent, refusal) => {
    await db.attempts.update(sent.attemptId, { refusal });
  },
};

/** The device's time since the start, in ms (0 to a day). */
export function elapsedSince(startedAt: string | undefined, nowMs: number = Date.now()): number {
  return Math.min(DAY_MS, Math.max(0, Math.round(nowMs - Date.parse(String(startedAt)))));
}
