import { createFileRoute } from '@tanstack/react-router';
import { SectionsLibraryScreen } from '../../../../../../../features/skills-test-authoring/library-screens.tsx';
import { librarySectionsQueryOptions } from '../../../../../../../features/skills-test-authoring/authoring.queries.ts';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/')({
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context }) => context.queryClient.ensureQueryData(librarySectionsQueryOptions()).catch(() => undefined),
  component: SectionsLibraryScreen,
});
