/**
 * The readiness check before a timed start, one place for every timed kind: the kind's screen
 * takes `useReadinessGate(needs)` and hands it to its shell (SubmissionShell's `gate`), names its
 * `needs` to ActivityShell (which puts OfflineReadyGate around the device's channel), or wraps its
 * shell in OfflineReadyGate (the language test, device only). The start waits until the device is
 * ready to go on offline, or until the candidate chooses to go on online; the notice beside the
 * start button says which.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Readiness, ReadinessEnv, ReadinessNeeds } from '../../offline/offline-readiness.ts';
import { StartGateContext, type StartGate } from '../start-gate.tsx';
import { ReadinessNotice } from './readiness-notice.tsx';
import { useOfflineReadiness } from './use-offline-readiness.ts';

/** A readiness known without checking: tests render screens on a ready device (src/offline-hooks/testing/lease-kit.tsx). */
export const KnownReadinessContext = createContext<Readiness | undefined>(undefined);

/** The start gate for what a timed activity needs on the device (offline-readiness.ts). `env` is for tests. */
export function useReadinessGate(needs: ReadinessNeeds, env?: ReadinessEnv): StartGate {
  const checked = useOfflineReadiness(needs, env);
  const readiness = useContext(KnownReadinessContext) ?? checked;
  const [wentOnline, setWentOnline] = useState(false);
  return {
    canStart: readiness.status === 'ready' || wentOnline,
    notice: <ReadinessNotice readiness={readiness} wentOnline={wentOnline} onGoOnline={() => setWentOnline(true)} />,
  };
}

/** Gives the gate to the start buttons below it (useStartGate). */
export function OfflineReadyGate({
  needs,
  env,
  children,
}: {
  needs: ReadinessNeeds;
  env?: ReadinessEnv;
  children: ReactNode;
}) {
  return <StartGateContext value={useReadinessGate(needs, env)}>{children}</StartGateContext>;
}
