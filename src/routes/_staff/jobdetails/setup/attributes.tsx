import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AttributesEditor } from '../../../../features/smartreq/attributes-editor.tsx';
import { SetupPage } from '../../../../features/smartreq/requisition-layout.tsx';
import { useUiLanguage } from '../../../../features/smartreq/ui-language.ts';

/** The attributes this role needs, with weights: the requisition's editor with the profile as the job (D141). */
export const Route = createFileRoute('/_staff/jobdetails/setup/attributes')({
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
