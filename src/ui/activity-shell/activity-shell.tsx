/**
 * One activity shell around a screen answered item by item (docs/adding-an-activity-kind.md step
 * 4): it probes the storage, and where IndexedDB works it gives the screen the device's channel
 * (device-channel.tsx: the outbox, the one-writer claim in this browser, the server's lease with
 * the read-only notice of another device); where it does not, the online-only channel
 * (direct-channel.tsx: each answer straight to the server), in its own chunk, or, for a kind that
 * cannot run online only, its `needsDevice` page. A kind with an attempt of its own (the language
 * test, the skills test) hands the shell its `flavour` (device-flavour.ts): how it begins and leases it;
 * a kind with its own endpoints its `encoding` for the online-only channel. A timed kind names what
 * it `needs` on the device: its start waits for the readiness check there (../offline-readiness;
 * online only there is nothing to keep ready). The screen renders only its own content through the
 * channel (answer-channel.ts), the same code both ways. The kinds submitted whole have their own
 * shell (submission-shell.tsx).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import type { DirectEncoding } from '../../offline/direct-answers.ts';
import type { ReadinessNeeds } from '../../offline/offline-readiness.ts';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import type { AnswerChannel } from './answer-channel.ts';
import type { DeviceFlavour } from './device-flavour.ts';
import { DeviceChannel } from './device-channel.tsx';

const DirectChannel = lazy(() => import('./direct-channel.tsx').then((m) => ({ default: m.DirectChannel })));
// Only timed kinds check readiness: the answer kinds' pages do not load it (D152).
const OfflineReadyGate = lazy(() =>
  import('../offline-readiness/offline-ready-gate.tsx').then((m) => ({ default: m.OfflineReadyGate })),
);

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

export function ActivityShell(props: ActivityShellProps) {
  const probed = useAnswerStorage();
  // The probe can pass and storage still fail when the attempt begins: online only from then on.
  const [isLost, setIsLost] = useState(false);
  const storage = isLost ? 'online-only' : probed;
  if (storage === undefined) return props.loading;
  if (storage === 'online-only') {
    if (props.needsDevice) return props.needsDevice;
    return (
      <Suspense fallback={props.loading}>
        <DirectChannel activity={props.activity} encoding={props.encoding}>
          {props.children}
        </DirectChannel>
      </Suspense>
    );
  }
  const device = <DeviceChannel {...props} onStorageLost={() => setIsLost(true)} />;
  if (!props.needs) return device;
  return (
    <Suspense fallback={props.loading}>
      <OfflineReadyGate needs={props.needs}>{device}</OfflineReadyGate>
    </Suspense>
  );
}
