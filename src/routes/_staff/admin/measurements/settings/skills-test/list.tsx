import { createFileRoute } from '@tanstack/react-router';
import { SkillsTestListScreen } from '../../../../../../features/skills-test-authoring/skills-test-screens.tsx';
import { libraryQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/list')({
  staticData: { access: 'provider-admin' },
  // The screen reads it with useSuspenseQuery: a failed read is the staff pages' error screen, with its retry.
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQueryOptions()),
  component: SkillsTestListScreen,
});
