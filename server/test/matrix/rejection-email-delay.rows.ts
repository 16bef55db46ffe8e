/**
 * Matrix rows: how long a company's rejection mails wait (D266). Read and set by those with
 * company settings access (the owner) and provider admins; the company's other staff and
 * candidates get 403, another company's owner 404. The write saves Demo Company's default again.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const settingsOnly = { ...all(403), anonymous: 401, owner: 200, otherOwner: 404, admin: 200 };

export const REJECTION_EMAIL_DELAY_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/{id}/rejection-email-delay/',
    what: "Demo Company's rejection mail delay",
    request: (ctx) => ({ url: `/api/account/v1/${ctx.demoAccountId}/rejection-email-delay/` }),
    expect: settingsOnly,
  },
  {
    endpoint: 'PUT /account/v1/{id}/rejection-email-delay/',
    what: "Demo Company's rejection mail delay, saved as the default",
    request: (ctx) => ({
      url: `/api/account/v1/${ctx.demoAccountId}/rejection-email-delay/`,
      body: { minutes: 10 },
    }),
    passes: 200,
  },
];
