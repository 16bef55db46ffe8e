/**
 * The skills test time rule (pure; D56).
 *
 * - The window of a section: [section_started_at, section_started_at + duration), where the
 *   start is the server's and duration = minutes x 60 x accommodation (frozen at the start).
 *   The window closes early when the section is submitted.
 * - Received by the server before the window's end + GRACE: on time. The device clock is not
 *   consulted at all.
 * - Received later: the device's answered_at is read relative to the device's own start of the
 *   section (client_started_at), which cancels any constant offset of the device clock. The
 *   answer is on time (and flagged synced_late) when that reading falls in
 *   [start - GRACE, window end + GRACE]. Otherwise it is late:
 *   kept, never scored.
 */
import { GRACE_SECONDS } from '../../../contracts/skills-test.ts';

export const GRACE_MS = GRACE_SECONDS * 1000;

export interface SectionWindow {
  /** Server time of the start. */
  startedAt: Date;
  /** Device time of the start, as the device reported it. */
  clientStartedAt: Date;
  durationSeconds: number;
  submittedAt: Date | null;
}

export function deadlineOf(window: Pick<SectionWindow, 'startedAt' | 'durationSeconds'>): Date {
  return new Date(window.startedAt.getTime() + window.durationSeconds * 1000);
}

/** The window's end: the deadline, or the submission when earlier. */
export function windowEnd(window: SectionWindow): number {
  const deadline = deadlineOf(window).getTime();
  return window.submittedAt ? Math.min(deadline, window.submittedAt.getTime()) : deadline;
}

/** remaining = duration - elapsed, in whole seconds, floored at 0 (0 once submitted). */
export function remainingSeconds(window: SectionWindow, now: Date): number {
  if (window.submittedAt) return 0;
  const ms = deadlineOf(window).getTime() - now.getTime();
  return Math.max(0, Math.floor(ms / 1000));
}

export interface AnswerTiming {
  isLate: boolean;
  syncedLate: boolean;
}

export function judgeAnswer(window: SectionWindow, answeredAt: Date, receivedAt: Date): AnswerTiming {
  const end = windowEnd(window);
  if (receivedAt.getTime() <= end + GRACE_MS) return { isLate: false, syncedLate: false };
  // Delivered after the window: when was it given, in the server's timeline?
  const given = window.startedAt.getTime() + (answeredAt.getTime() - window.clientStartedAt.getTime());
  const inWindow = given >= window.startedAt.getTime() - GRACE_MS && given <= end + GRACE_MS;
  return inWindow ? { isLate: false, syncedLate: true } : { isLate: true, syncedLate: false };
}

/** The start to record: the server's now, dated back by what the device counted offline. */
export function startToRecord(receivedAt: Date, elapsedMs: number | undefined): Date {
  return new Date(receivedAt.getTime() - Math.max(0, elapsedMs ?? 0));
}

/** minutes x 60 x accommodation, in whole seconds (rounded up: an accommodation never takes time away). */
export function durationSeconds(minutes: number, accommodation: number): number {
  return Math.ceil(minutes * 60 * accommodation);
}
