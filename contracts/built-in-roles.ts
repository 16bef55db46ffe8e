/**
 * The built-in roles: named sets of the role flags (contracts/role-flags.ts), so staff choose
 * "Recruiter" rather than tick flags one by one (D201). A person's flags are still what the server
 * checks; a role is the name of a set, and a set that matches no role reads as custom.
 */
import { ROLE_FLAGS, type RoleFlag } from './role-flags.ts';

export const BUILT_IN_ROLES = ['admin', 'recruiter', 'hiring_manager', 'interviewer', 'analyst'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

export const ROLE_FLAG_SETS: Record<BuiltInRole, readonly RoleFlag[]> = {
  admin: ROLE_FLAGS,
  recruiter: ['smartreq_access'],
  hiring_manager: ['smartreq_access', 'job_profile_access', 'performance_access'],
  interviewer: [],
  analyst: ['company_dashboard_access'],
};

export function flagsOfRole(role: BuiltInRole): Record<RoleFlag, boolean> {
  const set = new Set(ROLE_FLAG_SETS[role]);
  return Object.fromEntries(ROLE_FLAGS.map((f) => [f, set.has(f)])) as Record<RoleFlag, boolean>;
}

/** The built-in role whose set is exactly these flags, or undefined (a custom set). */
export function roleOfFlags(flags: Record<RoleFlag, boolean>): BuiltInRole | undefined {
  return BUILT_IN_ROLES.find((role) => {
    const set = new Set(ROLE_FLAG_SETS[role]);
    return ROLE_FLAGS.every((f) => flags[f] === set.has(f));
  });
}
