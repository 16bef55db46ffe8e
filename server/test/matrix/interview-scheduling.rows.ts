/**
 * Matrix rows: interview scheduling. The interviewer's availability and profile are the signed-in
 * staff member's own (any company role; candidates 403). Staff actions on an application follow
 * the scorecard's rule: user_smartreq_id 3 is Maria's application to job 1 (the recruiter's team,
 * not the interviewer's); its plan has no interview activity, so acting on activity 5 answers 404
 * even to those who may work on the job. The booking link's token is the only credential: an
 * unknown one is 404 for everyone. Bookings, races and mails: server/modules/interview-scheduling/.
 */
import { ACTORS, all, type MatrixRow, job1, staffOnly } from './matrix-kit.ts';

const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';
const availability = {
  time_zone: 'Europe/Madrid',
  weekly: [{ weekday: 1, start: '09:00', end: '17:00' }],
  exceptions: [],
};

export const INTERVIEW_SCHEDULING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /interviews/v1/my-availability/',
    what: "one's own availability: any company role",
    request: () => ({ url: '/api/interviews/v1/my-availability/' }),
    expect: staffOnly(200),
  },
  {
    endpoint: 'PUT /interviews/v1/my-availability/',
    what: "changing one's own availability: any company role",
    request: () => ({ url: '/api/interviews/v1/my-availability/', body: availability }),
    passes: 200,
  },
  {
    endpoint: 'GET /interviews/v1/my-profile/',
    what: "one's own interviewer profile",
    request: () => ({ url: '/api/interviews/v1/my-profile/' }),
    expect: staffOnly(200),
  },
  {
    endpoint: 'PUT /interviews/v1/my-profile/',
    what: "changing one's own interviewer profile",
    request: () => ({
      url: '/api/interviews/v1/my-profile/',
      body: { first_name: 'Matrix', last_name: 'Row', time_zone: 'UTC', meeting_url: '' },
    }),
    passes: 200,
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/',
    what: "the interview activities of Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/interviews/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/invite/',
    what: 'a scheduling link for an activity that is not an interview: 404 also for those who may work on job 1',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/interviews/5/invite/', body: {} }),
    passes: 404,
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/schedule/',
    what: 'scheduling by hand an activity that is not an interview',
    request: (ctx) => ({
      url: '/api/smartreq/v1/user-smartreq/3/interviews/5/schedule/',
      body: {
        starts_at: '2030-01-07T10:00:00Z',
        time_zone: 'UTC',
        duration_minutes: 30,
        interviewer_user_ids: [ctx.userId.interviewer],
      },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/interviews/{jobStepActivityId}/decline/',
    what: 'declining an activity that is not an interview',
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/interviews/5/decline/', body: {} }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/interviews/{interviewUuid}/',
    what: 'an interview that does not exist: 404 to staff, 403 to candidates',
    request: () => ({ url: `/api/smartreq/v1/interviews/${UNKNOWN}/` }),
    expect: staffOnly(404),
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/colleagues/',
    what: "the staff to choose as interviewers or mention on Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/colleagues/' }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/panel-availability/',
    what: "the interviewer's availability beside the application of job 1",
    request: (ctx) => ({
      url: `/api/smartreq/v1/user-smartreq/3/panel-availability/?user_ids=${ctx.userId.interviewer}&from=2030-01-07T00:00:00Z&duration_minutes=30`,
    }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/',
    what: "the interviews scheduled outside the plan on Maria's application to job 1",
    request: () => ({ url: '/api/smartreq/v1/user-smartreq/3/own-interviews/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/',
    what: 'scheduling an interview with no interview activity (each actor at its own hour: no double-booking)',
    request: (ctx, actor) => ({
      url: '/api/smartreq/v1/user-smartreq/3/own-interviews/',
      body: {
        title: 'Matrix interview',
        interview_kit_id: null,
        starts_at: `2030-01-07T${String(8 + ACTORS.indexOf(actor)).padStart(2, '0')}:00:00Z`,
        time_zone: 'UTC',
        duration_minutes: 30,
        interviewer_user_ids: [ctx.userId.interviewer],
      },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/booking-link/',
    what: 'mailing a link with which the candidate chooses the time of an interview with no interview activity',
    request: (ctx) => ({
      url: '/api/smartreq/v1/user-smartreq/3/own-interviews/booking-link/',
      body: {
        title: 'Matrix interview by link',
        interview_kit_id: null,
        duration_minutes: 45,
        interviewer_user_ids: [ctx.userId.interviewer],
      },
    }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/interviews/{interviewUuid}/reschedule/',
    what: 'moving an interview that does not exist',
    request: () => ({
      url: `/api/smartreq/v1/interviews/${UNKNOWN}/reschedule/`,
      body: { starts_at: '2030-01-07T10:00:00Z', duration_minutes: 30, time_zone: 'UTC' },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /smartreq/v1/interviews/{interviewUuid}/cancel/',
    what: 'cancelling an interview that does not exist',
    request: () => ({ url: `/api/smartreq/v1/interviews/${UNKNOWN}/cancel/`, body: {} }),
    passes: 404,
  },
  {
    endpoint: 'GET /schedule-interview/v1/{token}/',
    what: 'a scheduling link nobody was sent: 404 whoever asks, signed in or not',
    request: () => ({ url: `/api/schedule-interview/v1/${UNKNOWN}/` }),
    expect: all(404),
  },
  {
    endpoint: 'POST /schedule-interview/v1/{token}/book/',
    what: 'booking by an unknown link',
    request: () => ({
      url: `/api/schedule-interview/v1/${UNKNOWN}/book/`,
      body: { starts_at: '2030-01-07T10:00:00Z', time_zone: 'UTC' },
    }),
    passes: 404,
  },
  {
    endpoint: 'POST /schedule-interview/v1/{token}/cancel/',
    what: 'cancelling by an unknown link',
    request: () => ({ url: `/api/schedule-interview/v1/${UNKNOWN}/cancel/`, body: {} }),
    passes: 404,
  },
  {
    endpoint: 'GET /user/v1/interview-list/',
    what: "one's own interviews: anyone signed in",
    request: () => ({ url: '/api/user/v1/interview-list/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    endpoint: 'POST /user/v1/interview-list/{interviewUuid}/manage-link/',
    what: "a manage link for an interview that is not one's own",
    request: () => ({ url: `/api/user/v1/interview-list/${UNKNOWN}/manage-link/`, body: {} }),
    passes: 404,
  },
];
