import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchOf } from '../../-search.ts';
import { TrackerScreen } from '../../../features/candidate/tracker-screen.tsx';
import { trackerQueryOptions, trackersQueryOptions } from '../../../features/candidate/progress.queries.ts';
import { selectTracker } from '../../../features/candidate/select-tracker.ts';
import { candidateKindOf, KIND_BUILT_IN_TITLES } from '../../../kinds/candidate.ts';
import { kindLabelOf } from '../../../kinds/labels.ts';
import { isOffline } from '../../../lib/is-offline.ts';

const trackerSearch = searchOf({ jobUuid: optionalText, refId: optionalText });

export const Route = createFileRoute('/_applicant/user/progress-tracker')({
  staticData: { access: 'signed-in' },
  // jobUuid selects that job's newest tracker (seed 000 section 2.4); refId, our addition, an exact one.
  validateSearch: trackerSearch,
  loaderDeps: ({ search }) => ({ jobUuid: search.jobUuid, refId: search.refId }),
  loader: async ({ context, deps }) => {
    const userId = context.session.user!.user_id;
    // Offline, only what this device kept: a fetch would pause until the network returns and hold
    // the page blank (stop 54's CI); the screen says what it cannot show.
    if (isOffline()) return;
    try {
      const trackers = await context.queryClient.ensureQueryData(trackersQueryOptions(userId));
      const selected = selectTracker(trackers, { jobUuid: text(deps.jobUuid), refId: text(deps.refId) });
      if (selected) await context.queryClient.ensureQueryData(trackerQueryOptions(selected.ref_id));
    } catch {
      // The screen shows the failure from the query's error state.
    }
  },
  component: function ProgressTrackerRoute() {
    const { session } = Route.useRouteContext();
    const search = Route.useSearch();
    return (
      <TrackerScreen
        userId={session.user!.user_id}
        kindOf={candidateKindOf}
        titles={KIND_BUILT_IN_TITLES}
        kindLabelOf={kindLabelOf}
        jobUuid={text(search.jobUuid)}
        refId={text(search.refId)}
      />
    );
  },
});

function text(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}
