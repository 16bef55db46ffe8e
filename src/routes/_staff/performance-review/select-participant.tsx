import { createFileRoute } from '@tanstack/react-router';
import { SelectParticipantScreen } from '../../../features/interview/select-participant-screen.tsx';

export const Route = createFileRoute('/_staff/performance-review/select-participant')({
  component: SelectParticipantScreen,
});
