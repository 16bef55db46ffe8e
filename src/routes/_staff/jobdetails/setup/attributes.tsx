import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AttributesEditor } from '../../../../features/smartreq/attributes-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage, uiLanguage } from '../../../../features/smartreq/ui-language.ts';
import { loadForProfile, profileLoaderDeps } from '../-profile-loaders.ts';
import {
  attributeGroupsQueryOptions,
  attributeLibraryQueryOptions,
  recommendedAttributesQueryOptions,
  requisitionDetailQueryOptions,
} from '../../../../features/smartreq/smartreq.queries.ts';

/** The attributes this role needs, with weights: the requisition's editor with the profile as the job (D141). */
export const Route = createFileRoute('/_staff/jobdetails/setup/attributes')({
  staticData: { access: 'job-profiles' },
  loaderDeps: profileLoaderDeps,
  loader: ({ context, deps }) =>
    loadForProfile(deps.jobId, (jobId) => {
      const language = uiLanguage();
      return Promise.all([
        context.queryClient.ensureQueryData(attributeGroupsQueryOptions(jobId, language)),
        context.queryClient.ensureQueryData(recommendedAttributesQueryOptions(jobId, language)),
        context.queryClient.ensureQueryData(attributeLibraryQueryOptions(language)),
        context.queryClient.ensureQueryData(requisitionDetailQueryOptions(jobId)),
      ]);
    }),
  component: function ProfileAttributesRoute() {
    const { job_id } = Route.useSearch();
    const language = useUiLanguage();
    return job_id === undefined ? null : (
      <SetupPage title={<Trans>Attributes and weights</Trans>}>
        <AttributesEditor key={job_id} jobId={job_id} language={language} />
      </SetupPage>
    );
  },
});
