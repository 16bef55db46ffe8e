import { createFileRoute } from '@tanstack/react-router';
import { QuestionsLibraryScreen } from '../../../../../../features/skills-test-authoring/library-screens.tsx';
import { libraryQuestionsQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/questions')({
  staticData: { access: 'provider-admin' },
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQuestionsQueryOptions()),
  component: QuestionsLibraryScreen,
});
