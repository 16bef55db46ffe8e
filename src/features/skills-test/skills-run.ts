/**
 * The skills test's writes, through the channel the activity shell gave its screen (one screen,
 * sections-screen.tsx): where IndexedDB works each write is committed with its outbox entry
 * (src/offline/skills-test.ts, the 'skills-*' kinds) and the countdowns are the device's timers;
 * online only they go straight to the same endpoints (direct-run.ts). Either way the countdown reads
 * the server's start through the offset measured against a monotonic page clock (promise 4).
 */
import type { SectionDetails, SkillsTestSection } from '../../../contracts/skills-test.ts';
import type { AttemptRecord, Refusal, TimerRecord } from '../../offline/db.ts';
import {
  adoptServerSection,
  closeSection,
  recordSkillsAnswer,
  saveCheckpoint,
  startSection,
  submitSkills,
} from '../../offline/skills-test.ts';
import { isStorageFailure } from '../../offline/storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import { getOfflineDb } from '../../offline/db.ts';
import { pageClock } from './page-clock.ts';

/**
 * A write not taken: the network failed (online only), the server refused it, or the device's
 * storage refused the section's start or close (a full disk: said, so the button opens again).
 */
export type SkillsFailure = { kind: 'not-sent' } | { kind: 'refused'; refusal: Refusal } | { kind: 'storage-full' };

/** The section's start or close on the device; a full disk's refusal is said, never thrown (the screen stayed busy for good). */
async function onDisk(write: () => Promise<unknown>): Promise<SkillsFailure | undefined> {
  try {
    await write();
  } catch (error) {
    if (isStorageFailure(error)) return { kind: 'storage-full' };
    throw error;
  }
  requestSync();
  return undefined;
}

export interface SkillsRun {
  /** The sections' countdowns as this page knows them (undefined while loading). */
  timers: readonly TimerRecord[] | undefined;
  /** What the server says of a section (the content, section-details) with the clock offset measured with it. */
  adopt(details: SectionDetails, offsetMs: number): void;
  start(section: SkillsTestSection): Promise<SkillsFailure | undefined>;
  /** The candidate finishes the section. */
  finish(sectionId: number): Promise<SkillsFailure | undefined>;
  /** These sections' countdowns reached 0 (the server closes them by its own clock anyway). */
  timeUp(sectionIds: readonly number[]): Promise<void>;
  /** Keeps the choice; throws SectionClosedError once the section's countdown is at 0. */
  answer(sectionId: number, questionId: number, optionId: number): Promise<void>;
  submit(): Promise<void>;
  /** Keeps the lowest remaining time seen, so a clock moved back before a reload gains nothing (on the device). */
  checkpoint?(sectionId: number, remainingMs: number, atDeviceMs: number): void;
}

/** The run kept on this device: every write with its outbox entry, sent by the sync loop. */
export function useDeviceRun(attempt: AttemptRecord): SkillsRun {
  const { attemptId } = attempt;
  const timers = useLiveValue(() => getOfflineDb().timers.where('attemptId').equals(attemptId).toArray(), [attemptId]);
  const clock = pageClock();
  return {
    timers: timers.value,
    adopt: (details, offsetMs) => void adoptServerSection(attemptId, details, offsetMs),
    start: (section) =>
      onDisk(() =>
        startSection(
          attempt,
          section.skills_test_section_id,
          section.details?.duration_seconds ?? section.minutes * 60,
          clock,
        ),
      ),
    finish: (sectionId) => onDisk(() => closeSection(attempt, sectionId, clock)),
    async timeUp(sectionIds) {
      await Promise.all(sectionIds.map((id) => closeSection(attempt, id, clock)));
      requestSync();
    },
    async answer(sectionId, questionId, optionId) {
      await recordSkillsAnswer(attempt, sectionId, questionId, optionId, clock);
      requestSync();
    },
    submit: () => submitSkills(attempt).then(requestSync),
    checkpoint: (sectionId, remainingMs, atDeviceMs) =>
      void saveCheckpoint(attemptId, sectionId, remainingMs, atDeviceMs),
  };
}
