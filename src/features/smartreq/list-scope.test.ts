import { describe, expect, it } from 'vitest';
import { smartreqAccessFlag } from './list-scope.ts';

const role = (smartreq_access: boolean) => ({ smartreq_access }) as never;

describe('the requisition list scope (seed 001 section 6)', () => {
  it('given a provider admin or a first role with smartreq_access, then 1; otherwise 0, whatever later roles say', () => {
    expect(smartreqAccessFlag({ is_jf_admin: true, roles: [] })).toBe('1');
    expect(smartreqAccessFlag({ is_jf_admin: false, roles: [role(true)] })).toBe('1');
    expect(smartreqAccessFlag({ is_jf_admin: false, roles: [role(false), role(true)] })).toBe('0');
    expect(smartreqAccessFlag({ is_jf_admin: false, roles: [] })).toBe('0');
  });
});
