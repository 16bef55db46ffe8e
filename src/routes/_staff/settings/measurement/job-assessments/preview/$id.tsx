import { createFileRoute, notFound } from '@tanstack/react-router';
import { CompanyAuthoringScope } from '../../../../../../features/skills-test-authoring/authoring-scope.tsx';
import { SkillsTestPreviewScreen } from '../../../../../../features/skills-test-authoring/preview-screen.tsx';
import { previewQueryOptions } from '../../../../../../features/skills-test-authoring/authoring.queries.ts';
import { pageLanguage } from '../../../-first-view.ts';

export const Route = createFileRoute('/_staff/settings/measurement/job-assessments/preview/$id')({
  staticData: { access: 'company-settings' },
  // Only digits name a skills test.
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
  },
  // A failed read is the screen's to show, with its retry, as before the loader.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(previewQueryOptions(Number(params.id), pageLanguage())).catch(() => undefined),
  component: function PreviewRoute() {
    const { id } = Route.useParams();
    return (
      <CompanyAuthoringScope>
        <SkillsTestPreviewScreen id={Number(id)} />
      </CompanyAuthoringScope>
    );
  },
});
