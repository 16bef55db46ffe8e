/**
 * Skills-test authoring: the provider's library is provider admins' only; a company's own tests
 * are its staff with settings access (owner) and provider admins'. Staff without the flag and
 * candidates get 403; another company's owner 404.
 * Sections: the seeded provider test 1 is the provider admins' only (404 to a company's staff,
 * who learn nothing about it; 403 to candidates, who never reach staff endpoints). It is written
 * before authoring and a plan gives it without a published version, so its draft is refused
 * changes (409). The seeded provider draft (never published, in no plan) takes changes; the rows
 * that remove its question and section come last.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({
  ...all(403),
  anonymous: 401,
  owner: status,
  otherOwner: 404,
  admin: status,
});
/** The seeded provider library's first test. */
const PROVIDER_TEST = 1;
/** That test's first section. */
const PROVIDER_SECTION = 1;
const providerSection = (status: number) => ({
  ...all(403),
  anonymous: 401,
  owner: 404,
  otherOwner: 404,
  recruiter: 404,
  interviewer: 404,
  admin: status,
});
/** The seeded provider draft "Forklift basics", its section and its question. */
const DRAFT_TEST = 3;
const DRAFT_SECTION = 7;
const DRAFT_QUESTION = 25;
const OPTIONS = [
  { text: 'Low and tilted back', is_correct: true },
  { text: 'Raised high', is_correct: false },
];
const providerOnly = (status: number) => ({
  ...all(403),
  anonymous: 401,
  admin: status,
});

