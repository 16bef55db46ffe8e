/**
 * Skills-test authoring: the provider's library is provider admins' only; a company's own tests
 * are its staff with settings access (owner) and provider admins'. Staff without the flag and
 * candidates get 403; another company's owner 404.
 * Sections: the seeded provider test 1 is the provider admins' only (404 to a company's staff,
 * who learn nothing about it; 403 to candidates, who never reach staff endpoints).
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
    endpoint: 'POST /account/v1/skills-test/',
    what: "a new skills test in the provider's library",
    request: (ctx) => ({
      url: '/api/account/v1/skills-test/',
      body: { account_id: null, title: `Matrix ${ctx.unique()}` },
    }),
    expect: providerOnly(200),
  },
  {
    endpoint: 'POST /account/v1/skills-test/',
    what: 'a new skills test for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/skills-test/',
      body: { account_id: ctx.demoAccountId, title: `Matrix ${ctx.unique()}` },
    }),
    expect: manage(200),
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
    expect: providerSection(409),
  },

  {
    endpoint: 'POST /account/v1/skills-test/section/{id}/question/',
    what: "a new question in the first section of a provider library test a demo plan gives (in use: 409)",
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
    expect: providerSection(409),
  },
];
