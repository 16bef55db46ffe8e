import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../../../../../-search.ts';
import { CompanyAuthoringScope } from '../../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { NewSectionScreen } from '../../../../../../features/skills-test-authoring/section-screens.tsx';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/sections/new')({
  // The test the section is added to.
  validateSearch: searchOf({ skills_test_id: positiveId }),
  component: function NewCompanySectionRoute() {
    const { skills_test_id } = Route.useSearch();
    return (
      <CompanyAuthoringScope>
        <NewSectionScreen testId={skills_test_id} />
      </CompanyAuthoringScope>
    );
  },
});
