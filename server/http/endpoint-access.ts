/**
 * The access layer: enforces the permission an endpoint declares (contracts/permissions.ts) before
 * its handler runs. The level for every endpoint; for a `company` permission also the company the
 * request names: its staff with the permission's flag, or a provider admin when the company exists
 * (404 otherwise, the one place that rule lives; D16, D28, D42 on 404 against 403). Services
 * receive the company resolved here and check only ownership and the resource's own scoping.
 */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../contracts/endpoint.ts';
import type { AccessSubject } from '../../contracts/access.ts';
import { PERMISSIONS, type Permission } from '../../contracts/permissions.ts';
import type { RoleFlag } from '../../contracts/user.ts';
import type { Db } from '../db/database.ts';
import { companyNotFound, requireAccountStaff } from './account-access.ts';
import { checkAuthLevel } from './auth-context.ts';
import { companyExists } from './company.store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company a `company` permission was checked against, set by enforceAccess. */
    companyId: number | undefined;
  }
}

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const field = (part: unknown, name: string): unknown =>
  typeof part === 'object' && part !== null ? (part as Record<string, unknown>)[name] : undefined;

/**
 * The company a request names: `{accountId}` in the path (or the path parameter the endpoint
 * names), else `account_id` in the query, else in the body; undefined when it names none (the
 * caller's first company is then used, as the staff screens send no company for a one-company user).
 */
export function companyOf(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
  endpoint: Pick<Endpoint, 'companyParam'> = {},
): number | undefined {
  return (
    numberOr(field(request.params, endpoint.companyParam ?? 'accountId')) ??
    numberOr(field(request.query, 'account_id')) ??
    numberOr(field(request.body, 'account_id'))
  );
}

/** The permission an endpoint declares. */
export const permissionOf = (endpoint: Pick<Endpoint, 'access'>): Permission => PERMISSIONS[endpoint.access];

export async function enforceAccess(
  db: Db,
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'access' | 'companyParam'>,
): Promise<void> {
  const needed = permissionOf(endpoint);
  await checkAuthLevel(db, request, needed.level);
  if (needed.whose !== 'company') return;
  const flag = needed.flag === 'any-role' ? undefined : needed.flag;
  request.companyId = await requireCompanyAccess(db, request.currentUser!, companyOf(request, endpoint), flag);
}

/**
 * The company check of a `company` permission: the company's staff holding `flag`, or a provider
 * admin when the company exists. enforceAccess applies it; a service calls it only where whether
 * a company is named depends on the request (an optional account_id), with a comment saying so.
 */
export async function requireCompanyAccess(
  db: Db,
  viewer: AccessSubject,
  accountId: number | undefined,
  flag?: RoleFlag,
): Promise<number> {
  const chosen = requireAccountStaff(viewer, accountId, flag);
  if (viewer.is_jf_admin && !(await companyExists(db, chosen))) throw companyNotFound();
  return chosen;
}

/** The company enforceAccess resolved; only for endpoints whose permission is a `company` one. */
export function checkedCompany(request: FastifyRequest): number {
  if (request.companyId === undefined)
    throw new Error('no company was checked for this endpoint (is its permission a company one?)');
  return request.companyId;
}
