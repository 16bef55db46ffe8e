import { createFileRoute } from '@tanstack/react-router';
import { AttributesSettings } from '../../../features/settings/attributes-settings.tsx';
import { firstListView, loadForOpeningCompany, pageLanguage } from './-first-view.ts';
import {
  ATTRIBUTE_LIST_START,
  attributeListQueryOptions,
} from '../../../features/settings/company-attributes.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/attributes')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(
        attributeListQueryOptions(accountId, pageLanguage(), firstListView(ATTRIBUTE_LIST_START)),
      ),
    ),
  component: AttributesSettings,
});
