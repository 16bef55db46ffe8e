/**
 * What a kind hands the activity shell (activity-shell.tsx). Apart from the shell so its two
 * channels read these props without importing the shell that imports them.
 */
import type { ReactNode } from 'react';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import type { DirectEncoding } from '../../offline/direct-answers.ts';
import type { ReadinessNeeds } from '../../offline/offline-readiness.ts';
import type { AnswerChannel } from './answer-channel.ts';
import type { DeviceFlavour } from './device-flavour.ts';

export interface ActivityIdentity {
  refId: string;
  activityId: number;
}

export interface ActivityShellProps {
  activity: ActivityIdentity;
  /** Shown while the storage probe and the first reads answer. */
  loading: ReactNode;
  /** The kind's page around a notice that keeps this page from writing (another tab, another device), with what this device has of the attempt. */
  blocked: (notice: ReactNode, seen: { attempt: AttemptRecord; answers: readonly LocalAnswer[] }) => ReactNode;
  /** Listed in the notice of another device: the answers the server refused because of it. */
  refusedByLease?: (refused: readonly LocalAnswer[]) => ReactNode;
  /** The kind attaches files as answers (the device's copies are read only then). */
  keepsFiles?: boolean;
  /** The kind's own attempt on the device (begin, lease); the answer attempts' without it. */
  flavour?: DeviceFlavour;
  /** Whether the attempt begun here is leased yet (the language test: once a part was opened); by default as soon as it is begun. */
  isLeased?: (answers: readonly LocalAnswer[]) => boolean;
  /** For a kind that cannot run online only: shown instead of the online-only channel. */
  needsDevice?: ReactNode;
  /** Online only: the kind's endpoints and bodies for its answers and submission (the answer attempts' without it). */
  encoding?: DirectEncoding;
  /** A timed kind: what the device must hold before a start (its start buttons read the gate with useStartGate). */
  needs?: ReadinessNeeds;
  children: (channel: AnswerChannel) => ReactNode;
}
