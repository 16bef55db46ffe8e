/**
 * One activity shell around a screen answered item by item (docs/adding-an-activity-kind.md step
 * 4): it probes the storage, and where IndexedDB works it gives the screen the device's channel
 * (device-channel.tsx: the outbox, the one-writer claim in this browser, the server's lease with
 * the read-only notice of another device); where it does not, the online-only channel
 * (direct-channel.tsx: each answer straight to the server), in its own chunk, or, for a kind that
 * cannot run online only, its `needsDevice` page; an attempt already on the device goes on there
 * when only writes are refused (a full disk, D375). A kind with an attempt of its own (the language
 * test, the skills test) hands the shell its `flavour` (device-flavour.ts): how it begins and leases it;
 * a kind with its own endpoints its `encoding` for the online-only channel. A timed kind names what
 * it `needs` on the device: its start waits for the readiness check there (../offline-readiness;
 * online only there is nothing to keep ready). The screen renders only its own content through the
 * channel (answer-channel.ts), the same code both ways. The kinds submitted whole have their own
 * shell (submission-shell.tsx).
 */
import { lazy, Suspense, useState } from 'react';
import { useAnswerStorage } from '../../offline-hooks/use-answer-storage.ts';
import type { ActivityIdentity, ActivityShellProps } from './activity-shell-props.ts';
import { DeviceChannel } from './device-channel.tsx';

const OnlineOnlyChannel = lazy(() => import('./direct-channel.tsx').then((m) => ({ default: m.OnlineOnlyChannel })));
// Only timed kinds check readiness: the answer kinds' pages do not load it (D152).
const OfflineReadyGate = lazy(() =>
  import('../offline-readiness/offline-ready-gate.tsx').then((m) => ({ default: m.OfflineReadyGate })),
);

export type { ActivityIdentity, ActivityShellProps };

export function ActivityShell(props: ActivityShellProps) {
  const probed = useAnswerStorage();
  // The probe can pass and storage still fail when the attempt begins: online only from then on.
  const [isLost, setIsLost] = useState(false);
  const storage = isLost ? 'online-only' : probed;
  if (storage === undefined) return props.loading;
  const channel = <DeviceChannel {...props} onStorageLost={() => setIsLost(true)} />;
  const device = props.needs ? (
    <Suspense fallback={props.loading}>
      <OfflineReadyGate needs={props.needs}>{channel}</OfflineReadyGate>
    </Suspense>
  ) : (
    channel
  );
  if (storage === 'device') return device;
  // A full disk still reads: an attempt this device holds goes on here (D375), else online only.
  return (
    <Suspense fallback={props.loading}>
      <OnlineOnlyChannel {...props} device={isLost ? undefined : device} />
    </Suspense>
  );
}
