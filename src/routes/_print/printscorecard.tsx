import { createFileRoute } from '@tanstack/react-router';
import { positiveId, searchOf } from '../-search.ts';
import { ScorecardScreen } from '../../features/scorecard/scorecard-screen.tsx';
import { loadStaffMessages } from '../../lib/i18n.ts';

const scorecardSearch = searchOf({ id: positiveId });

export const Route = createFileRoute('/_print/printscorecard')({
  // id is the application's user_smartreq_id.
  validateSearch: scorecardSearch,
  // A staff screen outside the staff layout: it needs the staff catalog too.
  staticData: { access: 'signed-in', staffMessages: true },
  beforeLoad: () => loadStaffMessages(),
  component: function PrintScorecardRoute() {
    const { id } = Route.useSearch();
    return <ScorecardScreen key={id} userSmartreqId={id} isPrint />;
  },
});
