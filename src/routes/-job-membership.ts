/**
 * Requisition, pathway and job profile pages also open to members of their team (seed 001 section 6). The
 * session does not list memberships, so when the role alone says no, the guard asks the server
 * for the page's job or applicant: an answer means the viewer is on the team (the server applies
 * the same rule, server/modules/job/job-access.ts), a refusal means not.
 */
import { call } from '../lib/api-client.ts';
import { getJobProfile } from '../lib/api/job-profiles.ts';
import { listPathwayRoles } from '../lib/api/pathway-roles.ts';
import { getPathwayReport } from '../lib/api/pathway.ts';
import { getScorecard } from '../lib/api/scorecard.ts';
import { getRequisitionDetail } from '../lib/api/smartreq.ts';

const positiveId = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export async function isJobMemberFor(pathname: string, search: Record<string, unknown>): Promise<boolean> {
  try {
    const applicant = /^\/smartreq-detail-applicant\/([^/]+)/.exec(pathname);
    if (applicant) {
      const userSmartreqId = positiveId(applicant[1]);
      if (userSmartreqId === undefined) return false;
      await call(getScorecard, { params: { userSmartreqId } });
      return true;
    }
    if (pathname === '/smartreq-detail' || pathname.startsWith('/smartreq-detail/')) {
      const jobId = positiveId(search.job_id);
      if (jobId === undefined) return false;
      await call(getRequisitionDetail, { params: { jobId } });
      return true;
    }
    // A job profile's pages: its team may open them too (D129; the server answers only those who may work on it).
    if (pathname === '/jobdetails' || pathname.startsWith('/jobdetails/')) {
      const jobId = positiveId(search.job_id);
      if (jobId === undefined) return false;
      await call(getJobProfile, { params: { jobId } });
      return true;
    }
    // A pathway's pages: its team may open them too (the server answers only those who may work on it).
    if (pathname === '/pathway/report') {
      const refId = typeof search.refId === 'string' ? search.refId : undefined;
      if (!refId) return false;
      await call(getPathwayReport, { params: { refId } });
      return true;
    }
    if (pathname.startsWith('/pathway/')) {
      const jobId = positiveId(search.job_id);
      if (jobId === undefined) return false;
      await call(listPathwayRoles, { params: { jobId } });
      return true;
    }
  } catch {
    return false;
  }
  return false;
}
