/** Builder steps after the first need a job: without ?job_id= they send the user to the first step. */
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function RequireJob({ jobId, children }: { jobId: number | undefined; children: (jobId: number) => ReactNode }) {
  if (jobId === undefined) return <Navigate to="/hire/smartreq-builder/job-title" replace />;
  return <>{children(jobId)}</>;
}
