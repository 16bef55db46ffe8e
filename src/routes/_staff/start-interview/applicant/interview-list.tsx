import { createFileRoute } from '@tanstack/react-router';
import { TodayListScreen } from '../../../../features/interview/today-list-screen.tsx';

export const Route = createFileRoute('/_staff/start-interview/applicant/interview-list')({
  component: TodayListScreen,
});
