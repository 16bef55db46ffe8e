import { createFileRoute } from '@tanstack/react-router';
import { SelectApplicantScreen } from '../../../features/interview/select-applicant-screen.tsx';

export const Route = createFileRoute('/_staff/start-interview/select-applicant')({
  component: SelectApplicantScreen,
});
