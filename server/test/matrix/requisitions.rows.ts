/**
 * Matrix rows: requisitions, builder, screening plans, teams, attribute weights, question bank.
 * Demo ids (seeded first, so stable): job 1 open requisition (team: recruiter), job 2 closed
 * (team: interviewer); job 1 steps 1-3 and activities 1-8, job 2 steps 4-5 and activities 9-12
 * (all answered by Maria), its seeded attribute group 3 (demo-scoring.ts); job_team_id 1 is the recruiter on job 1; question 1 is Demo Company's.
 * Reads and idempotent writes target real rows; deletes of things others rely on target
 * answered activities (409) or unknown ids (404), so every cell can repeat.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const NONE = 999_999;
const denied = { anonymous: 401, candidate: 403, otherCandidate: 403 };
/** Job 1: flags pass (owner, recruiter, admin); the interviewer is not on its team. */
const job1 = (status: number) => ({
  ...denied,
  owner: status,
  recruiter: status,
  interviewer: 404,
  otherOwner: 404,
  admin: status,
});
/** Job 2: the interviewer passes through its team. */
const job2 = (status: number) => ({
  ...denied,
  owner: status,
  recruiter: status,
  interviewer: status,
  otherOwner: 404,
  admin: status,
});
/** Something about Demo Company as a whole: any of its staff, and provider admins. */
const demo = (status: number) => ({
  ...denied,
  owner: status,
  recruiter: status,
  interviewer: status,
  otherOwner: 404,
  admin: status,
});

