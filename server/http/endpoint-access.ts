/**
 * The access layer: enforces the permission an endpoint declares (contracts/permissions.ts) before
 * its handler runs. The level for every endpoint; for a `company` permission also the company the
 * request names: its staff with the permission's flag, or a provider admin when the company exists
 * (404 otherwise, the one place that rule lives; D16, D28, D42 on 404 against 403), or the company
 * of the record the path names when the endpoint declares a `resource` (resource-access.ts); for a `team`
 * permission the job or application the path names, when the caller may work on its job
 * (team-access.ts; 404 otherwise). Services receive the company, job or application resolved
 * here and check only ownership and the resource's own scoping.
 */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../contracts/endpoint.ts';
import type { AccessSubject } from '../../contracts/access.ts';
import { PERMISSIONS, type Permission } from '../../contracts/permissions.ts';
import type { Db } from '../db/database.ts';
import { companyNotFound, requireAccountStaff, type NeededFlag } from './account-access.ts';
import { checkAuthLevel } from './auth-context.ts';
import { companyExists } from './company.store.ts';
import { resourceCompany } from './resource-access.ts';
import {
  applicationForStaff,
  jobForStaff,
  jobOrProfileForStaff,
  type StaffApplication,
  type StaffJob,
} from './team-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company a `company` permission was checked against, set by enforceAccess (null: a provider's record the path names). */
    companyId: number | null | undefined;
    /** The job a `team` permission was checked against (an application's job too), set by enforceAccess. */
    staffJob: StaffJob | undefined;
    /** The application an `application` team permission was checked against, set by enforceAccess. */
    staffApplication: StaffApplication | undefined;
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
  endpoint: Pick<Endpoint, 'access' | 'companyParam' | 'resource'>,
): Promise<void> {
  const needed = permissionOf(endpoint);
  await checkAuthLevel(db, request, needed.level);
  if (needed.team) return enforceTeam(db, request, needed.team);
  if (needed.whose !== 'company') return;
  const flag = needed.flag === 'any-role' ? undefined : needed.flag;
  const { resource } = endpoint;
  request.companyId = resource
    ? await resourceCompany(db, request.currentUser!, resource.kind, pathNumber(request, resource.param), flag)
    : await requireCompanyAccess(db, request.currentUser!, companyOf(request, endpoint), flag);
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
  flag?: NeededFlag,
): Promise<number> {
  const chosen = requireAccountStaff(viewer, accountId, flag);
  if (viewer.is_jf_admin && !(await companyExists(db, chosen))) throw companyNotFound();
  return chosen;
}

/** The company enforceAccess resolved (the named record's, for a `resource`); only for endpoints whose permission is a `company` one. */
export function checkedCompany(request: FastifyRequest): number {
  const owner = checkedOwner(request);
  if (owner === null) throw new Error("this endpoint's record may be the provider's: read checkedOwner");
  return owner;
}

/** checkedCompany for a `resource` whose records may be the provider's own (null). */
export function checkedOwner(request: FastifyRequest): number | null {
  if (request.companyId === undefined)
    throw new Error('no company was checked for this endpoint (is its permission a company one?)');
  return request.companyId;
}

/** A path parameter the contract's params schema already made a number. */
function pathNumber(request: FastifyRequest, name: string): number {
  const value = numberOr(field(request.params, name));
  if (value === undefined) throw new Error(`the endpoint's access needs the path parameter {${name}}`);
  return value;
}

async function enforceTeam(db: Db, request: FastifyRequest, team: NonNullable<Permission['team']>): Promise<void> {
  const viewer = request.currentUser!;
  if (team === 'application') {
    request.staffApplication = await applicationForStaff(db, viewer, pathNumber(request, 'userSmartreqId'));
    request.staffJob = request.staffApplication.job;
    return;
  }
  const jobId = pathNumber(request, 'jobId');
  request.staffJob = await (team === 'job' ? jobForStaff : jobOrProfileForStaff)(db, viewer, jobId);
}

/** The job enforceAccess resolved; only for endpoints whose permission is a `team` one. */
export function checkedJob(request: FastifyRequest): StaffJob {
  if (request.staffJob === undefined)
    throw new Error('no job was checked for this endpoint (is its permission a team one?)');
  return request.staffJob;
}

/** The application enforceAccess resolved; only for endpoints declaring `applicant-team`. */
export function checkedApplication(request: FastifyRequest): StaffApplication {
  if (request.staffApplication === undefined)
    throw new Error('no application was checked for this endpoint (is its permission applicant-team?)');
  return request.staffApplication;
}
