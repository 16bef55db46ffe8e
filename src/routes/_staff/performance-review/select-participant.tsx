import { createFileRoute } from '@tanstack/react-router';
import { SelectParticipantScreen } from '../../../features/interview/select-participant-screen.tsx';
import { stationEmployeesQueryOptions } from '../../../features/interview/interview.queries.ts';

export const Route = createFileRoute('/_staff/performance-review/select-participant')({
  staticData: { access: 'staff' },
  loader: ({ context }) => context.queryClient.ensureQueryData(stationEmployeesQueryOptions()).catch(() => undefined),
  component: SelectParticipantScreen,
});
