/**
 * Matrix rows: the camera check by consent (D455). Only the tracker's own candidate answers it and
 * sends photos (anyone else 404); staff who may work on the job read the answers, and open a photo
 * only with the private-data permission (the recruiter holds none: 403). What the rows hold is in
 * server/modules/camera-check/camera-check.test.ts. The rows run in order: the consent first.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { job1, type MatrixRow } from './matrix-kit.ts';
import { JPEG } from '../still-jpeg.ts';

/** The open requisition's sixth activity, the typing test (authorization-matrix.ts says why 6). */
const TYPING_ACTIVITY = 6;
/** user_smartreq_id 1: the candidate's application to job 1. */
const CANDIDATE_OPEN_SMARTREQ = 1;
const STILL_ID = 'c0000000-0000-4000-8000-000000000455';
/** A real photo: the server keeps only a well-formed JPEG (D468). */
const JPEG_BASE64 = JPEG.toString('base64');

export const CAMERA_CHECK_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/camera-consent/',
    what: "the candidate's consent to the camera check of their typing test (anyone else 404)",
    request: () => ({
      url: '/api/user-response/v1/camera-consent/',
      body: {
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: TYPING_ACTIVITY,
        consent: 'given',
        decided_at: '2026-12-01T10:00:00Z',
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'POST /user-response/v1/camera-stills/',
    what: "a photo of the candidate's typing test, taken with their consent (the same again is kept once; anyone else 404)",
    request: () => ({
      url: '/api/user-response/v1/camera-stills/',
      body: {
        still_id: STILL_ID,
        ref_id: DEMO_TRACKERS.candidateOpen,
        job_step_activity_id: TYPING_ACTIVITY,
        moment: 'start',
        taken_at: '2026-12-01T10:00:05Z',
        image: JPEG_BASE64,
      },
    }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/camera-checks/{userSmartreqId}/',
    what: "the camera check of the candidate's timed tests on the open requisition, without images",
    request: () => ({ url: `/api/smartreq/v1/camera-checks/${CANDIDATE_OPEN_SMARTREQ}/` }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/camera-checks/{userSmartreqId}/stills/{stillId}/',
    what: "one photo of the candidate's camera check: the private-data permission too (the recruiter holds none)",
    request: () => ({ url: `/api/smartreq/v1/camera-checks/${CANDIDATE_OPEN_SMARTREQ}/stills/${STILL_ID}/` }),
    expect: { ...job1(200), recruiter: 403 },
  },
];
