/**
 * Matrix rows: data imports. Provider admins only: signed-out 401, everyone else 403 (company
 * owners included). The rows change nothing: the upload carries no file, the others name an
 * import that does not exist (404 for the admin). The whole flow with real files is in
 * server/modules/data-import/data-import.test.ts.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });
const MISSING = 999_999;
const setup = {
  mapping: { first_name: 'First' },
  options: { match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false },
};

export const DATA_IMPORT_ROWS: MatrixRow[] = [
  {
    endpoint: 'POST /account/v1/{accountId}/upload-for-import/',
    what: 'an upload without a file (the admin 400)',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/upload-for-import/`, body: {} }),
    passes: 400,
  },
  {
    endpoint: 'POST /account/v1/{accountId}/imports/{importId}/dry-run/',
    what: 'a dry run of an import that does not exist',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/imports/${MISSING}/dry-run/`, body: setup }),
    passes: 404,
  },
  {
    endpoint: 'POST /account/v1/{accountId}/imports/{importId}/run/',
    what: 'running an import that does not exist',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/imports/${MISSING}/run/`, body: setup }),
    passes: 404,
  },
  {
    endpoint: 'GET /account/v1/{accountId}/imports/{importId}/',
    what: 'an import that does not exist',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/imports/${MISSING}/` }),
    expect: adminOnly(404),
  },
  {
    endpoint: 'GET /account/v1/{accountId}/imports/',
    what: "Demo Company's import history",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/imports/` }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'GET /account/v1/{accountId}/imports/{importId}/result-file/',
    what: 'the result file of an import that does not exist',
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/imports/${MISSING}/result-file/` }),
    expect: adminOnly(404),
  },
];
