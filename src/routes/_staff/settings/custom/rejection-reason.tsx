import { createFileRoute } from '@tanstack/react-router';
import { RejectionReasonsSettings } from '../../../../features/settings/rejection-reasons-settings.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import {
  rejectionReasons,
  reasonListQueryOptions,
  reasonListStart,
} from '../../../../features/settings/reason-lists.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/custom/rejection-reason')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        reasonListQueryOptions(rejectionReasons, accountId, firstListView(reasonListStart())),
      ),
    ),
  component: RejectionReasonsSettings,
});
