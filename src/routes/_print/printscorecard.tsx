import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ScorecardScreen } from '../../features/scorecard/scorecard-screen.tsx';
import { loadStaffMessages } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_print/printscorecard')({
  // id is the application's user_smartreq_id.
  validateSearch: z.object({ id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))), undefined) }),
  // A staff screen outside the staff layout: it needs the staff catalog too.
  staticData: { staffMessages: true },
  beforeLoad: () => loadStaffMessages(),
  component: function PrintScorecardRoute() {
    const { id } = Route.useSearch();
    return <ScorecardScreen key={id} userSmartreqId={id} isPrint />;
  },
});
