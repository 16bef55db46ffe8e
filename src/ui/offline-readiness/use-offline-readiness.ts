import { useEffect, useState } from 'react';
import { hasRegistrationFailed } from '../../offline-hooks/service-worker.ts';
import {
  browserEnv,
  decideActivityReadiness,
  watchReadiness,
  type ActivityReadiness,
  type Readiness,
  type ReadinessEnv,
  type ReadinessNeeds,
} from '../../offline/offline-readiness.ts';
import type { KindActivity, KindOffline } from '../activity-shell/candidate-kind.ts';
import { activityNeeds, type ScreenLoader } from './activity-needs.ts';

const NO_NEEDS: ReadinessNeeds = {};

/** Whether this device is ready to go on offline, re-checked until it is. `env` is for tests. */
export function useOfflineReadiness(needs: ReadinessNeeds = NO_NEEDS, env?: ReadinessEnv): Readiness {
  const [readiness, setReadiness] = useState<Readiness>({ status: 'checking' });
  const key = JSON.stringify(needs);
  useEffect(
    () => watchReadiness(env ?? browserEnv(hasRegistrationFailed), JSON.parse(key) as ReadinessNeeds, setReadiness),
    [key, env],
  );
  return readiness;
}

/** An activity not yet ready is checked again this often (and when the network or the worker changes). */
const ACTIVITY_RECHECK_MS = 5_000;

/**
 * Whether one activity can be done offline on this device, from its kind's declaration: a kind
 * that needs the network says so at once; another is checked like the device, with its code,
 * content and room. `loadScreen` must keep its identity between renders; `env` is for tests.
 */
export function useActivityReadiness(
  offline: KindOffline,
  activity: KindActivity,
  loadScreen: ScreenLoader,
  env?: ReadinessEnv,
): ActivityReadiness {
  const [readiness, setReadiness] = useState<Readiness>({ status: 'checking' });
  // Kind declarations are module constants; what the activity adds to them is its content keys.
  const contentKey = JSON.stringify(offline.works === 'offline' ? offline.content(activity) : []);
  useEffect(() => {
    if (offline.works !== 'offline') return;
    const content = JSON.parse(contentKey) as ReadonlyArray<readonly unknown[]>;
    return watchReadiness(
      env ?? browserEnv(hasRegistrationFailed),
      activityNeeds(offline, content, loadScreen),
      setReadiness,
      ACTIVITY_RECHECK_MS,
      decideActivityReadiness,
    );
  }, [offline, contentKey, loadScreen, env]);
  return offline.works === 'online-only' ? { status: 'online-only', because: offline.because } : readiness;
}
