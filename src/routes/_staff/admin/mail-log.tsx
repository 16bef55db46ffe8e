import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MailLogScreen } from '../../../features/mail-log/mail-log-screen.tsx';
import {
  mailLogSearchShape,
  nextMailLogSearch,
  type MailLogSearch,
} from '../../../features/mail-log/mail-log-search.ts';

/** Provider admins only (contracts/access.ts); the server checks each call. */
export const Route = createFileRoute('/_staff/admin/mail-log')({
  validateSearch: z.object(mailLogSearchShape),
  component: function AdminMailLogRoute() {
    const search = Route.useSearch() as MailLogSearch;
    const navigate = Route.useNavigate();
    return (
      <MailLogScreen
        scope={{ kind: 'provider' }}
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (prev) => nextMailLogSearch(prev as MailLogSearch, change) })
        }
      />
    );
  },
});
