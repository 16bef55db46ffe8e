import { createFileRoute } from '@tanstack/react-router';
import { PeopleScreen } from '../../features/people/people-screen.tsx';
import { loadForOpeningCompany } from './settings/-first-view.ts';
import { PEOPLE_LIST_START, peopleListQueryOptions } from '../../features/people/people.queries.ts';

/** all_employee_access (declared on the route below; the server checks each call). */
export const Route = createFileRoute('/_staff/people')({
  staticData: { access: 'all-employees' },
  // The list's first view: its search, filters and page are the page's state (placeholder data between views).
  loader: ({ context }) =>
    loadForOpeningCompany(context, (accountId) =>
      context.queryClient.ensureQueryData(peopleListQueryOptions(accountId, PEOPLE_LIST_START, '')),
    ),
  component: PeopleScreen,
});
