import { createFileRoute } from '@tanstack/react-router';
import { TodayListScreen } from '../../../../features/interview/today-list-screen.tsx';
import { myInterviewsQueryOptions } from '../../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/start-interview/applicant/interview-list')({
  staticData: { access: 'signed-in', isStation: true },
  loader: ({ context }) => context.queryClient.ensureQueryData(myInterviewsQueryOptions()).catch(() => undefined),
  component: TodayListScreen,
});
