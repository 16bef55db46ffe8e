import { createFileRoute } from '@tanstack/react-router';
import { QuestionsLibraryScreen } from '../../../../../../features/skills-test-authoring/library-screens.tsx';
import { libraryQuestionsQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/questions')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQuestionsQueryOptions()).catch(() => undefined),
  component: QuestionsLibraryScreen,
});
