/** An activity's word on offline use on the tracker, from its kind's declaration (D193). Loaded lazily with the readiness check. */
import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { TrackerActivity } from '../../../contracts/progress.ts';
import type { CandidateKindDefinition, ScreenPath } from '../../ui/activity-shell/candidate-kind.ts';
import { ActivityOfflineIndicator } from '../../ui/offline-readiness/offline-indicator.tsx';

export default function ActivityReadiness({
  kind,
  refId,
  activity,
}: {
  kind: CandidateKindDefinition;
  refId: string;
  activity: TrackerActivity;
}) {
  const router = useRouter();
  // A screen's code is what the router loads to open it: the route's lazy chunks.
  const loadScreen = useCallback(
    async (path: ScreenPath) => {
      const route = router.routesByPath[path as keyof typeof router.routesByPath];
      if (!route) throw new Error(`No screen at ${path}`);
      await router.loadRouteChunk(route);
    },
    [router],
  );
  return <ActivityOfflineIndicator offline={kind.offline} activity={{ refId, activity }} loadScreen={loadScreen} />;
}
