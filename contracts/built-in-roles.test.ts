import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, flagsOfRole, roleOfFlags } from './built-in-roles.ts';
import { ROLE_FLAGS } from './role-flags.ts';

describe('built-in roles', () => {
  it('given each role, when its flags are read back, then they name the same role: no two roles share a set', () => {
    for (const role of BUILT_IN_ROLES) expect(roleOfFlags(flagsOfRole(role))).toBe(role);
  });

  it('given the admin, then every flag is set; given flags no role has, then the set is custom', () => {
    expect(ROLE_FLAGS.every((f) => flagsOfRole('admin')[f])).toBe(true);
    expect(roleOfFlags({ ...flagsOfRole('interviewer'), full_access: true })).toBeUndefined();
  });
});
