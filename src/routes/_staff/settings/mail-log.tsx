import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MailLogScreen } from '../../../features/mail-log/mail-log-screen.tsx';
import {
  companyMailLogSearchShape,
  nextMailLogSearch,
  type MailLogSearch,
} from '../../../features/mail-log/mail-log-search.ts';
import {
  mailLogQueryOptions,
  mailQueryOptions,
  type MailLogScope,
} from '../../../features/mail-log/mail-log.queries.ts';
import { mailLogQuery } from '../../../features/mail-log/mail-log-search.ts';

/** Company settings access or provider admin (declared on the route below); the server keeps each company to its own mail. */
export const Route = createFileRoute('/_staff/settings/mail-log')({
  staticData: { access: 'company-settings' },
  validateSearch: z.object(companyMailLogSearchShape),
  loaderDeps: ({ search }) => ({ search: search as MailLogSearch }),
  // Every filter is in the URL: the list (and the open message) the page shows. A failed read is the page's to show.
  loader: ({ context, deps: { search } }) => {
    const scope: MailLogScope = { kind: 'company', accountId: context.session.accountId };
    return Promise.all([
      context.queryClient.ensureQueryData(mailLogQueryOptions(scope, mailLogQuery(search))),
      search.mail === undefined ? undefined : context.queryClient.ensureQueryData(mailQueryOptions(scope, search.mail)),
    ]).catch(() => undefined);
  },
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
