import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noteActivityCompleted } from '../../../features/candidate/progress.queries.ts';
import { EeocScreen } from '../../../features/eeoc/eeoc-screen.tsx';
import { ScreeningScreen } from '../../../features/screening-questions/screening-screen.tsx';
import { activitySearch as questionsActivitySearch } from './-activity-search.ts';
import { loadQuestionsActivity } from './-custom-questions-activity.ts';

/** A company's screening questions, or the voluntary equal-opportunity questions, of one tracker activity. */
export const Route = createFileRoute('/_applicant/user/custom-assessment-questions')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: questionsActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadQuestionsActivity(context.queryClient, context.session.user!.user_id, deps),
  component: function CustomAssessmentQuestionsRoute() {
    const activity = Route.useLoaderData();
    const queryClient = useQueryClient();
    const onSubmitted = useCallback(
      () => void noteActivityCompleted(queryClient, activity.refId, activity.activityId),
      [queryClient, activity.refId, activity.activityId],
    );
    return activity.kind === 'eeoc' ? (
      <EeocScreen activity={activity} onSubmitted={onSubmitted} />
    ) : (
      <ScreeningScreen activity={activity} onSubmitted={onSubmitted} />
    );
  },
});
