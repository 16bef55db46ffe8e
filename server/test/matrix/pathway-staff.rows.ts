/**
 * Matrix rows: the pathway staff screens. Pathway roles (job 3, the demo pathway;
 * roles 1-3 are its seeded roles, which employees have answered about): staff who may work on the
 * pathway (the owner: all_pathways_access) and the provider admin; the recruiter (requisitions
 * only), the interviewer and another company 404; candidates 403 (auth level 2). Vendors: the
 * company's owner (company_settings_access) and the provider admin; the company's staff without
 * the flag 403; another company's owner 404 for Demo Company and sees only their own in the list.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

/** The demo pathway's job_id (the seed's third job). */
const PATHWAY_JOB = 3;
/** A library attribute every company may weigh (the first library attribute type). */
const LIBRARY_ATTRIBUTE = 1;
const pathwayStaff = { ...all(404), anonymous: 401, candidate: 403, otherCandidate: 403, owner: 200, admin: 200 };

export const PATHWAY_STAFF_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /pathway/v1/jobs/{jobId}/',
    what: "the demo pathway's roles and weights",
    request: () => ({ url: `/api/pathway/v1/jobs/${PATHWAY_JOB}/?language=es` }),
    expect: pathwayStaff,
  },
  {
    endpoint: 'POST /pathway/v1/jobs/{jobId}/',
    what: 'adding a role to the demo pathway (a new name each time)',
    request: (ctx) => ({
      url: `/api/pathway/v1/jobs/${PATHWAY_JOB}/`,
      body: {
        title: `Role ${ctx.unique()}`,
        description: '',
        attributes: [{ attribute_type_id: LIBRARY_ATTRIBUTE, weight: 5 }],
      },
    }),
    passes: 404,
    except: { owner: 200, admin: 200 },
  },
  {
    endpoint: 'PUT /pathway/v1/jobs/{jobId}/{pathwayJobId}/',
    what: "replacing the seeded Support Operations Manager role's weights",
    request: () => ({
      url: `/api/pathway/v1/jobs/${PATHWAY_JOB}/3/`,
      body: {
        title: 'Support Operations Manager',
        description: 'Runs support operations across teams and sites.',
        attributes: [{ attribute_type_id: LIBRARY_ATTRIBUTE, weight: 3 }],
      },
    }),
    passes: 404,
    except: { owner: 200, admin: 200 },
  },
  {
    endpoint: 'PUT /pathway/v1/jobs/{jobId}/{pathwayJobId}/archive/',
    what: 'restoring a role that is not archived (no change)',
    request: () => ({ url: `/api/pathway/v1/jobs/${PATHWAY_JOB}/3/archive/`, body: { archived: false } }),
    passes: 404,
    except: { owner: 200, admin: 200 },
  },
  {
    endpoint: 'DELETE /pathway/v1/jobs/{jobId}/{pathwayJobId}/',
    what: 'deleting a seeded role employees answered about: 409 (archive it instead) for those who may, 404 for other staff',
    request: () => ({ url: `/api/pathway/v1/jobs/${PATHWAY_JOB}/1/` }),
    passes: 404,
    except: { owner: 409, admin: 409 },
  },
  {
    endpoint: 'GET /integration/v1/account-vendors/',
    what: 'the companies the viewer manages with their vendors (another owner: their own company only)',
    request: () => ({ url: '/api/integration/v1/account-vendors/' }),
    expect: { ...all(403), anonymous: 401, owner: 200, otherOwner: 200, admin: 200 },
  },
  {
    endpoint: 'PUT /integration/v1/account-vendors/{accountId}/{vendorId}/',
    what: 'turning the language test (vendor 1) on for Demo Company (already on: no change)',
    request: (ctx) => ({ url: `/api/integration/v1/account-vendors/${ctx.demoAccountId}/1/`, body: { enabled: true } }),
    passes: 200,
  },
];
