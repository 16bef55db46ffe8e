import { createFileRoute } from '@tanstack/react-router';
import { optionalText, searchOf } from '../../../-search.ts';
import { trackersQueryOptions } from '../../../../features/candidate/progress.queries.ts';
import { PathwayReportScreen } from '../../../../features/pathways/pathway-report-screen.tsx';
import { pathwayReportMetadataAtom } from '../../../../features/pathways/pathway-report.atoms.ts';
import { pathwayTarget } from '../../../../features/pathways/pathway-target.ts';
import { store } from '../../../../lib/store.ts';
import { isOffline } from '../../../../lib/is-offline.ts';

const reportSearch = searchOf({ refId: optionalText });

export const Route = createFileRoute('/_applicant/user/pathways/report')({
  staticData: { access: 'signed-in' },
  // ?refId= picks a pathway tracker; without it, the pathway /user/progress opened last (pathwayReportMetadata).
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => ({ refId: search.refId === undefined ? undefined : String(search.refId) }),
  loader: async ({ context, deps }) => {
    const options = trackersQueryOptions(context.session.user!.user_id);
    // Offline, the persisted list decides; online, a fresh one (or the cache if the fetch fails).
    const online = !isOffline();
    const trackers = online
      ? await context.queryClient.fetchQuery(options).catch(() => context.queryClient.getQueryData(options.queryKey))
      : context.queryClient.getQueryData(options.queryKey);
    return { target: pathwayTarget(trackers ?? [], store.get(pathwayReportMetadataAtom), deps.refId) };
  },
  component: function PathwayReportRoute() {
    const { target } = Route.useLoaderData();
    return <PathwayReportScreen target={target} />;
  },
});
