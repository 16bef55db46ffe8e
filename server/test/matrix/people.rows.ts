/**
 * Matrix rows: a company's employees. Its staff with all_employee_access (the owner) and provider
 * admins; the company's other staff and candidates 403; another company's owner 404. Writes are
 * refused edits (an unknown employee, or an invalid end) so no row changes anybody.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const people = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const employee = { first_name: 'Matrix', last_name: 'Row', job_title: 'Store Associate', start_date: '2026-01-05' };

export const PEOPLE_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{accountId}/people/',
    what: "Demo Company's employees",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/people/?search=a&status=current` }),
    expect: people(200),
  },
  {
    endpoint: 'POST /account/v1/{accountId}/people/',
    what: 'adding an employee to Demo Company',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/people/`,
      body: { ...employee, email: `${ctx.unique()}@matrix.test` },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/{accountId}/people/{employeeId}/',
    what: 'an employee Demo Company does not have',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/people/999999/`, body: employee }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/{accountId}/people/{employeeId}/end/',
    what: 'ending an employment Demo Company does not have',
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/people/999999/end/`,
      body: { end_date: '2026-02-01', separation_type: 'voluntary', separation_reason: 'Matrix' },
    }),
    passes: 404,
  },
  {
    endpoint: 'GET /account/v1/{accountId}/people/turnover/',
    what: "what predicts staying among Demo Company's employees",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/people/turnover/?job_title=Store%20Associate` }),
    expect: people(200),
  },
  {
    endpoint: 'GET /user/v1/person/{userId}/',
    what: 'the page of a candidate who applied to Demo Company (Other Company holds nothing of theirs)',
    request: (ctx) => ({ url: `/api/user/v1/person/${ctx.userId.candidate}/` }),
    expect: people(200),
  },
  {
    endpoint: 'GET /user/v1/person/employee/{employeeId}/',
    what: 'the page of a Demo Company employee without a user',
    request: (ctx) => ({ url: `/api/user/v1/person/employee/${ctx.demoEmployeeId}/` }),
    expect: people(200),
  },
];
