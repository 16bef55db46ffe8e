/**
 * Matrix rows: career pathways. The pathway report of the candidate's own pathway
 * tracker: the employee, staff who may work on the pathway (the owner: all_pathways_access) and
 * the provider admin read it; the recruiter (requisitions only), the interviewer, another
 * candidate and another company 404. The questionnaire's role questions: only the tracker's owner.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

export const PATHWAY_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /pathway/v1/report/{refId}/',
    what: "the pathway report of the candidate's Team Lead Pathway tracker",
    request: () => ({ url: `/api/pathway/v1/report/${DEMO_TRACKERS.candidatePathway}/?language=fr` }),
    expect: { ...all(404), anonymous: 401, candidate: 200, owner: 200, admin: 200 },
  },
  {
    endpoint: 'GET /user-response/v1/assessment-content/{asmtId}/',
    what: "the career pathways questionnaire asked in the candidate's pathway tracker (the roles of that pathway): its owner only",
    request: () => ({ url: `/api/user-response/v1/assessment-content/5/?ref_id=${DEMO_TRACKERS.candidatePathway}` }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
];
