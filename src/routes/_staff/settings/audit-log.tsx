import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AuditLogScreen } from '../../../features/audit-log/audit-log-screen.tsx';
import {
  auditLogQuery,
  auditLogSearchShape,
  nextAuditLogSearch,
  type AuditLogSearch,
} from '../../../features/audit-log/audit-log-search.ts';
import { auditLogQueryOptions } from '../../../features/audit-log/audit-log.queries.ts';

/** Company settings access or provider admin (declared on the route below); the server keeps each company to its own entries. */
export const Route = createFileRoute('/_staff/settings/audit-log')({
  staticData: { access: 'company-settings' },
  validateSearch: z.object(auditLogSearchShape),
  loaderDeps: ({ search }) => ({ search: search as AuditLogSearch }),
  // A failed read is the page's to show.
  loader: ({ context, deps: { search } }) =>
    context.queryClient
      .ensureQueryData(auditLogQueryOptions(auditLogQuery(search, context.session.accountId)))
      .catch(() => undefined),
  component: function AuditLogRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch() as AuditLogSearch;
    const navigate = Route.useNavigate();
    return (
      <AuditLogScreen
        accountId={session.accountId}
        search={search}
        onSearchChange={(change) =>
          void navigate({ search: (prev) => nextAuditLogSearch(prev as AuditLogSearch, change) })
        }
      />
    );
  },
});
