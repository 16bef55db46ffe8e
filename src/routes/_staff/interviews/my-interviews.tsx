import { createFileRoute } from '@tanstack/react-router';
import { MyInterviewsScreen } from '../../../features/interview/my-interviews-screen.tsx';

export const Route = createFileRoute('/_staff/interviews/my-interviews')({
  component: MyInterviewsScreen,
});
