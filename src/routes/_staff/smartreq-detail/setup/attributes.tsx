import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AttributesEditor } from '../../../../features/smartreq/attributes-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';
import {
  attributeGroupsQueryOptions,
  attributeLibraryQueryOptions,
  recommendedAttributesQueryOptions,
} from '../../../../features/smartreq/smartreq.queries.ts';
import { uiLanguage } from '../../../../features/smartreq/ui-language.ts';

export const Route = createFileRoute('/_staff/smartreq-detail/setup/attributes')({
  staticData: { access: 'smartreqs' },
  loaderDeps: ({ search }) => ({ jobId: search.job_id }),
  loader: async ({ context, deps }) => {
    if (deps.jobId === undefined) return;
    await Promise.all([
      context.queryClient.ensureQueryData(attributeGroupsQueryOptions(deps.jobId, uiLanguage())),
      context.queryClient.ensureQueryData(recommendedAttributesQueryOptions(deps.jobId, uiLanguage())),
      context.queryClient.ensureQueryData(attributeLibraryQueryOptions(uiLanguage())),
    ]).catch(() => undefined);
  },
  component: function SetupAttributesRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Attributes and weights</Trans>}>
        <AttributesEditor jobId={job_id} language={language} />
      </SetupPage>
    );
  },
});
