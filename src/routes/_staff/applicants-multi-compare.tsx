import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalText } from '../-search.ts';
import { CompareScreen } from '../../features/applicants/compare-screen.tsx';

export const Route = createFileRoute('/_staff/applicants-multi-compare')({
  // ids: user_smartreq_ids, comma-separated (one id alone arrives as a number).
  validateSearch: z.object({ ids: optionalText }),
  component: function CompareRoute() {
    const { ids } = Route.useSearch();
    return <CompareScreen ids={ids === undefined ? undefined : String(ids)} />;
  },
});
