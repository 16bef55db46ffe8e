/** Matrix rows: fit scoring, predictive models, rescoring. */
import { all, type Actor, type MatrixRow } from './matrix-kit.ts';

// Fresh seeded database: job 1 is the open requisition (Demo Company; no team member among the
// actors), job 2 the closed one (the interviewer is on its team). Application 1 is the
// candidate's in job 1. Predictive models 1 (selected) and 2 (a draft) belong to job 1
// (server/demo/demo-scoring.ts).
const JOB = 1;
const TEAM_JOB = 2;
const APPLICATION = 1;
const MODEL = 1;

/** Who may work on job 1: the owner, the recruiter (smartreq_access) and the provider admin. */
const jobOneStaff = (status: number): Record<Actor, number> => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  recruiter: status,
  interviewer: 404,
  otherOwner: 404,
  admin: status,
});

// Attribute 8 is Extraversion; 1 to 7 are Neuroticism and its facets, which no weight may name (D214).
const modelBody = (name: string) => ({ name, intercept: 1.8, weights: [{ attribute_type_id: 8, weight: 0.01 }] });

/** The seeded draft model of job 1 (ids of rows created during the run are not predictable). */
const DRAFT_MODEL = 2;

export const SCORING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/rescore/{jobId}/',
    what: "the open requisition's rescore status",
    request: () => ({ url: `/api/smartreq/v1/rescore/${JOB}/` }),
    expect: jobOneStaff(200),
  },
  {
    endpoint: 'GET /smartreq/v1/rescore/{jobId}/',
    what: "the closed requisition's rescore status: its team member may read it",
    request: () => ({ url: `/api/smartreq/v1/rescore/${TEAM_JOB}/` }),
    expect: { ...jobOneStaff(200), interviewer: 200 },
  },
  {
    endpoint: 'POST /smartreq/v1/rescore/{jobId}/',
    what: 'asking for a rescore of the open requisition (repeatable)',
    request: () => ({ url: `/api/smartreq/v1/rescore/${JOB}/` }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/rescore/application/{userSmartreqId}/',
    what: "rescoring the candidate's application now",
    request: () => ({ url: `/api/smartreq/v1/rescore/application/${APPLICATION}/` }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/predictive-models/{jobId}/',
    what: "the open requisition's models",
    request: () => ({ url: `/api/job/v1/predictive-models/${JOB}/?language=fr` }),
    expect: jobOneStaff(200),
  },
  {
    endpoint: 'POST /job/v1/predictive-models/{jobId}/',
    what: 'a new model on the open requisition',
    request: (ctx) => ({ url: `/api/job/v1/predictive-models/${JOB}/`, body: modelBody(ctx.unique()) }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/predictive-model/{modelId}/',
    what: 'the demo model',
    request: () => ({ url: `/api/job/v1/predictive-model/${MODEL}/` }),
    expect: jobOneStaff(200),
  },
  {
    endpoint: 'PUT /job/v1/predictive-model/{modelId}/',
    what: 'saving the demo model (the same values each time)',
    request: () => ({
      url: `/api/job/v1/predictive-model/${MODEL}/`,
      body: modelBody('Customer satisfaction (CSAT) model'),
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/predictive-model/{modelId}/select/',
    what: 'selecting the demo model (already selected: repeatable)',
    request: () => ({ url: `/api/job/v1/predictive-model/${MODEL}/select/`, body: {} }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/predictive-model/{modelId}/select/',
    what: 'selecting the demo model for job 1 named as the requisition (its own model: repeatable)',
    request: () => ({ url: `/api/job/v1/predictive-model/${MODEL}/select/`, body: { job_id: JOB } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/predictive-model/{modelId}/',
    what: 'deleting the seeded draft model: the owner deletes it, so it is gone for those after',
    request: () => ({ url: `/api/job/v1/predictive-model/${DRAFT_MODEL}/` }),
    passes: 404,
    except: { owner: 200 },
  },
];
