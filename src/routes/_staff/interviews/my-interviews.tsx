import { createFileRoute } from '@tanstack/react-router';
import { MyInterviewsScreen } from '../../../features/interview/my-interviews-screen.tsx';
import { myInterviewsQueryOptions } from '../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/interviews/my-interviews')({
  loader: ({ context }) => context.queryClient.ensureQueryData(myInterviewsQueryOptions()).catch(() => undefined),
  component: MyInterviewsScreen,
});
