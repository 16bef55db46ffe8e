import { createFileRoute } from '@tanstack/react-router';
import { TypingSettingsScreen } from '../../../../features/typing-settings/typing-settings-screen.tsx';
import { firstListView, loadForOpeningCompany } from '../-first-view.ts';
import {
  PASSAGE_LIST_START,
  passageListQueryOptions,
  typingDefaultsQueryOptions,
} from '../../../../features/typing-settings/typing-settings.queries.ts';

/** Company settings access or provider admin (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/settings/measurement/typing-test')({
  staticData: { access: 'company-settings' },
  // The defaults, and the passages' first view (search, ordering, filters and page are the page's state).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(typingDefaultsQueryOptions(accountId)),
        context.queryClient.ensureQueryData(passageListQueryOptions(accountId, firstListView(PASSAGE_LIST_START))),
      ]),
    ),
  component: TypingSettingsScreen,
});
