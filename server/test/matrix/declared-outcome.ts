/**
 * What an endpoint's declared permission (contracts/permissions.ts) alone says each matrix actor
 * gets, so the matrix is computed from the declarations: refusals the declaration decides are
 * derived here, and a hand-written row may only add what the data decides (another company's
 * record, another candidate's, a resource that does not exist, a body the endpoint refuses).
 */
import type { Permission } from '../../../contracts/permissions.ts';
import type { RoleFlag } from '../../../contracts/user.ts';
import type { Actor } from './matrix-kit.ts';

/** The actors' roles at the Demo Company, as the demo seed grants them (server/db/seed/demo-seed.ts). */
const DEMO_FLAGS: Partial<Record<Actor, readonly RoleFlag[] | 'all'>> = {
  owner: 'all',
  recruiter: ['smartreq_access'],
  interviewer: [],
};

const holds = (actor: Actor, flag: RoleFlag | 'any-role'): boolean => {
  const flags = DEMO_FLAGS[actor];
  return flags === 'all' || (flags !== undefined && (flag === 'any-role' || flags.includes(flag)));
};

/**
 * The status the declaration decides for `actor`, or undefined where the data decides.
 * `namesDemoCompany`: the request names the Demo Company (for a `company` permission).
 */
export function declaredOutcome(needed: Permission, actor: Actor, namesDemoCompany: boolean): number | undefined {
  if (needed.level === 0) return undefined;
  if (actor === 'anonymous') return 401;
  if (actor === 'admin' || needed.level === 1) return undefined;
  if (actor === 'candidate' || actor === 'otherCandidate' || needed.level === 3) return 403;
  if (needed.whose !== 'company' || !namesDemoCompany) return undefined;
  if (actor === 'otherOwner') return 404;
  return holds(actor, needed.flag ?? 'any-role') ? undefined : 403;
}

/** Whether a matrix request names the Demo Company, as the access layer reads a request's company. */
export function namesCompany(
  accountId: number,
  request: { url: string; body?: unknown },
  endpointPath: string,
): boolean {
  const [pathname = '', search = ''] = request.url.split('?');
  const pattern = new RegExp(
    '^/api' + endpointPath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)') + '$',
  );
  const inPath = pattern.exec(pathname)?.groups?.accountId;
  if (inPath !== undefined) return Number(inPath) === accountId;
  const inQuery = new URLSearchParams(search).get('account_id');
  if (inQuery !== null) return Number(inQuery) === accountId;
  const body = request.body as { account_id?: unknown } | undefined;
  if (typeof body?.account_id === 'number') return body.account_id === accountId;
  // No company named: the layer takes the caller's first company, which for Demo staff is Demo Company.
  return true;
}
