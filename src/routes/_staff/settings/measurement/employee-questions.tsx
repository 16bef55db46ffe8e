import { createFileRoute } from '@tanstack/react-router';
import { QuestionListSettings } from '../../../../features/settings/question-bank-settings.tsx';

/** Company settings access or provider admin (contracts/access.ts; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/employee-questions')({
  component: () => <QuestionListSettings list="employee" />,
});
