/**
 * Matrix rows: files attached to screening questions. Only the application's candidate
 * attaches one; the bytes are read by the candidate, a provider admin and staff who may work on
 * the job (the read rule itself, with a real file, is in screening-files.test.ts).
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { all, type MatrixRow } from './matrix-kit.ts';

/** Job 1's Screening questions; the seed's ninth question (q9) is its file question "Cover letter". */
const QUESTIONS_ACTIVITY_ID = 5;
const FILE_ITEM = 'q9';
const FILE_ID = 'c0000000-0000-4000-8000-000000000021';

export const SCREENING_FILE_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/screening-files/{fileId}/',
    what: "a file for the candidate's file question, without a file (the candidate 400, anyone else 404 before the body is read)",
    request: () => ({
      url: `/api/user-response/v1/screening-files/${FILE_ID}/?ref_id=${DEMO_TRACKERS.candidateOpen}&job_step_activity_id=${QUESTIONS_ACTIVITY_ID}&item_id=${FILE_ITEM}`,
      body: {},
    }),
    passes: 404,
    except: { candidate: 400 },
  },
  {
    endpoint: 'GET /user-response/v1/screening-files/{fileId}/',
    what: 'a file nobody attached: 404 for everyone signed in',
    request: () => ({ url: `/api/user-response/v1/screening-files/${FILE_ID}/` }),
    expect: { ...all(404), anonymous: 401 },
  },
];
