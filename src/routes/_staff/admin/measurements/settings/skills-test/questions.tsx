import { createFileRoute } from '@tanstack/react-router';
import { QuestionsLibraryScreen } from '../../../../../../features/skills-test-authoring/library-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/questions')({
  component: QuestionsLibraryScreen,
});
