/**
 * Matrix rows: the candidate's data rights. Export and erasure are the person's own: anyone else,
 * staff and provider admins included, gets 404 (the erasure row sends a wrong password, so the
 * candidate's own request is refused with 400 and nothing is erased). The retention period is a
 * company setting: company settings access or a provider admin.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const own = (status: number) => ({ ...all(404), anonymous: 401, candidate: status });
const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const UNKNOWN_EXPORT = '00000000-0000-4000-8000-000000000000';

export const DATA_RIGHTS_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /user/v1/{userId}/data-export/',
    what: "the candidate's archive",
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/data-export/` }),
    passes: 404,
    except: { candidate: 200 },
  },
  {
    endpoint: 'GET /user/v1/{userId}/data-export/',
    what: "the candidate's latest archive",
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/data-export/` }),
    expect: own(200),
  },
  {
    endpoint: 'GET /user/v1/{userId}/data-export/{exportId}/file/',
    what: 'an unknown archive of the candidate',
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/data-export/${UNKNOWN_EXPORT}/file/` }),
    expect: own(404),
  },
  {
    endpoint: 'POST /user/v1/{userId}/erase/',
    what: "the candidate's account, with a wrong password",
    request: (ctx) => ({ url: `/api/user/v1/${ctx.userId.candidate}/erase/`, body: { password: 'not-the-password' } }),
    passes: 404,
    except: { candidate: 400 },
  },
  {
    endpoint: 'GET /account/v1/{id}/data-retention/',
    what: "Demo Company's retention period",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/data-retention/` }),
    expect: manage(200),
  },
  {
    endpoint: 'PUT /account/v1/{id}/data-retention/',
    what: "Demo Company's retention period, kept off",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/data-retention/`, body: { months: null } }),
    passes: 200,
  },
  {
    endpoint: 'GET /account/v1/{id}/data-retention/preview/',
    what: "Demo Company's applicants past 12 months",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/data-retention/preview/?months=12` }),
    expect: manage(200),
  },
];
