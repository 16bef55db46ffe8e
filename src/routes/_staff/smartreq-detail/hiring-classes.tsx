import { createFileRoute } from '@tanstack/react-router';
import { HiringClassesScreen } from '../../../features/hiring-classes/hiring-classes-screen.tsx';

export const Route = createFileRoute('/_staff/smartreq-detail/hiring-classes')({
  component: function HiringClassesRoute() {
    const { job_id } = Route.useSearch();
    return job_id === undefined ? null : <HiringClassesScreen jobId={job_id} />;
  },
});
