/**
 * The skills test online only (no IndexedDB): the same endpoints and bodies as the outbox's
 * 'skills-*' entries (skills-test.ts), sent at once. Answers go through DirectAnswers with this
 * encoding (no attempt start: sections start on their own); a section's start and close are single
 * requests (src/features/skills-test/direct-run.tsx makes them through the shell's direct channel). The countdown reads the server's start (the start's reply, the
 * content, section-details) through the offset measured against a monotonic clock
 * (skills-timer.ts remainingMs), exactly as the device variant does, so nothing here trusts the
 * device's wall clock.
 */
import type { SectionDetails, SubmitQuestionResult } from '../../contracts/skills-test.ts';
import type { TimerRecord } from './db.ts';
import type { DirectEncoding, DirectSend } from './direct-answers.ts';
import type { SendResult } from './outbox-results.ts';
import { offsetFrom, type DeviceClock } from './skills-timer.ts';

export interface SkillsTarget {
  refId: string;
  jobStepActivityId: number;
}

const target = (t: SkillsTarget) => ({ ref_id: t.refId, job_step_activity_id: t.jobStepActivityId });

/** item_id is the question id (as the device's answers, so the digest is the same); `sectionOf` finds its section. */
export function skillsEncoding(t: SkillsTarget, sectionOf: (questionId: number) => number): DirectEncoding {
  return {
    start: null,
    answer: (a) => ({
      kind: 'skills-answer',
      payload: {
        ...target(t),
        skills_test_section_id: sectionOf(Number(a.itemId)),
        skills_test_question_id: Number(a.itemId),
        skills_test_option_id: typeof a.value === 'number' ? a.value : null,
        revision: a.revision,
        answered_at: a.answeredAt,
      },
    }),
    submit: (digest) => ({ kind: 'skills-submit', payload: { ...target(t), ...digest } }),
    isLate: isLateResult,
  };
}

/** A section's countdown as the pure timer reads it: the server's start and duration, and the server-minus-device offset. */
export function timerFromDetails(
  attemptId: string,
  details: SectionDetails,
  offsetMs: number,
): TimerRecord | undefined {
  if (!details.section_started_at) return undefined;
  return {
    sectionId: `${attemptId}:${details.skills_test_section_id}`,
    attemptId,
    skillsTestSectionId: details.skills_test_section_id,
    durationSeconds: details.duration_seconds,
    serverStartedAt: details.section_started_at,
    serverOffsetMs: offsetMs,
    ...(details.submitted_at ? { closedAt: details.submitted_at } : {}),
  };
}

export type SectionStart = { kind: 'started'; timer: TimerRecord } | Exclude<SendResult, { kind: 'ok' }>;

/** Starts a section on the server now (elapsed 0: nothing was queued) and reads its timer from the reply. */
export async function startSectionDirect(
  send: DirectSend,
  t: SkillsTarget & { attemptId: string },
  skillsTestSectionId: number,
  clock: DeviceClock,
): Promise<SectionStart> {
  const sentAt = clock.now();
  const result = await send({
    kind: 'skills-start',
    idempotencyKey: crypto.randomUUID(),
    payload: {
      ...target(t),
      skills_test_section_id: skillsTestSectionId,
      started_at: new Date(sentAt).toISOString(),
      elapsed_ms: 0,
    },
  });
  if (result.kind !== 'ok') return result;
  const details = result.data as SectionDetails;
  const timer = timerFromDetails(t.attemptId, details, offsetFrom(details.server_now, sentAt, clock.now()));
  return timer ? { kind: 'started', timer } : { kind: 'retry', error: 'the start was not recorded' };
}

/** Ends a section on the server (the candidate's finish, or the time up: the server closes it by its own clock anyway). */
export function closeSectionDirect(
  send: DirectSend,
  t: SkillsTarget,
  skillsTestSectionId: number,
): Promise<SendResult> {
  return send({
    kind: 'skills-section',
    idempotencyKey: crypto.randomUUID(),
    payload: { ...target(t), skills_test_section_id: skillsTestSectionId },
  });
}

/** The server kept the answer but after the section's time: shown as not scored. */
export function isLateResult(result: unknown): boolean {
  return Boolean((result as Partial<SubmitQuestionResult> | undefined)?.is_late);
}
