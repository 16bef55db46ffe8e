/** The invite form's values and the checks made before asking the server. */
import { t } from '@lingui/core/macro';
import { ROLE_FLAGS } from '../../../contracts/user.ts';
import type { InviteStaff, RoleFlags } from '../../../contracts/staff-users.ts';

export interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  flags: RoleFlags;
  /** A custom role of the company chosen for the person: they hold it, and its flags. */
  roleId?: number;
}

export type InviteField = 'email' | 'first_name' | 'last_name';

export const noFlags = (): RoleFlags => Object.fromEntries(ROLE_FLAGS.map((f) => [f, false])) as RoleFlags;

export const emptyInvite = (): InviteValues => ({ email: '', first_name: '', last_name: '', flags: noFlags() });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inviteProblems(values: InviteValues): Partial<Record<InviteField, string>> {
  const problems: Partial<Record<InviteField, string>> = {};
  if (!EMAIL.test(values.email.trim())) problems.email = t`Enter a valid email address.`;
  if (!values.first_name.trim()) problems.first_name = t`Enter a first name.`;
  if (!values.last_name.trim()) problems.last_name = t`Enter a last name.`;
  return problems;
}

export function toInviteBody(values: InviteValues): InviteStaff {
  return {
    email: values.email.trim().toLowerCase(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    flags: values.flags,
    ...(values.roleId !== undefined ? { role_id: values.roleId } : {}),
  };
}

/** Whether the flags differ from what the person has now (only then is there something to save). */
export function flagsChanged(before: RoleFlags, after: RoleFlags): boolean {
  return ROLE_FLAGS.some((f) => before[f] !== after[f]);
}
