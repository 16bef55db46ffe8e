import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import * as z from 'zod/mini';
import { AccountApplicantsScreen } from '../../features/applicants/applicants-screen.tsx';
import {
  accountListQuery,
  accountListSearchShape,
  nextSearch,
  type ApplicantListSearch,
} from '../../features/applicants/list-search.ts';
import { accountApplicantsQueryOptions } from '../../features/applicants/applicants.queries.ts';

export const Route = createFileRoute('/_staff/applicants')({
  staticData: { access: 'staff' },
  // The account-wide list (seed 001 section 3): page, page_size, ordering, search, job_types, job_ids, assigned_user_ids.
  validateSearch: z.object(accountListSearchShape),
  loaderDeps: ({ search }) => ({ query: accountListQuery(search as ApplicantListSearch) }),
  // The list the URL asks for; the job filter's choices follow its first row, on the page. A failure shows on the page.
  loader: async ({ context, deps }) => {
    const accountId = context.session.user?.roles[0]?.account_id;
    if (accountId === undefined) return;
    await context.queryClient
      .ensureQueryData(accountApplicantsQueryOptions(accountId, deps.query))
      .catch(() => undefined);
  },
  component: function AccountApplicantsRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    const accountId = session.user?.roles[0]?.account_id;
    if (accountId === undefined) {
      return (
        <p role="alert">
          <Trans>
            The account-wide candidate list belongs to company staff. Open a requisition to see its candidates.
          </Trans>
        </p>
      );
    }
    return (
      <AccountApplicantsScreen
        accountId={accountId}
        search={search as ApplicantListSearch}
        onSearchChange={(change) =>
          void navigate({ search: (prev) => nextSearch(prev as ApplicantListSearch, change) })
        }
      />
    );
  },
});
