import { createFileRoute } from '@tanstack/react-router';
import { CandidateNoticeSettings } from '../../../features/settings/candidate-notice-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { candidateNoticeQueryOptions } from '../../../features/settings/candidate-notice.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/candidate-notice')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(candidateNoticeQueryOptions(accountId)),
    ),
  component: CandidateNoticeSettings,
});
