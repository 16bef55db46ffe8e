import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { ApplicantLayout } from '../features/layout/applicant-layout.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** An assessment-like activity: the applicant layout offers a close icon back to progress. */
    isActivity?: boolean;
  }
}

/** Signed-in users' own pages (seed 000 section 2.4): the applicant layout. */
export const Route = createFileRoute('/_applicant')({
  component: ApplicantFrame,
});

function ApplicantFrame() {
  const isActivity = useMatches({ select: (matches) => matches.some((match) => match.staticData.isActivity === true) });
  return (
    <ApplicantLayout isActivity={isActivity}>
      <Outlet />
    </ApplicantLayout>
  );
}
