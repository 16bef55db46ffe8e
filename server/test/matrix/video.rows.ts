/**
 * Matrix rows: video and audio answers. Only the tracker's own candidate reads its video
 * questions, an upload's status or submits; staff read answers by the scorecard's rule
 * (applicationForStaff). The tus byte endpoint itself is covered in server/modules/video/video.test.ts.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** The open requisition's eighth activity, "Video introduction" (job 1's activities are 1-8). */
const VIDEO_ACTIVITY = 8;
/** user_smartreq_id 1: the candidate's application to job 1 (the first tracker the seed makes). */
const CANDIDATE_OPEN_SMARTREQ = 1;
/** Who may work on job 1: the owner, its team's recruiter, the provider admin; candidates 403 (level 2). */
const openRequisition = {
  ...all(404),
  anonymous: 401,
  candidate: 403,
  otherCandidate: 403,
  owner: 200,
  recruiter: 200,
  admin: 200,
};

export const VIDEO_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /user-response/v1/video-questions/job_step_activity/{id}/ref/{ref}/',
    what: "the candidate's video questions (anyone else 404)",
    request: () => ({
      url: `/api/user-response/v1/video-questions/job_step_activity/${VIDEO_ACTIVITY}/ref/${DEMO_TRACKERS.candidateOpen}/`,
    }),
    expect: { ...all(404), anonymous: 401, candidate: 200 },
  },
  {
    endpoint: 'GET /user-response/v1/video-answers/status/{uploadId}/',
    what: 'an upload nobody made: 404 for everyone signed in',
    request: () => ({ url: `/api/user-response/v1/video-answers/status/${'0'.repeat(32)}/` }),
    expect: { ...all(404), anonymous: 401 },
  },
  {
    endpoint: 'POST /user-response/v1/video-answers/submit/',
    what: "submitting the candidate's video activity with no answer yet (the candidate 409, anyone else 404)",
    request: () => ({
      url: '/api/user-response/v1/video-answers/submit/',
      body: { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: VIDEO_ACTIVITY },
    }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'GET /smartreq/v1/video-answers/{userSmartreqId}/',
    what: "the video answers of the candidate's application to the open requisition",
    request: () => ({ url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: openRequisition,
  },
  {
    endpoint: 'GET /smartreq/v1/video-answers/{userSmartreqId}/file/{videoAnswerId}/',
    what: 'a video answer that does not exist: staff who may see the application 404 too (the file itself is in video.test.ts)',
    request: () => ({ url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/file/999999/` }),
    expect: { ...openRequisition, owner: 404, recruiter: 404, admin: 404 },
  },
  {
    endpoint: 'GET /smartreq/v1/video-answers/{userSmartreqId}/download/{videoAnswerId}/',
    what: 'the playable copy of a video answer that does not exist (the copy itself is in video-processing.test.ts)',
    request: () => ({ url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/download/999999/` }),
    expect: { ...openRequisition, owner: 404, recruiter: 404, admin: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/video-answers/{userSmartreqId}/retry/{videoAnswerId}/',
    what: 'a retry of a video answer that does not exist (nothing queued)',
    request: () => ({ url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/retry/999999/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/',
    what: 'the captions of a video answer that does not exist (captions themselves are in video-processing.test.ts)',
    request: () => ({ url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/captions/999999/` }),
    expect: { ...openRequisition, owner: 404, recruiter: 404, admin: 404 },
  },
  {
    endpoint: 'PUT /smartreq/v1/video-answers/{userSmartreqId}/captions/{videoAnswerId}/',
    what: 'captions written for a video answer that does not exist (nothing stored)',
    request: () => ({
      url: `/api/smartreq/v1/video-answers/${CANDIDATE_OPEN_SMARTREQ}/captions/999999/`,
      body: { cues: [{ start_ms: 0, end_ms: 1000, text: 'Hello' }] },
    }),
    passes: 404,
  },
];
