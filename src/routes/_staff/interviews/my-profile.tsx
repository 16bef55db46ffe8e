import { createFileRoute } from '@tanstack/react-router';
import { CalendarConnectionSection } from '../../../features/calendar-sync/calendar-connection-section.tsx';
import { MyProfileScreen } from '../../../features/interview-scheduling/my-profile-screen.tsx';
import { myProfileQueryOptions } from '../../../features/interview-scheduling/scheduling.queries.ts';

export const Route = createFileRoute('/_staff/interviews/my-profile')({
  staticData: { access: 'signed-in' },
  loader: ({ context }) => context.queryClient.ensureQueryData(myProfileQueryOptions()).catch(() => undefined),
  component: () => (
    <MyProfileScreen>
      <CalendarConnectionSection />
    </MyProfileScreen>
  ),
});
