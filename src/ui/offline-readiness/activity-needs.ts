/**
 * What one activity needs on the device, from its kind's declaration (candidate-kind.ts
 * `offline`): the code of every screen it passes through and what those load later, its content
 * in the persisted reads, room for its answers. `loadScreen` loads a screen route's code (the
 * router's lazy chunks); the readiness check then finds those files in Cache Storage or not.
 */
import type { ReadinessNeeds } from '../../offline/offline-readiness.ts';
import type { KindOffline, ScreenPath } from '../activity-shell/candidate-kind.ts';

export type ScreenLoader = (path: ScreenPath) => Promise<unknown>;

export function activityNeeds(
  offline: Extract<KindOffline, { works: 'offline' }>,
  content: ReadonlyArray<readonly unknown[]>,
  loadScreen: ScreenLoader,
): ReadinessNeeds {
  return {
    content,
    bytes: offline.bytes,
    code: () => Promise.all([...offline.screens.map(loadScreen), offline.laterCode?.()]),
  };
}
