import { createFileRoute } from '@tanstack/react-router';
import { MessageTemplatesSettings } from '../../../../features/settings/message-templates-settings.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import {
  TEMPLATE_LIST_START,
  templateListQueryOptions,
} from '../../../../features/settings/company-settings.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/templates/message')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(templateListQueryOptions(accountId, firstListView(TEMPLATE_LIST_START))),
    ),
  component: MessageTemplatesSettings,
});
