import { createFileRoute } from '@tanstack/react-router';
import { BookingScreen } from '../../../features/interview-scheduling/booking-screen.tsx';

/** The path's uuid is the scheduling link's token: the only credential, checked by the server. */
export const Route = createFileRoute('/_public/schedule-interview/$uuid')({
  staticData: { access: 'public' },
  component: function ScheduleInterviewRoute() {
    const { uuid } = Route.useParams();
    return <BookingScreen key={uuid} token={uuid} />;
  },
});
