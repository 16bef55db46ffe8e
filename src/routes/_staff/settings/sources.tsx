import { createFileRoute } from '@tanstack/react-router';
import { SourcesSettings } from '../../../features/settings/sources-settings.tsx';
import { firstListView, loadForOpeningCompany } from './-first-view.ts';
import { SOURCE_LIST_START, sourceListQueryOptions } from '../../../features/settings/company-settings.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/sources')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(sourceListQueryOptions(accountId, firstListView(SOURCE_LIST_START))),
    ),
  component: SourcesSettings,
});
