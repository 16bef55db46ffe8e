import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MailLogScreen } from '../../../features/mail-log/mail-log-screen.tsx';
import {
  companyMailLogSearchShape,
  nextMailLogSearch,
  type MailLogSearch,
} from '../../../features/mail-log/mail-log-search.ts';

/** Company settings access or provider admin (contracts/access.ts); the server keeps each company to its own mail. */
export const Route = createFileRoute('/_staff/settings/mail-log')({
  validateSearch: z.object(companyMailLogSearchShape),
  component: function CompanyMailLogRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch() as MailLogSearch;
    const navigate = Route.useNavigate();
    return (
      <MailLogScreen
        scope={{ kind: 'company', accountId: session.accountId }}
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (prev) => nextMailLogSearch(prev as MailLogSearch, change) })
        }
      />
    );
  },
});
