/**
 * The permission vocabulary (seed 000 sections 2, 3 and 6): what a caller must be to use an
 * endpoint or see a page, written once and read by both sides. Each endpoint names one of these
 * in its contract (`access:` in defineEndpoint); the server's access layer
 * (server/http/endpoint-access.ts) enforces it before the handler runs, the browser's page rules
 * (contracts/access.ts) name the same permissions, and the authorization matrix test computes
 * what each kind of user gets from it. Plain data only: the browser loads this file.
 */
import type { RoleFlag } from './role-flags.ts';

/** 0 public, 1 signed-in user, 2 company staff, 3 provider admin (seed 000 section 6). */
export type AuthLevel = 0 | 1 | 2 | 3;

/**
 * Whose data the permission reaches:
 * - `anyone`: public, no sign-in (the request's own token or link may still be checked);
 * - `own`: any signed-in user, on their own data (the service checks ownership);
 * - `company`: staff of the company the request names, and provider admins; the access layer
 *   resolves that company (see `companyOf` in server/http/endpoint-access.ts) and answers 404 for
 *   anyone else, including a provider admin naming a company that does not exist; an endpoint
 *   declaring a `resource` names instead the company of the record its path holds (ResourceRef);
 * - `resource`: any company staff; the service scopes them to the company (or team) of the
 *   resource named, which only it can load;
 * - `team`: staff with the flag, or on the job's or pathway's team. A permission naming `team`
 *   (what the path names) is enforced by the access layer: the job `{jobId}` or the application
 *   `{userSmartreqId}`, with the flag its job's type needs (server/http/team-access.ts); one
 *   without (`smartreqs`, `pathways`, `job-profiles`) is a page's, its flag fixed by the page;
 * - `platform`: provider admins only.
 */
export type Whose = 'anyone' | 'own' | 'resource' | 'company' | 'team' | 'platform';

export interface Permission {
  level: AuthLevel;
  /**
   * Level 2: what the caller's role for the company must grant ('any-role': any role there; a list:
   * any one of its flags).
   */
  flag?: RoleFlag | 'any-role' | readonly RoleFlag[];
  whose: Whose;
  /**
   * A `team` permission an endpoint declares: what its path names, whose job decides (404 "Job
   * not found" or "Applicant not found" to anyone else). `job`: a requisition or pathway
   * (`{jobId}`); `job-or-profile`: also a job profile (D141); `application`: an application's job
   * (`{userSmartreqId}`).
   */
  team?: 'job' | 'job-or-profile' | 'application';
}

export const PERMISSIONS = {
  public: { level: 0, whose: 'anyone' },
  'signed-in': { level: 1, whose: 'own' },
  staff: { level: 2, flag: 'any-role', whose: 'resource' },
  /** Any role at the company the request names. */
  'company-staff': { level: 2, flag: 'any-role', whose: 'company' },
  'company-settings': { level: 2, flag: 'company_settings_access', whose: 'company' },
  /** Reading a company's templates and typing passages to start from (D140, D148, D201): settings or requisition access. */
  'company-templates': { level: 2, flag: ['company_settings_access', 'smartreq_access'], whose: 'company' },
  'company-dashboard': { level: 2, flag: 'company_dashboard_access', whose: 'company' },
  'all-employees': { level: 2, flag: 'all_employee_access', whose: 'company' },
  'job-profiles': { level: 2, flag: 'job_profile_access', whose: 'team' },
  /** Creating a job profile or pathway: the flag at the company named, no team yet to be on. */
  'company-job-profiles': { level: 2, flag: 'job_profile_access', whose: 'company' },
  'company-pathways': { level: 2, flag: 'all_pathways_access', whose: 'company' },
  smartreqs: { level: 2, flag: 'smartreq_access', whose: 'team' },
  pathways: { level: 2, flag: 'all_pathways_access', whose: 'team' },
  /** The requisition or pathway `{jobId}`: the flag its type needs (smartreq_access, all_pathways_access), or its team. */
  'job-team': { level: 2, whose: 'team', team: 'job' },
  /** As `job-team`, a job profile too (its flag job_profile_access): the parts profiles share (D141). */
  'job-or-profile-team': { level: 2, whose: 'team', team: 'job-or-profile' },
  /** The application `{userSmartreqId}`: as `job-team` on its job. */
  'applicant-team': { level: 2, whose: 'team', team: 'application' },
  'provider-admin': { level: 3, whose: 'platform' },
  /** A provider admin acting on the company the request names (which must exist). */
  'provider-admin-company': { level: 3, whose: 'company' },
} as const satisfies Record<string, Permission>;

export type PermissionName = keyof typeof PERMISSIONS;

/**
 * A record a path names whose company a `company` permission is checked against, in place of a
 * company the request names: `{ kind, param }` in defineEndpoint (`resource:`), the path parameter
 * `{param}` holding its id. server/http/resource-access.ts maps each kind to the query reading its
 * company; a record that does not exist, or another company's, is 404 with the kind's own text.
 */
export type ResourceKind =
  | 'bank-question'
  | 'company-attribute'
  | 'account-field'
  | 'phone-number'
  | 'custom-dashboard'
  | 'source'
  | 'rejection-reason'
  | 'separation-reason'
  | 'outcome-question'
  | 'offer-field'
  | 'offer-template'
  | 'job-board'
  | 'scoring-template'
  | 'screening-template'
  | 'message-template'
  | 'typing-passage';

export interface ResourceRef {
  kind: ResourceKind;
  param: string;
}

export function permission(name: PermissionName): Permission {
  return PERMISSIONS[name];
}
