import { createFileRoute } from '@tanstack/react-router';
import { JobBoardDetail } from '../../../../features/job-boards/job-board-detail.tsx';
import { positiveId } from '../../../-search.ts';

export const Route = createFileRoute('/_staff/settings/job-board-detail/$id')({
  component: function JobBoardDetailRoute() {
    return <JobBoardDetail boardId={positiveId(Route.useParams().id)} />;
  },
});
