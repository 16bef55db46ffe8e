import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchOf } from '../-search.ts';
import { CompareScreen } from '../../features/applicants/compare-screen.tsx';
import { isCompareList, multiCompareQueryOptions } from '../../features/applicants/applicants.queries.ts';

const compareSearch = searchOf({ ids: optionalText });

export const Route = createFileRoute('/_staff/applicants-multi-compare')({
  staticData: { access: 'staff' },
  // ids: user_smartreq_ids, comma-separated (one id alone arrives as a number).
  validateSearch: compareSearch,
  loaderDeps: ({ search }) => ({ ids: search.ids === undefined ? undefined : String(search.ids) }),
  // A failure shows on the page (the query keeps the error).
  loader: async ({ context, deps }) => {
    if (!isCompareList(deps.ids)) return;
    await context.queryClient.ensureQueryData(multiCompareQueryOptions(deps.ids)).catch(() => undefined);
  },
  component: function CompareRoute() {
    const { ids } = Route.useSearch();
    return <CompareScreen ids={ids === undefined ? undefined : String(ids)} />;
  },
});
