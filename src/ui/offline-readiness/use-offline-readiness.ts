import { useEffect, useState } from 'react';
import { hasRegistrationFailed } from '../../offline-hooks/service-worker.ts';
import {
  browserEnv,
  watchReadiness,
  type Readiness,
  type ReadinessEnv,
  type ReadinessNeeds,
} from '../../offline/offline-readiness.ts';

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
