/**
 * Matrix rows: the mail log. Provider admins read every mail (/admin/v1/...); a company's staff
 * with company settings access (the owner) read their company's (/account/v1/...); staff without
 * the flag and candidates get 403, another company's owner 404. The reader rows ask for an
 * unknown mail: the refusals come before the lookup, so they show as 403 / 401.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const NONE = 2_000_000_000;
const providerOnly = { ...all(403), anonymous: 401, admin: 200 };

export const MAIL_LOG_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /admin/v1/mail-log/',
    what: "every company's mail",
    request: () => ({ url: '/api/admin/v1/mail-log/?status=failed' }),
    expect: providerOnly,
  },
  {
    endpoint: 'GET /admin/v1/mail-log/{mailId}/',
    what: 'an unknown mail',
    request: () => ({ url: `/api/admin/v1/mail-log/${NONE}/` }),
    expect: { ...providerOnly, admin: 404 },
  },
  {
    endpoint: 'GET /account/v1/mail-log/',
    what: "Demo Company's mail",
    request: (ctx) => ({ url: `/api/account/v1/mail-log/?account_id=${ctx.demoAccountId}` }),
    expect: { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 },
  },
  {
    endpoint: 'GET /account/v1/mail-log/{mailId}/',
    what: 'an unknown mail of Demo Company',
    request: (ctx) => ({ url: `/api/account/v1/mail-log/${NONE}/?account_id=${ctx.demoAccountId}` }),
    expect: { ...all(403), anonymous: 401, owner: 404, otherOwner: 404, admin: 404 },
  },
];
