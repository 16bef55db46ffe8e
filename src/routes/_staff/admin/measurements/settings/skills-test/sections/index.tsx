import { createFileRoute } from '@tanstack/react-router';
import { SectionsLibraryScreen } from '../../../../../../../features/skills-test-authoring/library-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/')({
  component: SectionsLibraryScreen,
});
