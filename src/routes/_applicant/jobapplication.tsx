import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { optionalText, searchOf } from '../-search.ts';
import { noteActivityCompleted } from '../../features/candidate/progress.queries.ts';
import { ApplicationFormScreen } from '../../features/profile/application-form-screen.tsx';
import { applicationFormQueryOptions } from '../../features/profile/profile.queries.ts';
import { NotFoundScreen } from '../../features/layout/not-found-screen.tsx';

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
const activityIdOf = (value: string | number | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const applicationSearch = searchOf({ jobUuid: optionalText, refId: optionalText, activityId: optionalText });

/** The application form (or resume) activity of one tracker: refId and activityId name it. */
export const Route = createFileRoute('/_applicant/jobapplication')({
  staticData: { isActivity: true },
  validateSearch: applicationSearch,
  loaderDeps: ({ search }) => ({ refId: text(search.refId), activityId: activityIdOf(search.activityId) }),
  loader: async ({ context, deps }) => {
    if (!deps.refId || !deps.activityId) return;
    try {
      await context.queryClient.ensureQueryData(applicationFormQueryOptions(deps.refId, deps.activityId));
    } catch {
      // The screen shows the failure from the query's error state.
    }
  },
  component: function JobApplicationRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const refId = text(search.refId);
    const activityId = activityIdOf(search.activityId);
    const jobUuid = text(search.jobUuid);
    const onSubmitted = useCallback(() => {
      if (refId && activityId) void noteActivityCompleted(queryClient, refId, activityId);
      void navigate({ to: '/user/progress-tracker', search: { jobUuid, refId } });
    }, [queryClient, navigate, jobUuid, refId, activityId]);
    if (!refId || !activityId) return <NotFoundScreen />;
    return (
      <ApplicationFormScreen
        userId={session.user!.user_id}
        refId={refId}
        activityId={activityId}
        jobUuid={jobUuid}
        onSubmitted={onSubmitted}
      />
    );
  },
});
