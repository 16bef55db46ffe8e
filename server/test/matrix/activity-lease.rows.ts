/**
 * Matrix rows: the lease of the skills test's run, the language test and the activities submitted
 * whole (offline promise 10; contracts/activity-lease.ts). Only the tracker's candidate reaches the rule; the owner rules
 * (another candidate 404, holder-only heartbeat, take-over) are in skills-lease.test.ts,
 * language-lease.test.ts and single-submission-lease.test.ts.
 */
import { DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { type MatrixRow } from './matrix-kit.ts';

/** The open requisition's skills test (activity 7): the timed-activities rows started and submitted its run already, so the candidate gets 409. */
const skillsTarget = { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: 7 };
/** Activity 1 is no language test (the demo company has none), as in language-tests.rows.ts: 404 for everyone. */
const languageTarget = { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: 1 };
/** The open requisition's application form (activity 1), completed in the candidate's seeded application: 409 for them. */
const formTarget = { ref_id: DEMO_TRACKERS.candidateOpen, job_step_activity_id: 1 };
const headers = { 'x-assay-device': 'matrix-device-0002' };

export const ACTIVITY_LEASE_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user-response/v1/skills-test/lease/heartbeat/',
    what: "the lease of the candidate's skills test run (only the candidate; 409 here: the run is submitted)",
    request: () => ({ url: '/api/user-response/v1/skills-test/lease/heartbeat/', body: skillsTarget, headers }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'POST /user-response/v1/skills-test/lease/take-over/',
    what: "taking the candidate's skills test run to this device (only the candidate; 409 here: the run is submitted)",
    request: () => ({ url: '/api/user-response/v1/skills-test/lease/take-over/', body: skillsTarget, headers }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'POST /user-response/v1/language-test/lease/heartbeat/',
    what: 'the lease of a language test (an activity that is none: nobody learns anything)',
    request: () => ({ url: '/api/user-response/v1/language-test/lease/heartbeat/', body: languageTarget, headers }),
    passes: 404,
  },
  {
    endpoint: 'POST /user-response/v1/language-test/lease/take-over/',
    what: 'taking a language test to this device (an activity that is none: nobody learns anything)',
    request: () => ({ url: '/api/user-response/v1/language-test/lease/take-over/', body: languageTarget, headers }),
    passes: 404,
  },
  {
    endpoint: 'POST /user-response/v1/activity-lease/heartbeat/',
    what: "the lease of the candidate's application form (only the candidate; 409 here: it is submitted)",
    request: () => ({ url: '/api/user-response/v1/activity-lease/heartbeat/', body: formTarget, headers }),
    passes: 404,
    except: { candidate: 409 },
  },
  {
    endpoint: 'POST /user-response/v1/activity-lease/take-over/',
    what: "taking the candidate's application form to this device (only the candidate; 409 here: it is submitted)",
    request: () => ({ url: '/api/user-response/v1/activity-lease/take-over/', body: formTarget, headers }),
    passes: 404,
    except: { candidate: 409 },
  },
];
