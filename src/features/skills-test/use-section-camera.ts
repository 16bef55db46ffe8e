/**
 * The camera check by consent on the timed sections (D455): asked on the device only (the
 * online-only run keeps no photos), another device's answer taken on, and the stills taken when
 * their moment of the test's timed time comes.
 */
import type { CameraConsent as CameraAnswer } from '../../../contracts/camera-check.ts';
import type { SkillsTestContent, SkillsTestSection } from '../../../contracts/skills-test.ts';
import { useCameraStills } from '../../offline-hooks/use-camera-stills.ts';
import { useCameraConsent } from '../../offline-hooks/use-camera-consent.ts';
import type { TimerRecord } from '../../offline/db.ts';
import { remainingMs } from '../../offline/skills-timer.ts';
import type { AnswerChannel } from '../../ui/activity-shell/answer-channel.ts';

interface SectionCameraInput {
  test: SkillsTestContent;
  channel: AnswerChannel;
  timed: SkillsTestSection[];
  current: SkillsTestSection | undefined;
  currentTimer: TimerRecord | undefined;
  now: number;
  isRunning: boolean;
}

export interface SectionCamera {
  /** Whether this test asks on this device. */
  isAsked: boolean;
  /** The candidate's answer, from the device, this page or the server; undefined until given. */
  answer: CameraAnswer | undefined;
  /** Records an answer (held in this page when the disk refuses it: the test goes on either way). */
  give: (answer: CameraAnswer) => void;
  /** Whether stills are being taken (the running section says so). */
  isOn: boolean;
}

const durationOf = (s: SkillsTestSection) => (s.details?.duration_seconds ?? s.minutes * 60) * 1000;

export function useSectionCamera({
  test,
  channel,
  timed,
  current,
  currentTimer,
  now,
  isRunning,
}: SectionCameraInput): SectionCamera {
  const record = channel.attempt ?? undefined;
  const isAsked = Boolean(test.ask_camera_check) && !channel.direct;
  const { answer, give } = useCameraConsent({
    isAsked,
    attempt: record,
    serverAnswer: test.camera_consent,
    serverNow: test.server_now,
  });
  const before = current ? timed.slice(0, timed.indexOf(current)) : [];
  useCameraStills({
    attempt: isAsked && record ? record : null,
    isRunning,
    position:
      before.reduce((sum, s) => sum + durationOf(s), 0) +
      (current && currentTimer ? durationOf(current) - remainingMs(currentTimer, now) : 0),
    total: timed.reduce((sum, s) => sum + durationOf(s), 0),
  });
  return { isAsked, answer, give, isOn: isAsked && record?.cameraCheck?.consent === 'given' };
}
