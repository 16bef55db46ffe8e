import { createFileRoute } from '@tanstack/react-router';
import { SelectApplicantScreen } from '../../../features/interview/select-applicant-screen.tsx';
import { stationApplicantsQueryOptions } from '../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/start-interview/select-applicant')({
  staticData: { access: 'staff', isStation: true },
  // The list before a search is typed; a search is page state, fetched on the page.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(stationApplicantsQueryOptions('')).catch(() => undefined),
  component: SelectApplicantScreen,
});
