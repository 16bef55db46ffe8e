import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { optionalText, searchOf } from '../-search.ts';
import { noteActivityCompleted } from '../../features/candidate/progress.queries.ts';
import { ApplicationFormScreen } from '../../features/profile/application-form-screen.tsx';
import { applicationFormQueryOptions } from '../../features/profile/profile.queries.ts';
import { NotFoundScreen } from '../../features/layout/not-found-screen.tsx';
import { readQuery } from './user/-activity-guard.ts';

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
const activityIdOf = (value: string | number | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const applicationSearch = searchOf({ jobUuid: optionalText, refId: optionalText, activityId: optionalText });

/** The application form (or resume) activity of one tracker: refId and activityId name it. */
export const Route = createFileRoute('/_applicant/jobapplication')({
  staticData: { access: 'signed-in', isActivity: true },
  validateSearch: applicationSearch,
  loaderDeps: ({ search }) => ({ refId: text(search.refId), activityId: activityIdOf(search.activityId) }),
  loader: async ({ context, deps }) => {
    if (!deps.refId || !deps.activityId) return;
    // Offline the persisted copy (a fetch would pause until the network returns, and the page with
    // it: offline, a blank page); online a fresh one, since a persisted copy may predate a submission.
    // A failure, or no copy on this device, shows from the query's state on the screen.
    await readQuery(context.queryClient, { ...applicationFormQueryOptions(deps.refId, deps.activityId), staleTime: 0 });
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
