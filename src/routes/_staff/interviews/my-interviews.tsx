import { createFileRoute } from '@tanstack/react-router';
import { MyInterviewsScreen } from '../../../features/interview/my-interviews-screen.tsx';
import { myInterviewsQueryOptions } from '../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/interviews/my-interviews')({
  staticData: { access: 'signed-in' },
  loader: ({ context }) => context.queryClient.ensureQueryData(myInterviewsQueryOptions()).catch(() => undefined),
  component: MyInterviewsScreen,
});
