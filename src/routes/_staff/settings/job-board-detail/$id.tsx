import { createFileRoute } from '@tanstack/react-router';
import { JobBoardDetail } from '../../../../features/job-boards/job-board-detail.tsx';
import { positiveId } from '../../../-search.ts';
import { boardQuery } from '../../../../features/job-boards/job-boards.queries.ts';
import { distributionQuery } from '../../../../features/job-boards/job-distribution.queries.ts';

export const Route = createFileRoute('/_staff/settings/job-board-detail/$id')({
  staticData: { access: 'company-settings' },
  loader: ({ context, params }) => {
    const boardId = positiveId(params.id);
    // A failed read (an unknown board) is the screen's to say, as before the loader.
    if (boardId !== undefined)
      return Promise.all([
        context.queryClient.ensureQueryData(boardQuery(boardId)),
        context.queryClient.ensureQueryData(distributionQuery(boardId)),
      ]).catch(() => undefined);
  },
  component: function JobBoardDetailRoute() {
    return <JobBoardDetail boardId={positiveId(Route.useParams().id)} />;
  },
});
