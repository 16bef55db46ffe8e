import { createFileRoute } from '@tanstack/react-router';
import { SeparationReasonsSettings } from '../../../../features/settings/separation-reasons-settings.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import {
  separationReasons,
  reasonListQueryOptions,
  reasonListStart,
} from '../../../../features/settings/reason-lists.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/custom/separation-reason')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        reasonListQueryOptions(separationReasons, accountId, firstListView(reasonListStart())),
      ),
    ),
  component: SeparationReasonsSettings,
});
