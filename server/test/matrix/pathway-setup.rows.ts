/**
 * Matrix rows: pathways you can create and run (contracts/pathway-setup.ts). The list is any
 * staff's (scoped by the server), another company's owner 404 for Demo Company; creating needs
 * all_pathways_access (the owner, the provider admin). A pathway's own endpoints (job 3, the demo
 * pathway): the owner and the provider admin; the company's staff without the flag and not on its
 * team (recruiter, interviewer) 403; another company 404 (D130). Writes either change nothing
 * (the same details, the owner added to the team they may already work on) or are refused edits
 * (an unknown team member, employee or participant), so no row changes what another row sees.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

/** The demo pathway's job_id (the seed's third job). */
const PATHWAY_JOB = 3;
const candidates = { anonymous: 401, candidate: 403, otherCandidate: 403 };
const listing = { ...all(200), ...candidates, otherOwner: 404 };
const pathway = (status: number) => ({ ...all(403), ...candidates, otherOwner: 404, owner: status, admin: status });
const base = `/api/pathway/v1`;

export const PATHWAY_SETUP_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /pathway/v1/account/{accountId}/pathways/',
    what: "Demo Company's pathways (each actor sees what they may)",
    request: (ctx) => ({ url: `${base}/account/${ctx.demoAccountId}/pathways/?ordering=-created_at&search=lead` }),
    expect: listing,
  },
  {
    endpoint: 'POST /pathway/v1/account/{accountId}/pathways/',
    what: 'creating a pathway in Demo Company',
    request: (ctx) => ({
      url: `${base}/account/${ctx.demoAccountId}/pathways/`,
      body: { title: `Matrix pathway ${ctx.unique()}`, description: '' },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /pathway/v1/setup/{jobId}/',
    what: "the demo pathway's details",
    request: () => ({ url: `${base}/setup/${PATHWAY_JOB}/` }),
    expect: pathway(200),
  },
  {
    endpoint: 'PUT /pathway/v1/setup/{jobId}/',
    what: "the demo pathway's details, unchanged",
    request: () => ({
      url: `${base}/setup/${PATHWAY_JOB}/`,
      body: { title: 'Team Lead Pathway', description: '', invite_message: '' },
    }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /pathway/v1/setup/{jobId}/',
    what: 'deleting a pathway that does not exist',
    request: () => ({ url: `${base}/setup/999999/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /pathway/v1/team/{jobId}/',
    what: "the demo pathway's team",
    request: () => ({ url: `${base}/team/${PATHWAY_JOB}/` }),
    expect: pathway(200),
  },
  {
    endpoint: 'POST /pathway/v1/team/{jobId}/',
    what: "adding the company's owner to the demo pathway's team",
    request: () => ({ url: `${base}/team/${PATHWAY_JOB}/`, body: { email: 'owner@demo-company.test' } }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /pathway/v1/team/{jobId}/{jobTeamId}/',
    what: 'removing a team member the demo pathway does not have',
    request: () => ({ url: `${base}/team/${PATHWAY_JOB}/999999/` }),
    passes: 404,
    except: { recruiter: 403, interviewer: 403 },
  },
  {
    endpoint: 'GET /pathway/v1/participants/{jobId}/',
    what: "the demo pathway's participants",
    request: () => ({
      url: `${base}/participants/${PATHWAY_JOB}/?search=li&ordering=-pct_complete&page=1&page_size=10`,
    }),
    expect: pathway(200),
  },
  {
    endpoint: 'GET /pathway/v1/participants/{jobId}/employees/',
    what: 'employees the participant picker offers',
    request: () => ({ url: `${base}/participants/${PATHWAY_JOB}/employees/?search=a` }),
    expect: pathway(200),
  },
  {
    endpoint: 'POST /pathway/v1/participants/{jobId}/',
    what: 'adding an employee the company does not have',
    request: () => ({
      url: `${base}/participants/${PATHWAY_JOB}/`,
      body: { employee_ids: [999999], supervisor_email: 'boss@demo-company.test' },
    }),
    passes: 404,
    except: { recruiter: 403, interviewer: 403 },
  },
  {
    endpoint: 'DELETE /pathway/v1/participants/{jobId}/{refId}/',
    what: 'removing a participant the demo pathway does not have',
    request: () => ({ url: `${base}/participants/${PATHWAY_JOB}/00000000-0000-4000-8000-00000000ffff/` }),
    passes: 404,
    except: { recruiter: 403, interviewer: 403 },
  },
];