export const SKILLS_TEST_AUTHORING_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/',
    what: "the provider's skills-test library",
    request: () => ({ url: '/api/account/v1/skills-tests/authoring/' }),
    expect: providerOnly(200),
  },
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/',
    what: "Demo Company's own skills tests",
    request: (ctx) => ({
      url: `/api/account/v1/skills-tests/authoring/?account_id=${ctx.demoAccountId}`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/sections/',
    what: "every section of the provider's skills-test library",
    request: () => ({ url: '/api/account/v1/skills-tests/authoring/sections/' }),
    expect: providerOnly(200),
  },
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/sections/',
    what: "every section of Demo Company's own skills tests",
    request: (ctx) => ({
      url: `/api/account/v1/skills-tests/authoring/sections/?account_id=${ctx.demoAccountId}`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/questions/',
    what: "every question of the provider's skills-test library",
    request: () => ({ url: '/api/account/v1/skills-tests/authoring/questions/' }),
    expect: providerOnly(200),
  },
  {
    endpoint: 'GET /account/v1/skills-tests/authoring/questions/',
    what: "every question of Demo Company's own skills tests",
    request: (ctx) => ({
      url: `/api/account/v1/skills-tests/authoring/questions/?account_id=${ctx.demoAccountId}`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/skills-test/',
    what: "a new skills test in the provider's library",
    request: (ctx) => ({
      url: '/api/account/v1/skills-test/',
      body: { account_id: null, title: `Matrix ${ctx.unique()}` },
    }),
    passes: 403,
    except: { admin: 200 },
  },
  {
    endpoint: 'POST /account/v1/skills-test/',
    what: 'a new skills test for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/skills-test/',
      body: { account_id: ctx.demoAccountId, title: `Matrix ${ctx.unique()}` },
    }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },

  {
    endpoint: 'GET /account/v1/skills-test/{id}/sections/',
    what: "a provider library test's sections",
    request: () => ({
      url: `/api/account/v1/skills-test/${PROVIDER_TEST}/sections/`,
    }),
    expect: providerSection(200),
  },
  {
    endpoint: 'POST /account/v1/skills-test/{id}/section/',
    what: 'a new practice section in a provider library test a demo plan gives (in use: 409 until tests are versioned)',
    request: (ctx) => ({
      url: `/api/account/v1/skills-test/${PROVIDER_TEST}/section/`,
      body: { title: `Matrix ${ctx.unique()}`, is_practice: true, minutes: 0 },
    }),
    passes: 404,
    except: { admin: 409 },
  },

  {
    endpoint: 'POST /account/v1/skills-test/section/{id}/question/',
    what: 'a new question in the first section of a provider library test a demo plan gives (in use: 409)',
    request: (ctx) => ({
      url: `/api/account/v1/skills-test/section/${PROVIDER_SECTION}/question/`,
      body: {
        text: `Matrix ${ctx.unique()}`,
        options: [
          { text: 'Yes', is_correct: true },
          { text: 'No', is_correct: false },
        ],
      },
    }),
    passes: 404,
    except: { admin: 409 },
  },

  {
    endpoint: 'GET /account/v1/skills-test/{id}/',
    what: 'the seeded provider draft with its sections, questions and versions',
    request: () => ({ url: `/api/account/v1/skills-test/${DRAFT_TEST}/` }),
    expect: providerSection(200),
  },
  {
    endpoint: 'PUT /account/v1/skills-test/{id}/',
    what: "a provider library test's title while a plan gives it unpublished (409)",
    request: (ctx) => ({
      url: `/api/account/v1/skills-test/${PROVIDER_TEST}/`,
      body: { title: `Matrix ${ctx.unique()}` },
    }),
    passes: 404,
    except: { admin: 409 },
  },
  {
    endpoint: 'PUT /account/v1/skills-test/{id}/',
    what: "the provider draft's title",
    request: (ctx) => ({
      url: `/api/account/v1/skills-test/${DRAFT_TEST}/`,
      body: { title: `Forklift ${ctx.unique()}` },
    }),
    passes: 404,
    except: { admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/skills-test/section/{id}/',
    what: "the provider draft's section with its questions",
    request: () => ({ url: `/api/account/v1/skills-test/section/${DRAFT_SECTION}/` }),
    expect: providerSection(200),
  },
  {
    endpoint: 'PUT /account/v1/skills-test/section/{id}/',
    what: "the provider draft's section",
    request: () => ({
      url: `/api/account/v1/skills-test/section/${DRAFT_SECTION}/`,
      body: { title: 'Load handling', is_practice: false, minutes: 6 },
    }),
    passes: 404,
    except: { admin: 200 },
  },
  {
    endpoint: 'PUT /account/v1/skills-test/question/{id}/',
    what: "the provider draft's question",
    request: () => ({
      url: `/api/account/v1/skills-test/question/${DRAFT_QUESTION}/`,
      body: { text: 'Where should the load be while driving?', options: OPTIONS },
    }),
    passes: 404,
    except: { admin: 200 },
  },
  {
    endpoint: 'POST /account/v1/skills-test/{id}/publish/',
    what: 'the provider draft published as a new version',
    request: () => ({ url: `/api/account/v1/skills-test/${DRAFT_TEST}/publish/` }),
    passes: 404,
    except: { admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/skills-test/{id}/preview/',
    what: "the provider draft's published version as candidates see it (any company's settings staff; admins see the draft)",
    request: () => ({ url: `/api/account/v1/skills-test/${DRAFT_TEST}/preview/?language=es` }),
    expect: { ...all(403), anonymous: 401, owner: 200, otherOwner: 200, admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/skills-test/{id}/preview/',
    what: 'a provider test written before authoring, as candidates take it',
    request: () => ({ url: `/api/account/v1/skills-test/${PROVIDER_TEST}/preview/` }),
    expect: { ...all(403), anonymous: 401, owner: 200, otherOwner: 200, admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/skills-test/{id}/preview/',
    what: "Demo Company's own test's draft (another company's owner learns nothing of it)",
    request: (ctx) => ({ url: `/api/account/v1/skills-test/${ctx.demoSkillsTestId}/preview/` }),
    expect: manage(200),
  },
  {
    endpoint: 'DELETE /account/v1/skills-test/question/{id}/',
    what: "the provider draft's question removed",
    request: () => ({ url: `/api/account/v1/skills-test/question/${DRAFT_QUESTION}/` }),
    passes: 404,
    except: { admin: 200 },
  },
  {
    endpoint: 'DELETE /account/v1/skills-test/section/{id}/',
    what: "the provider draft's section removed",
    request: () => ({ url: `/api/account/v1/skills-test/section/${DRAFT_SECTION}/` }),
    passes: 404,
    except: { admin: 200 },
  },
];
