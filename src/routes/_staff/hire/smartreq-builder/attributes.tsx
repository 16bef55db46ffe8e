import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AttributesEditor } from '../../../../features/smartreq/attributes-editor.tsx';
import { BuilderStepPage } from '../../../../features/smartreq/builder-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { RequireJob } from './-builder-step.tsx';
import {
  attributeGroupsQueryOptions,
  attributeLibraryQueryOptions,
  recommendedAttributesQueryOptions,
} from '../../../../features/smartreq/smartreq.queries.ts';
import { uiLanguage } from '../../../../features/smartreq/ui-language.ts';

export const Route = createFileRoute('/_staff/hire/smartreq-builder/attributes')({
  staticData: { access: 'staff' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    const language = uiLanguage();
    await Promise.all([
      context.queryClient.ensureQueryData(attributeGroupsQueryOptions(deps.jobId, language)),
      context.queryClient.ensureQueryData(recommendedAttributesQueryOptions(deps.jobId, language)),
      context.queryClient.ensureQueryData(attributeLibraryQueryOptions(language)),
    ]).catch(() => undefined);
  },
  component: function AttributesRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return (
      <RequireJob jobId={job_id}>
        {(jobId) => (
          <BuilderStepPage
            step="attributes"
            jobId={jobId}
            title={<Trans>Attributes and weights</Trans>}
            intro={
              <Trans>Weigh what matters for this job; the fit score of every applicant follows these weights.</Trans>
            }
          >
            <AttributesEditor jobId={jobId} language={language} />
          </BuilderStepPage>
        )}
      </RequireJob>
    );
  },
});
