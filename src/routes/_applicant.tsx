import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ApplicantLayout } from '../features/layout/applicant-layout.tsx';
import { useIsStation } from '../features/layout/use-is-station.ts';
import { SyncStatus } from '../features/questionnaire/sync-status.tsx';
import { registerServiceWorker } from '../offline-hooks/service-worker.ts';
import { onStorageTrouble, storageTrouble } from '../offline/storage-trouble.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** An assessment-like activity: the applicant layout offers a close icon back to progress. */
    isActivity?: boolean;
  }
}

/** Signed-in users' own pages (seed 000 section 2.4): the applicant layout. */
export const Route = createFileRoute('/_applicant')({
  // The sync loop and the offline copy of the candidate's reads start with the first applicant
  // page; loaders below run after the copy is restored, so they work offline.
  beforeLoad: async ({ context }) => {
    // A first visit registers the worker now, not after the page's load: a timed activity started
    // seconds after arriving waits until the device is ready to go on offline.
    if (typeof navigator !== 'undefined' && navigator.serviceWorker && !navigator.serviceWorker.controller)
      registerServiceWorker({ immediately: true });
    const userId = context.session.user?.user_id;
    if (userId === undefined) return;
    // Imported here, not at the top: Dexie and the sync loop stay out of the sign-in page's load.
    const { startCandidateBackground } = await import('../features/candidate-sync/candidate-background.ts');
    await startCandidateBackground(context.queryClient, userId);
  },
  component: ApplicantFrame,
});

// Lazy: only an interview station (a kiosk) is framed by it, never a candidate's own device.
const StationLayout = lazy(() =>
  import('../features/layout/station-layout.tsx').then((m) => ({ default: m.StationLayout })),
);

// Lazy: its messages and checks are not part of the first screen's load.
const NetworkStatus = lazy(() =>
  import('../ui/offline-readiness/offline-indicator.tsx').then((m) => ({ default: m.NetworkStatus })),
);

// Lazy: asked only when a newer terms or privacy version waits for acceptance (D124).
const AcceptanceNotice = lazy(() =>
  import('../features/legal/acceptance-notice.tsx').then((m) => ({ default: m.AcceptanceNotice })),
);

// Lazy: loaded only when the device refuses to store the candidate's work (D195). Should its chunk
// be out of reach too, the page goes on without it rather than failing.
const StorageTroubleNotice = lazy(() =>
  import('../ui/storage-trouble/storage-trouble-notice.tsx').then(
    (m): { default: () => ReactNode } => ({ default: m.StorageTroubleNotice }),
    () => ({ default: () => null }),
  ),
);

function StorageTrouble() {
  const { refused } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  return refused ? (
    <Suspense fallback={null}>
      <StorageTroubleNotice />
    </Suspense>
  ) : null;
}

function ApplicantFrame() {
  const isActivity = useMatches({ select: (matches) => matches.some((match) => match.staticData.isActivity === true) });
  const isStation = useIsStation();
  if (isStation)
    return (
      <Suspense fallback={null}>
        <StationLayout>
          <StorageTrouble />
          <Outlet />
        </StationLayout>
      </Suspense>
    );
  return (
    <ApplicantLayout
      isActivity={isActivity}
      offlineStatus={
        <Suspense fallback={null}>
          <NetworkStatus />
        </Suspense>
      }
    >
      <StorageTrouble />
      {/* Activity screens carry their own offline banner. */}
      {!isActivity && <SyncStatus />}
      <Outlet />
      <Suspense fallback={null}>
        <AcceptanceNotice />
      </Suspense>
    </ApplicantLayout>
  );
}
