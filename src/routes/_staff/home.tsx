import { createFileRoute } from '@tanstack/react-router';
import { staffHomeQueryOptions } from '../../features/staff-home/staff-home.queries.ts';
import { StaffHomeScreen } from '../../features/staff-home/staff-home-screen.tsx';
import { sessionAtom } from '../../lib/session.ts';
import { useAtomValue } from '../../lib/store.ts';
import { openingCompanyId } from './settings/-first-view.ts';

/** /home: the staff member's tasks at their company (D202); where staff land after signing in. */
export const Route = createFileRoute('/_staff/home')({
  loader: async ({ context }) => {
    const accountId = await openingCompanyId(context);
    await context.queryClient.ensureQueryData(staffHomeQueryOptions(accountId));
  },
  component: function StaffHomeRoute() {
    const { accountId } = useAtomValue(sessionAtom);
    return <StaffHomeScreen accountId={accountId} />;
  },
});