export const REQUISITION_ROWS: MatrixRow[] = [
  // Requisitions
  {
    endpoint: 'GET /smartreq/v1/list/{accountId}/',
    what: "Demo Company's requisitions",
    request: (ctx) => ({ url: `/api/smartreq/v1/list/${ctx.demoAccountId}/?smartreq_access=1` }),
    expect: demo(200),
  },
  {
    endpoint: 'GET /smartreq/v1/names/{accountId}/',
    what: "Demo Company's requisition names",
    request: (ctx) => ({ url: `/api/smartreq/v1/names/${ctx.demoAccountId}/` }),
    expect: demo(200),
  },
  {
    endpoint: 'POST /job/v1/builder/',
    what: 'a new draft in Demo Company',
    request: (ctx) => ({
      url: '/api/job/v1/builder/',
      body: { title: `Matrix ${ctx.unique()}`, account_id: ctx.demoAccountId },
    }),
    passes: 200,
  },
  {
    endpoint: 'POST /job/v1/builder/',
    what: "a pathway in Demo Company (the builder's pathway job type: all_pathways_access)",
    request: (ctx) => ({
      url: '/api/job/v1/builder/',
      body: { title: `Matrix pathway ${ctx.unique()}`, account_id: ctx.demoAccountId, job_type_id: 4 },
    }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403 },
  },
  {
    endpoint: 'GET /smartreq/v1/detail/{jobId}/',
    what: 'the open requisition',
    request: () => ({ url: '/api/smartreq/v1/detail/1/' }),
    expect: job1(200),
  },
  {
    endpoint: 'GET /smartreq/v1/detail/{jobId}/',
    what: 'the closed requisition (interviewer on its team)',
    request: () => ({ url: '/api/smartreq/v1/detail/2/' }),
    expect: job2(200),
  },
  {
    endpoint: 'PATCH /smartreq/v1/detail/{jobId}/',
    what: 'the closed requisition, same city',
    request: () => ({ url: '/api/smartreq/v1/detail/2/', body: { city: 'Round Rock' } }),
    passes: 200,
    except: { otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/builder/{jobId}/complete/',
    what: 'the open requisition (already complete)',
    request: () => ({ url: '/api/job/v1/builder/1/complete/', body: {} }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/job-duplicate/{jobId}/',
    what: 'copy the closed requisition',
    request: () => ({ url: '/api/job/v1/job-duplicate/2/', body: {} }),
    passes: 200,
    // Job 2's plan (here and below): the interviewer is on its team but holds no flag, and the team
    // does not change a live requisition's plan or copy it (D305): 403 after the team rule.
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/job-delete/{jobId}/',
    what: 'an unknown requisition',
    request: () => ({ url: `/api/job/v1/job-delete/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/activity/{jobId}/',
    what: 'the open requisition history',
    request: () => ({ url: '/api/smartreq/v1/activity/1/' }),
    expect: job1(200),
  },

  // Screening plan (reorders before additions, so the id lists stay complete)
  {
    endpoint: 'GET /job/v1/job-step/{jobId}/',
    what: 'the open requisition plan',
    request: () => ({ url: '/api/job/v1/job-step/1/' }),
    expect: job1(200),
  },
  {
    endpoint: 'PUT /job/v1/job-step/{jobId}/order/',
    what: 'the closed requisition steps, same order',
    request: () => ({ url: '/api/job/v1/job-step/2/order/', body: { job_step_ids: [4, 5] } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PUT /job/v1/job-step/step/{jobStepId}/order/',
    what: 'a step of the closed requisition, same order',
    request: () => ({ url: '/api/job/v1/job-step/step/4/order/', body: { job_step_activity_ids: [9, 10] } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/job-step/{jobId}/',
    what: 'a new step on the closed requisition',
    request: () => ({ url: '/api/job/v1/job-step/2/', body: { name: 'Matrix step' } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /job/v1/job-step/step/{jobStepId}/',
    what: 'rename a step to its own name',
    request: () => ({ url: '/api/job/v1/job-step/step/4/', body: { name: 'Application' } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/job-step/step/{jobStepId}/',
    what: 'a step candidates answered (409)',
    request: () => ({ url: '/api/job/v1/job-step/step/4/' }),
    passes: 409,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/job-step/step/{jobStepId}/activity/',
    what: 'a video activity on the closed requisition',
    request: () => ({
      url: '/api/job/v1/job-step/step/5/activity/',
      body: {
        activity_type: 'video',
        title: 'Matrix video',
        video_questions: [
          { text: 'Tell us about a busy shift.', media: 'video', time_limit_seconds: 60, max_retakes: 1 },
        ],
      },
    }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /job/v1/job-step/activity/{jobStepActivityId}/',
    what: "an activity's instructions",
    request: () => ({ url: '/api/job/v1/job-step/activity/9/', body: { instructions: 'Fill in every field.' } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/job-step/activity/{jobStepActivityId}/',
    what: 'an activity candidates answered (409)',
    request: () => ({ url: '/api/job/v1/job-step/activity/9/' }),
    passes: 409,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PUT /job/v1/job-step/question/{jobStepActivityId}/',
    what: 'emptying a question set candidates answered (409)',
    request: () => ({ url: '/api/job/v1/job-step/question/11/', body: { account_question_ids: [] } }),
    passes: 409,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'GET /job/v1/measurements/assessments/',
    what: 'questionnaires for plans',
    request: () => ({ url: '/api/job/v1/measurements/assessments/?language=es' }),
    expect: { ...all(200), ...denied },
  },
  {
    endpoint: 'GET /job/v1/measurements/assessments/',
    what: "questionnaires Demo Company's plans may add",
    request: (ctx) => ({ url: `/api/job/v1/measurements/assessments/?language=es&account_id=${ctx.demoAccountId}` }),
    expect: demo(200),
  },
  {
    endpoint: 'GET /job/v1/onboarding-forms/{accountId}/',
    what: "Demo Company's onboarding forms for plans",
    request: (ctx) => ({ url: `/api/job/v1/onboarding-forms/${ctx.demoAccountId}/` }),
    expect: demo(200),
  },
  {
    endpoint: 'GET /job/v1/skills-tests/{accountId}/',
    what: "the skills tests Demo Company's plans may give",
    request: (ctx) => ({ url: `/api/job/v1/skills-tests/${ctx.demoAccountId}/` }),
    expect: demo(200),
  },

  // Team
  {
    endpoint: 'GET /smartreq/v1/hiring-team/{jobId}/',
    what: 'the open requisition team',
    request: () => ({ url: '/api/smartreq/v1/hiring-team/1/' }),
    expect: job1(200),
  },
  {
    endpoint: 'POST /smartreq/v1/hiring-team/',
    what: 'the owner joins the closed requisition team (the interviewer is on it but may not grow it)',
    request: (ctx) => ({ url: '/api/smartreq/v1/hiring-team/', body: { job_id: 2, user_id: ctx.userId.owner } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /smartreq/v1/hiring-team/',
    what: 'a user of another company may not join',
    request: (ctx) => ({ url: '/api/smartreq/v1/hiring-team/', body: { job_id: 2, user_id: ctx.userId.otherOwner } }),
    passes: 404,
    except: { interviewer: 403 },
  },
  {
    endpoint: 'PATCH /smartreq/v1/hiring-team/member/{jobTeamId}/',
    what: "the recruiter's notification setting on the open requisition",
    request: () => ({ url: '/api/smartreq/v1/hiring-team/member/1/', body: { notify_new_applicants: true } }),
    passes: 200,
    except: { interviewer: 404, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /smartreq/v1/hiring-team/member/{jobTeamId}/',
    what: 'an unknown member',
    request: () => ({ url: `/api/smartreq/v1/hiring-team/member/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'GET /smartreq/v1/assignable-users/{jobId}/',
    what: 'staff for the open requisition',
    request: () => ({ url: '/api/smartreq/v1/assignable-users/1/' }),
    expect: job1(200),
  },

  // Attributes (the empty read first: 204)
  {
    endpoint: 'GET /account/v1/attribute-types/',
    what: 'the attributes library',
    request: () => ({ url: '/api/account/v1/attribute-types/?language=fr' }),
    expect: { ...all(200), ...denied },
  },
  {
    endpoint: 'GET /job/v1/attribute-groups/{jobId}/',
    what: "the closed requisition's seeded groups",
    request: () => ({ url: '/api/job/v1/attribute-groups/2/' }),
    expect: job2(200),
  },
  {
    endpoint: 'POST /job/v1/attribute-groups/{jobId}/',
    what: 'a group on the closed requisition',
    request: () => ({ url: '/api/job/v1/attribute-groups/2/', body: { name: 'Matrix group', weight: 50 } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PATCH /job/v1/attribute-group/{jobAttributeGroupId}/',
    what: 'an unknown group',
    request: () => ({ url: `/api/job/v1/attribute-group/${NONE}/`, body: { weight: 10 } }),
    passes: 404,
  },
  {
    endpoint: 'PATCH /job/v1/attribute-group/{jobAttributeGroupId}/',
    what: "the closed requisition's first seeded group, same name",
    request: () => ({ url: '/api/job/v1/attribute-group/3/', body: { name: 'Reliability' } }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /job/v1/attribute-group/{jobAttributeGroupId}/',
    what: 'an unknown group',
    request: () => ({ url: `/api/job/v1/attribute-group/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'POST /job/v1/attribute-group-attribute/{jobAttributeGroupId}/',
    what: 'an unknown group',
    request: () => ({ url: `/api/job/v1/attribute-group-attribute/${NONE}/`, body: { attribute_type_id: 1 } }),
    passes: 404,
  },
  {
    endpoint: 'PATCH /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
    what: 'an unknown group attribute',
    request: () => ({ url: `/api/job/v1/attribute-group-attribute/${NONE}/`, body: { weight: 10 } }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
    what: 'an unknown group attribute',
    request: () => ({ url: `/api/job/v1/attribute-group-attribute/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'PUT /job/v1/attribute-groups/{jobId}/weights/',
    what: 'no weights changed on the closed requisition',
    request: () => ({ url: '/api/job/v1/attribute-groups/2/weights/', body: {} }),
    passes: 200,
    except: { interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'POST /job/v1/attribute-groups/{jobId}/scoring-template/',
    what: 'an unknown template onto the open requisition',
    request: () => ({ url: '/api/job/v1/attribute-groups/1/scoring-template/', body: { scoring_template_id: NONE } }),
    passes: 404,
  },
  {
    endpoint: 'POST /job/v1/attribute-groups/{jobId}/scoring-template/',
    what: 'an unknown requisition',
    request: () => ({
      url: `/api/job/v1/attribute-groups/${NONE}/scoring-template/`,
      body: { scoring_template_id: 1 },
    }),
    passes: 404,
  },
  {
    endpoint: 'PUT /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/levels/',
    what: 'an unknown group attribute',
    request: () => ({ url: `/api/job/v1/attribute-group-attribute/${NONE}/levels/`, body: { levels: null } }),
    passes: 404,
  },
  {
    endpoint: 'GET /job/v1/attribute-groups/{jobId}/recommended/',
    what: 'the open requisition',
    request: () => ({ url: '/api/job/v1/attribute-groups/1/recommended/' }),
    expect: job1(200),
  },

  // Question bank
  {
    endpoint: 'GET /account/v1/questions/{accountId}/',
    what: "Demo Company's bank",
    request: (ctx) => ({ url: `/api/account/v1/questions/${ctx.demoAccountId}/` }),
    expect: demo(200),
  },
  {
    endpoint: 'GET /account/v1/question/{accountQuestionId}/',
    what: 'a Demo Company question',
    request: () => ({ url: '/api/account/v1/question/1/' }),
    expect: demo(200),
  },
  {
    endpoint: 'POST /account/v1/questions/{accountId}/',
    what: "a new question in Demo Company's bank",
    request: (ctx) => ({
      url: `/api/account/v1/questions/${ctx.demoAccountId}/`,
      body: { question_type: 'short_text', question_text: `Matrix ${ctx.unique()}?` },
    }),
    passes: 200,
  },
  {
    endpoint: 'PATCH /account/v1/question/{accountQuestionId}/',
    what: "a Demo Company question's help text (company settings: the recruiter and interviewer may not)",
    request: () => ({ url: '/api/account/v1/question/1/', body: { help_text: 'Answer yes or no.' } }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /account/v1/question/{accountQuestionId}/',
    what: 'an unknown question',
    request: () => ({ url: `/api/account/v1/question/${NONE}/` }),
    passes: 404,
  },
];
