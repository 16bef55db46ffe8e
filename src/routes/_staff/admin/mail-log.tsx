import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MailLogScreen } from '../../../features/mail-log/mail-log-screen.tsx';
import {
  mailLogSearchShape,
  nextMailLogSearch,
  type MailLogSearch,
} from '../../../features/mail-log/mail-log-search.ts';
import {
  mailLogQueryOptions,
  mailQueryOptions,
  type MailLogScope,
} from '../../../features/mail-log/mail-log.queries.ts';
import { mailLogQuery } from '../../../features/mail-log/mail-log-search.ts';

/** Provider admins only (declared on the route below); the server checks each call. */
export const Route = createFileRoute('/_staff/admin/mail-log')({
  staticData: { access: 'provider-admin' },
  validateSearch: z.object(mailLogSearchShape),
  loaderDeps: ({ search }) => ({ search: search as MailLogSearch }),
  // Every filter is in the URL: the list (and the open message) the page shows. A failed read is the page's to show.
  loader: ({ context, deps: { search } }) => {
    const scope: MailLogScope = { kind: 'provider' };
    return Promise.all([
      context.queryClient.ensureQueryData(mailLogQueryOptions(scope, mailLogQuery(search))),
      search.mail === undefined ? undefined : context.queryClient.ensureQueryData(mailQueryOptions(scope, search.mail)),
    ]).catch(() => undefined);
  },
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
