import { createFileRoute } from '@tanstack/react-router';
import {
  PipelineStagesSettings,
  companyStagesQueryOptions,
} from '../../../../features/settings/pipeline-stages-settings.tsx';
import { loadForOpeningCompany } from '../-first-view.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/custom/pipeline-stages')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(companyStagesQueryOptions(accountId)),
    ),
  component: PipelineStagesSettings,
});
