import { createFileRoute } from '@tanstack/react-router';
import { PhoneNumbersSettings } from '../../../features/settings/phone-numbers-settings.tsx';
import { firstListView, loadForOpeningCompany } from './-first-view.ts';
import { PHONE_LIST_START, phoneListQueryOptions } from '../../../features/settings/company-settings.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/phone-numbers')({
  staticData: { access: 'company-settings' },
  // The list's first view; its search, ordering, filters and page are the page's state (the list keeps its rows shown between views, D477).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(phoneListQueryOptions(accountId, firstListView(PHONE_LIST_START))),
    ),
  component: PhoneNumbersSettings,
});
