import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CustomDashboardScreen } from '../../../../features/dashboards/custom-dashboard.tsx';
import { carriedSearch, type DashboardSearch } from '../../../../features/dashboards/dashboard-search.ts';
import { useDashboardScope, loadDashboard } from './-dashboard-scope.ts';
import { customDashboardQuery, customDashboardsQuery } from '../../../../features/dashboards/dashboards.queries.ts';

const layout = getRouteApi('/_staff/account/dashboard');

/** dId (seed 002 section 2.1) selects the custom dashboard; the layout's search reads it. */
export const Route = createFileRoute('/_staff/account/dashboard/custom')({
  loaderDeps: ({ search }) => ({ dId: search.dId }),
  // The company's custom dashboards and the one open; each chart reads its own report as it renders.
  loader: ({ context, deps }) =>
    loadDashboard(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(customDashboardsQuery(accountId)),
        deps.dId === undefined ? undefined : context.queryClient.ensureQueryData(customDashboardQuery(deps.dId)),
      ]),
    ),
  component: function CustomDashboardRoute() {
    const { accountId, filter, employees } = useDashboardScope();
    const search = layout.useSearch();
    const navigate = Route.useNavigate();
    const kept = carriedSearch(search);
    return (
      <CustomDashboardScreen
        key={search.dId ?? 'list'}
        accountId={accountId}
        dId={search.dId}
        filter={filter}
        employees={employees}
        search={kept}
        onOpen={(dId) =>
          void navigate({ search: (): DashboardSearch => (dId === undefined ? kept : { ...kept, dId }) })
        }
      />
    );
  },
});
