import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchOf } from '../../-search.ts';
import { ScorecardScreen } from '../../../features/scorecard/scorecard-screen.tsx';
import {
  commentsQueryOptions,
  historyQueryOptions,
  scorecardQueryOptions,
} from '../../../features/scorecard/scorecard.queries.ts';
import { documentsQueryOptions } from '../../../features/scorecard/documents.queries.ts';
import { InterviewSchedulingPanel } from '../../../features/interview-scheduling/interview-scheduling-panel.tsx';
import { OfferPanel } from '../../../features/staff-offers/offer-panel.tsx';
import { OwnInterviewsPanel } from '../../../features/application-interviews/own-interviews-panel.tsx';
import { applicationInterviewsQueryOptions } from '../../../features/interview-scheduling/scheduling.queries.ts';
import { applicationOffersQueryOptions } from '../../../features/staff-offers/staff-offers.queries.ts';

/** The path's id is the application's user_smartreq_id; anything else is treated as missing. */
function applicationId(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}

const applicantSearch = searchOf({ sc: optionalText, id: optionalText, list: optionalText, back: optionalText });

export const Route = createFileRoute('/_staff/smartreq-detail-applicant/{-$id}')({
  staticData: { access: 'smartreqs' },
  // Scorecard link after single sign-on: sc is the scorecard, id the user. list: the order of the
  // applicant list it was opened from (features/scorecard/list-navigation.ts).
  validateSearch: applicantSearch,
  loader: async ({ context, params }) => {
    const id = applicationId(params.id);
    if (id === undefined) return;
    // The scorecard with its documents, comments and history, and the interviews and offers panels
    // beside it. The screen, its sections and the panels show a failure from their queries' error state.
    await Promise.all([
      context.queryClient.ensureQueryData(scorecardQueryOptions(id)),
      context.queryClient.ensureQueryData(documentsQueryOptions(id)),
      context.queryClient.ensureQueryData(commentsQueryOptions(id)),
      context.queryClient.ensureQueryData(historyQueryOptions(id)),
      context.queryClient.ensureQueryData(applicationInterviewsQueryOptions(id)),
      context.queryClient.ensureQueryData(applicationOffersQueryOptions(id)),
    ]).catch(() => undefined);
  },
  component: function ScorecardRoute() {
    const { id } = Route.useParams();
    const { list, back } = Route.useSearch();
    const { session } = Route.useRouteContext();
    const userSmartreqId = applicationId(id);
    return (
      <>
        <ScorecardScreen
          key={userSmartreqId}
          userSmartreqId={userSmartreqId}
          list={list}
          back={back}
          user={session.user}
        />
        {userSmartreqId !== undefined && (
          <InterviewSchedulingPanel key={`interviews-${userSmartreqId}`} userSmartreqId={userSmartreqId} />
        )}
        {userSmartreqId !== undefined && (
          <OwnInterviewsPanel key={`own-interviews-${userSmartreqId}`} userSmartreqId={userSmartreqId} />
        )}
        {userSmartreqId !== undefined && (
          <OfferPanel key={`offers-${userSmartreqId}`} userSmartreqId={userSmartreqId} />
        )}
      </>
    );
  },
});
