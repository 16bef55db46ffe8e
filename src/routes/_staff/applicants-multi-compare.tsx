import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchOf } from '../-search.ts';
import { CompareScreen } from '../../features/applicants/compare-screen.tsx';

const compareSearch = searchOf({ ids: optionalText });

export const Route = createFileRoute('/_staff/applicants-multi-compare')({
  // ids: user_smartreq_ids, comma-separated (one id alone arrives as a number).
  validateSearch: compareSearch,
  component: function CompareRoute() {
    const { ids } = Route.useSearch();
    return <CompareScreen ids={ids === undefined ? undefined : String(ids)} />;
  },
});
