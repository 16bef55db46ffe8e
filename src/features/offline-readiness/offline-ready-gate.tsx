/**
 * Wraps a timed activity's screen (its route composes the two): the screen's start button waits
 * until the device is ready to go on offline, or until the candidate chooses to go on online.
 */
import { useState, type ReactNode } from 'react';
import type { ReadinessEnv, ReadinessNeeds } from '../../offline/offline-readiness.ts';
import { StartGateContext } from '../../ui/start-gate.tsx';
import { ReadinessNotice } from './readiness-notice.tsx';
import { useOfflineReadiness } from './use-offline-readiness.ts';

export function OfflineReadyGate({ needs, env, children }: { needs: ReadinessNeeds; env?: ReadinessEnv; children: ReactNode }) {
  const readiness = useOfflineReadiness(needs, env);
  const [wentOnline, setWentOnline] = useState(false);
  const gate = {
    canStart: readiness.status === 'ready' || wentOnline,
    notice: <ReadinessNotice readiness={readiness} wentOnline={wentOnline} onGoOnline={() => setWentOnline(true)} />,
  };
  return <StartGateContext value={gate}>{children}</StartGateContext>;
}
