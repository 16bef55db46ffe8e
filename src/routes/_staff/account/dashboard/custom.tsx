import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CustomDashboardScreen } from '../../../../features/dashboards/custom-dashboard.tsx';
import { EmbeddedDashboard } from '../../../../features/dashboards/embedded-dashboard.tsx';
import { companyBiEmbedsQuery } from '../../../../features/dashboards/bi-embeds.queries.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { carriedSearch, type DashboardSearch } from '../../../../features/dashboards/dashboard-search.ts';
import { useDashboardScope, loadDashboard } from './-dashboard-scope.ts';
import { customDashboardQuery, customDashboardsQuery } from '../../../../features/dashboards/dashboards.queries.ts';

const layout = getRouteApi('/_staff/account/dashboard');

/** dId (seed 002 section 2.1) selects the custom dashboard, eId an embedded BI dashboard (D235); the layout's search reads them. */
export const Route = createFileRoute('/_staff/account/dashboard/custom')({
  staticData: { access: 'company-dashboard' },
  loaderDeps: ({ search }) => ({ dId: search.dId, eId: search.eId }),
  // The company's custom dashboards and the one open; each chart reads its own report as it renders.
  loader: ({ context, deps }) =>
    loadDashboard(context, (accountId) =>
      Promise.all([
        context.queryClient.ensureQueryData(customDashboardsQuery(accountId)),
        deps.dId === undefined ? undefined : context.queryClient.ensureQueryData(customDashboardQuery(deps.dId)),
        deps.eId === undefined ? undefined : context.queryClient.ensureQueryData(companyBiEmbedsQuery(accountId)),
      ]),
    ),
  component: function CustomDashboardRoute() {
    const { accountId, filter, employees } = useDashboardScope();
    const search = layout.useSearch();
    const navigate = Route.useNavigate();
    const kept = carriedSearch(search);
    if (search.eId !== undefined) return <EmbeddedFromMenu accountId={accountId} embedId={search.eId} />;
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

/** The embedded dashboard the menu chose, by the list the loader ensured (a removed one says so). */
function EmbeddedFromMenu({ accountId, embedId }: { accountId: number; embedId: number }) {
  const embedded = useSuspenseQuery(companyBiEmbedsQuery(accountId));
  const embed = embedded.data.find((e) => e.embed_id === embedId);
  return embed ? (
    <EmbeddedDashboard
      key={embed.embed_id}
      target={{ kind: 'account', accountId }}
      embedId={embed.embed_id}
      name={embed.name}
    />
  ) : (
    <p role="status">
      <Trans>This embedded dashboard no longer exists.</Trans>
    </p>
  );
}
