/**
 * What an endpoint's declared permission (contracts/permissions.ts) alone says each matrix actor
 * gets, so the matrix is computed from the declarations: refusals the declaration decides are
 * derived here, and a hand-written row may only add what the data decides (another company's
 * record, another candidate's, a resource that does not exist, a body the endpoint refuses).
 */
import type { Permission } from '../../../contracts/permissions.ts';
import type { RoleFlag } from '../../../contracts/user.ts';
import type { Actor } from './matrix-kit.ts';

/** The actors' roles at the Demo Company, as the demo seed grants them (server/demo/seed-demo.ts). */
const DEMO_FLAGS: Partial<Record<Actor, readonly RoleFlag[] | 'all'>> = {
  owner: 'all',
  recruiter: ['smartreq_access'],
  interviewer: [],
};

/** Whether the actor's demo role grants `flag` (a list: any one of its flags). */
const holds = (actor: Actor, flag: RoleFlag | 'any-role' | readonly RoleFlag[]): boolean => {
  const flags = DEMO_FLAGS[actor];
  if (flags === undefined) return false;
  if (flags === 'all' || flag === 'any-role') return true;
  return (typeof flag === 'string' ? [flag] : flag).some((one) => flags.includes(one));
};

/**
 * Which company a matrix request names: the Demo Company, another, none (each caller's own), or
 * the company of the record its path names (an endpoint's `resource`), which the data decides.
 */
export type NamedCompany = 'demo' | 'other' | 'own' | 'record';

/**
 * The status the declaration decides for `actor`, or undefined where the data decides.
 * `named`: the company the request names (for a `company` permission).
 */
export function declaredOutcome(needed: Permission, actor: Actor, named: NamedCompany): number | undefined {
  if (needed.level === 0) return undefined;
  if (actor === 'anonymous') return 401;
  if (actor === 'admin' || needed.level === 1) return undefined;
  if (actor === 'candidate' || actor === 'otherCandidate' || needed.level === 3) return 403;
  if (needed.whose !== 'company' || named === 'other' || named === 'record') return undefined;
  // Another company's owner naming none acts on their own company: the data decides.
  if (actor === 'otherOwner') return named === 'demo' ? 404 : undefined;
  return holds(actor, needed.flag ?? 'any-role') ? undefined : 403;
}

/** Which company a matrix request names, read as the access layer reads it (companyOf). */
export function namesCompany(
  demoAccountId: number,
  request: { url: string; body?: unknown },
  endpoint: { path: string; companyParam?: string; resource?: unknown },
): NamedCompany {
  if (endpoint.resource) return 'record';
  const named = (id: number): NamedCompany => (id === demoAccountId ? 'demo' : 'other');
  const [pathname = '', search = ''] = request.url.split('?');
  const pattern = new RegExp(
    '^/api' + endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)') + '$',
  );
  const inPath = pattern.exec(pathname)?.groups?.[endpoint.companyParam ?? 'accountId'];
  if (inPath !== undefined) return named(Number(inPath));
  const inQuery = new URLSearchParams(search).get('account_id');
  if (inQuery !== null) return named(Number(inQuery));
  const body = request.body as { account_id?: unknown } | undefined;
  if (typeof body?.account_id === 'number') return named(body.account_id);
  return 'own';
}
