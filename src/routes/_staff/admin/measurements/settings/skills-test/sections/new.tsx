import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../../../../../../-search.ts';
import { NewSectionScreen } from '../../../../../../../features/skills-test-authoring/section-screens.tsx';

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/new')({
  // The test the section is added to.
  validateSearch: searchOf({ skills_test_id: positiveId }),
  component: function NewSectionRoute() {
    const { skills_test_id } = Route.useSearch();
    return <NewSectionScreen testId={skills_test_id} />;
  },
});
