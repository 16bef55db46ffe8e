/** Matrix rows: applicant lists, bulk actions, export, multi-compare. */
import { demoApplicantRefId } from '../../db/seed/demo-applicants.ts';
import { all, type Actor, type MatrixRow } from './matrix-kit.ts';

/** Who may work on the open requisition (job 1): the owner, its team's recruiter, the provider admin. */
const openRequisition: Record<Actor, number> = {
  ...all(403),
  anonymous: 401,
  owner: 200,
  recruiter: 200,
  interviewer: 404,
  otherOwner: 404,
  admin: 200,
};
/** The closed requisition (job 2) adds the interviewer through its team. */
const closedRequisition: Record<Actor, number> = { ...openRequisition, interviewer: 200 };

/** Demo Company's first rejection reason: the seed creates Demo Company's reasons first. */
const DEMO_REASON_ID = 1;

/**
 * Generated applicants of job 1 (index % 8 < 6). Writes that cannot repeat (move, delete) use one
 * applicant per actor that may succeed; the others name a fourth one (which stays put).
 */
const perActor = (base: number) => (actor: Actor) =>
  demoApplicantRefId(base + (actor === 'owner' ? 0 : actor === 'recruiter' ? 1 : actor === 'admin' ? 2 : 3));

export const APPLICANT_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /smartreq/v1/applicants/{jobId}/',
    what: "the open requisition's applicants",
    request: () => ({ url: '/api/smartreq/v1/applicants/1/?ordering=-fit_score&page_size=10' }),
    expect: openRequisition,
  },
  {
    endpoint: 'GET /smartreq/v1/applicants/{jobId}/',
    what: "the closed requisition's applicants (interviewer on its team)",
    request: () => ({ url: '/api/smartreq/v1/applicants/2/' }),
    expect: closedRequisition,
  },
  {
    endpoint: 'GET /smartreq/v1/applicants/account/{accountId}/',
    what: "Demo Company's account-wide list (scoped to the jobs each may work on)",
    request: (ctx) => ({ url: `/api/smartreq/v1/applicants/account/${ctx.demoAccountId}/?search=ma` }),
    expect: { ...closedRequisition },
  },
  {
    endpoint: 'GET /smartreq/v1/filters/{jobId}/',
    what: "the open requisition's filter options",
    request: () => ({ url: '/api/smartreq/v1/filters/1/' }),
    expect: openRequisition,
  },
  {
    endpoint: 'POST /smartreq/v1/bulk-reject-applicants/',
    what: 'reject an applicant of the open requisition',
    request: () => ({
      url: '/api/smartreq/v1/bulk-reject-applicants/',
      body: { ref_ids: [demoApplicantRefId(200)], rejection_reason_id: DEMO_REASON_ID, reason_note: 'Matrix' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/bulk-reject-applicants/undo/',
    what: 'undo the rejection of the applicant the row above rejected (D490): undone for the first who may, nothing to undo after',
    request: () => ({
      url: '/api/smartreq/v1/bulk-reject-applicants/undo/',
      body: { ref_ids: [demoApplicantRefId(200)] },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/bulk-assign-user/',
    what: 'unassign an applicant of the open requisition',
    request: () => ({
      url: '/api/smartreq/v1/bulk-assign-user/',
      body: { ref_ids: [demoApplicantRefId(201)], user_id: null },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/email-applicants/',
    what: 'email an applicant of the open requisition',
    request: () => ({
      url: '/api/smartreq/v1/email-applicants/',
      body: { ref_ids: [demoApplicantRefId(202)], subject: 'Matrix', message: 'Hello' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/email-applicants/preview/',
    what: 'preview a mail to an applicant of the open requisition',
    request: () => ({
      url: '/api/smartreq/v1/email-applicants/preview/',
      body: { ref_ids: [demoApplicantRefId(202)], subject: 'Matrix {{first_name}}', message: 'Hello' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/reject-applicants/preview/',
    what: 'preview the standard rejection mail to an applicant of the open requisition (D263)',
    request: () => ({
      url: '/api/smartreq/v1/reject-applicants/preview/',
      body: { ref_ids: [demoApplicantRefId(202)], email: { text: 'standard' } },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v2/email-applicants/',
    what: 'email with attachments sent as JSON: 400 (multipart needed) for every staff member before any applicant is looked at; email-attachments.test.ts covers the multipart cases',
    request: () => ({
      url: '/api/smartreq/v2/email-applicants/',
      body: { ref_ids: [demoApplicantRefId(202)], subject: 'Matrix', message: 'Hello' },
    }),
    passes: 400,
  },
  {
    endpoint: 'POST /smartreq/v1/mark-new/',
    what: 'mark an applicant of the open requisition new',
    request: () => ({ url: '/api/smartreq/v1/mark-new/', body: { ref_ids: [demoApplicantRefId(203)] } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/move-applicants/',
    what: 'move an applicant from the open to the closed requisition',
    request: (_ctx, actor) => ({
      url: '/api/smartreq/v1/move-applicants/',
      body: { ref_ids: [perActor(208)(actor)], to_job_id: 2 },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/delete-applicants/',
    what: 'remove an applicant from the open requisition',
    request: (_ctx, actor) => ({
      url: '/api/smartreq/v1/delete-applicants/',
      body: { ref_ids: [perActor(216)(actor)] },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /smartreq/v1/export-applicants/{jobId}/',
    what: "export the open requisition's applicants",
    request: () => ({ url: '/api/smartreq/v1/export-applicants/1/?status=active' }),
    expect: openRequisition,
  },
  {
    endpoint: 'GET /smartreq/v1/multi-compare/',
    what: 'compare two applicants of the open requisition',
    // user_smartreq_id 1 and 3: the seeded trackers of the candidate and Maria in job 1.
    request: () => ({ url: '/api/smartreq/v1/multi-compare/?ids=1,3' }),
    expect: openRequisition,
  },
];
