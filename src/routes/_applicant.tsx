import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { ApplicantLayout } from '../features/layout/applicant-layout.tsx';
import { SyncStatus } from '../features/questionnaire/sync-status.tsx';

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
    const userId = context.session.user?.user_id;
    if (userId === undefined) return;
    // Imported here, not at the top: Dexie and the sync loop stay out of the sign-in page's load.
    const { startCandidateBackground } = await import('../features/questionnaire/candidate-background.ts');
    await startCandidateBackground(context.queryClient, userId);
  },
  component: ApplicantFrame,
});

function ApplicantFrame() {
  const isActivity = useMatches({ select: (matches) => matches.some((match) => match.staticData.isActivity === true) });
  return (
    <ApplicantLayout isActivity={isActivity}>
      {/* Activity screens carry their own offline banner. */}
      {!isActivity && <SyncStatus />}
      <Outlet />
    </ApplicantLayout>
  );
}
