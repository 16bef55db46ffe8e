import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../../../../../../-search.ts';
import { NewSectionScreen } from '../../../../../../../features/skills-test-authoring/section-screens.tsx';
import { testQueryOptions } from '../../../../../../../features/skills-test-authoring/authoring.queries.ts';

const sectionSearch = searchOf({ skills_test_id: positiveId });

export const Route = createFileRoute('/_staff/admin/measurements/settings/skills-test/sections/new')({
  staticData: { access: 'provider-admin' },
  // The test the section is added to.
  validateSearch: sectionSearch,
  loaderDeps: ({ search }) => ({ testId: search.skills_test_id }),
  // The test the section is added to (its title heads the form).
  loader: ({ context, deps }) =>
    deps.testId === undefined
      ? undefined
      : context.queryClient.ensureQueryData(testQueryOptions(deps.testId)).catch(() => undefined),
  component: function NewSectionRoute() {
    const { skills_test_id } = Route.useSearch();
    return <NewSectionScreen testId={skills_test_id} />;
  },
});
