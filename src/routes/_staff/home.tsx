import { createFileRoute } from '@tanstack/react-router';
import { HOME_WHOLE_LISTS } from '../../../contracts/staff-home-lists.ts';
import { staffHomeQueryOptions } from '../../features/staff-home/staff-home.queries.ts';
import { StaffHomeScreen } from '../../features/staff-home/staff-home-screen.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { oneOf, searchOf } from '../-search.ts';
import { openingCompanyId } from './settings/-first-view.ts';

// ?whole=mentions: that list shown whole, where "and N more" of a list with no page of its own leads (D325).
const homeSearch = searchOf({ whole: oneOf(HOME_WHOLE_LISTS) });

/** /home: the staff member's tasks at their company (D202); where staff land after signing in. */
export const Route = createFileRoute('/_staff/home')({
  staticData: { access: 'staff' },
  validateSearch: homeSearch,
  loaderDeps: ({ search }) => ({ whole: search.whole }),
  loader: async ({ context, deps }) => {
    const accountId = await openingCompanyId(context);
    await context.queryClient.ensureQueryData(staffHomeQueryOptions(accountId, undefined, deps.whole));
  },
  component: function StaffHomeRoute() {
    const { accountId } = useAtomValue(sessionAtom);
    return <StaffHomeScreen accountId={accountId} whole={Route.useSearch().whole} />;
  },
});
