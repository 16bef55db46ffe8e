import { createFileRoute } from '@tanstack/react-router';
import { SkillsTestListScreen } from '../../../../../../features/skills-test-authoring/skills-test-screens.tsx';
import { libraryQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/list')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(libraryQueryOptions()).catch(() => undefined),
  component: SkillsTestListScreen,
});
