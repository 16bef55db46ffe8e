import { createFileRoute } from '@tanstack/react-router';
import { MyAvailabilityScreen } from '../../../features/interview-scheduling/my-availability-screen.tsx';
import { myAvailabilityQueryOptions } from '../../../features/interview-scheduling/scheduling.queries.ts';

export const Route = createFileRoute('/_staff/interviews/my-availability')({
  staticData: { access: 'signed-in' },
  loader: ({ context }) => context.queryClient.ensureQueryData(myAvailabilityQueryOptions()).catch(() => undefined),
  component: MyAvailabilityScreen,
});
