/**
 * Matrix rows: one application's scorecard and its actions. The seeded trackers have
 * user_step_tracker_id 1..6 in DEMO_TRACKERS order (scorecard.test.ts checks it): 3 is Maria's
 * application to job 1 (recruiter on its team, interviewer not), 4 Maria's to job 2 (interviewer on
 * its team), 6 Li's to job 1, which the write rows below move through reject, recover and hire in
 * an order that works whatever state earlier rows left it in.
 */
import { ACTORS, all, type Actor, type MatrixRow, job1 } from './matrix-kit.ts';

/** Who may work on job 1 (open requisition): the interviewer is not on its team. */
/** Who may work on job 2 (closed requisition): the recruiter by smartreq_access, the interviewer by its team. */
const job2 = (status: number) => ({ ...job1(status), interviewer: status });

/** Demo Company's first rejection reason: the seed inserts Demo Company's reasons first. */
const DEMO_REASON_ID = 1;
/** One comment per actor on application 4, named by the client so later rows can find them. */
const commentUuid = (actor: Actor) => `d0000000-0000-4000-8000-${String(ACTORS.indexOf(actor)).padStart(12, '0')}`;

export const SCORECARD_ROWS: MatrixRow[] = [
  {
    endpoint: 'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/time-accommodation/',
    what: "extra time on Maria's application to job 1 (the same value each time)",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/time-accommodation/', body: { time_accommodation: 1.5 } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'GET /smartreq/v1/rejection-reasons/',
    what: "the viewer's own company's reasons (an admin has no company: 400)",
    request: () => ({ url: '/api/smartreq/v1/rejection-reasons/' }),
    expect: { ...all(403), anonymous: 401, owner: 200, recruiter: 200, interviewer: 200, otherOwner: 200, admin: 400 },
  },
  {
    endpoint: 'GET /smartreq/v1/rejection-reasons/',
    what: "Demo Company's reasons by account_id",
    request: (ctx) => ({ url: `/api/smartreq/v1/rejection-reasons/?account_id=${ctx.demoAccountId}` }),
    expect: { ...all(403), anonymous: 401, owner: 200, recruiter: 200, interviewer: 200, otherOwner: 404, admin: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/scorecard/{userSmartreqId}/',
    what: "Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/scorecard/3/' }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/scorecard/{userSmartreqId}/',
    what: "Maria's application to job 2 (the interviewer's team)",
    request: () => ({ url: '/api/smartreq/v1/scorecard/4/' }),
    expect: job2(200),
  },
  {
    endpoint: 'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/status/',
    what: "Li's application to job 1 set active",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/6/status/', body: { status: 'active' } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{id}/reject/',
    what: "Li's application to job 1 with a Demo Company reason (again: the reason is replaced)",
    request: () => ({
      url: '/api/smartreq/v1/user-smartreq/6/reject/',
      body: { rejection_reason_id: DEMO_REASON_ID, reason_note: 'Matrix' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{id}/recover/',
    what: "Li's application to job 1 (an active one stays active)",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/6/recover/' }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /user/v1/hire/',
    what: "Li's personal data before hiring",
    request: () => ({
      url: '/api/user/v1/hire/',
      body: { user_smartreq_id: 6, first_name: 'Li', last_name: 'Wei', hire_start_date: '2027-03-01' },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /user/v1/hire/',
    what: 'hiring Li (hired again: unchanged)',
    request: () => ({ url: '/api/user/v1/hire/', body: { user_smartreq_id: 6, start_date: '2027-03-01' } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /smartreq/v1/user-smartreq/{userSmartreqId}/status/',
    what: "Li's application back to active after the hire",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/6/status/', body: { status: 'active' } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{id}/mark-new/',
    what: "Maria's application to job 2",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/4/mark-new/' }),
    passes: 200,
    except: { otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/scorecard-share/',
    what: "sharing Maria's job 1 scorecard with one recipient",
    request: () => ({
      url: '/api/smartreq/v1/scorecard-share/',
      body: { user_smartreq_id: 3, message: 'Matrix', recipients: ['owner@demo-company.test'] },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /user/v1/comments/{userSmartreqId}/',
    what: "a team comment on Maria's job 2 application (each actor its own comment_uuid)",
    request: (_ctx, actor) => ({
      url: '/api/user/v1/comments/4/',
      body: { body: 'Matrix comment', comment_uuid: commentUuid(actor) },
    }),
    passes: 200,
    except: { otherOwner: 404 },
  },
  {
    endpoint: 'GET /user/v1/comments/{userSmartreqId}/',
    what: "Maria's job 2 application's comments",
    request: () => ({ url: '/api/user/v1/comments/4/' }),
    expect: job2(200),
  },
  {
    endpoint: 'PATCH /user/v1/comment/{comment_uuid}/',
    what: "the owner's team comment: only its author changes it; those who see it 403",
    request: () => ({ url: `/api/user/v1/comment/${commentUuid('owner')}/`, body: { body: 'Matrix comment, edited' } }),
    passes: 403,
    except: { owner: 200, otherOwner: 404 },
  },
  {
    endpoint: 'POST /user/v1/comment/{comment_uuid}/share/',
    what: "the owner's team comment shared with the owner: its author passes the access checks and is refused as oneself (400, nothing added); those who see it 403",
    request: (ctx) => ({
      url: `/api/user/v1/comment/${commentUuid('owner')}/share/`,
      body: { user_id: ctx.userId.owner },
    }),
    passes: 403,
    except: { owner: 400, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /user/v1/comment/{comment_uuid}/',
    what: "the owner's team comment: its author deletes it, so the actors after the owner find it gone",
    request: () => ({ url: `/api/user/v1/comment/${commentUuid('owner')}/` }),
    passes: 404,
    except: { owner: 200 },
  },
  {
    endpoint: 'GET /smartreq/v1/activity-history/{userSmartreqId}/',
    what: "Maria's job 2 application's history",
    request: () => ({ url: '/api/smartreq/v1/activity-history/4/' }),
    expect: job2(200),
  },
];
