import { createFileRoute } from '@tanstack/react-router';
import { JobBoardsSettings } from '../../../features/job-boards/job-boards-settings.tsx';
import { loadForOpeningCompany } from './-first-view.ts';
import { boardsQuery } from '../../../features/job-boards/job-boards.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/job-board')({
  staticData: { access: 'company-settings' },
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) => context.queryClient.ensureQueryData(boardsQuery(accountId))),
  component: JobBoardsSettings,
});
