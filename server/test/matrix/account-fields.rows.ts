/**
 * Matrix rows: company custom-field settings. The company's staff with company
 * settings access (the owner) and provider admins manage them; the company's staff without it
 * (recruiter, interviewer) and candidates get 403; another company's owner 404. Demo Company's
 * seeded application fields are ids 1 to 5 (demo-fields.ts); the answered-field rule (409) is in
 * account-fields.test.ts, where a candidate really answers.
 */
import { all, type MatrixRow } from './matrix-kit.ts';

const manage = (status: number) => ({ ...all(403), anonymous: 401, owner: status, otherOwner: 404, admin: status });
const NONE = 2_000_000_000;
/** "Anything else we should know?": edited unchanged, restored while active. */
const EDITED_FIELD = 5;
const FIELD = {
  label: 'Anything else we should know?',
  help_text: '',
  field_type: 'text',
  options: [],
  is_required: false,
};

export const ACCOUNT_FIELD_ROWS: MatrixRow[] = [
  {
    endpoint: 'GET /account/v1/account-fields/',
    what: "Demo Company's application fields",
    request: (ctx) => ({
      url: `/api/account/v1/account-fields/?account_id=${ctx.demoAccountId}&usage_type_id=2&field_group=application`,
    }),
    expect: manage(200),
  },
  {
    endpoint: 'POST /account/v1/account-field/',
    what: 'a new personal field for Demo Company',
    request: (ctx) => ({
      url: '/api/account/v1/account-field/',
      body: {
        account_id: ctx.demoAccountId,
        usage_type_id: 2,
        field_group: 'personal',
        label: `Matrix ${ctx.unique()}`,
        field_type: 'text',
        is_required: false,
      },
    }),
    passes: 200,
  },
  {
    endpoint: 'PUT /account/v1/account-field/{id}/',
    what: 'a Demo Company field, saved unchanged',
    request: () => ({ url: `/api/account/v1/account-field/${EDITED_FIELD}/`, body: FIELD }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PUT /account/v1/account-field/{id}/archive/',
    what: 'a Demo Company field, "restored" while active (no change)',
    request: () => ({ url: `/api/account/v1/account-field/${EDITED_FIELD}/archive/`, body: { is_archived: false } }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'DELETE /account/v1/account-field/{id}/',
    what: 'an unknown field',
    request: () => ({ url: `/api/account/v1/account-field/${NONE}/` }),
    passes: 404,
  },
  {
    endpoint: 'DELETE /account/v1/account-field/{id}/',
    what: 'an unanswered Demo Company field (the owner deletes field 3, the admin field 4; the others are asked about field 4)',
    request: (_ctx, actor) => ({ url: `/api/account/v1/account-field/${actor === 'owner' ? 3 : 4}/` }),
    passes: 200,
    except: { recruiter: 403, interviewer: 403, otherOwner: 404 },
  },
  {
    endpoint: 'PUT /account/v1/account-fields/order/',
    what: "Demo Company's job fields (none yet), in the empty order",
    request: (ctx) => ({
      url: '/api/account/v1/account-fields/order/',
      body: { account_id: ctx.demoAccountId, usage_type_id: 2, field_group: 'job', account_field_ids: [] },
    }),
    passes: 200,
  },
];
