/**
 * A company's staff in every role the product has, for tests that walk staff reads as each one
 * (decider-reads.test.ts): the built-in roles (contracts/built-in-roles.ts), a custom role with and
 * one without the private-data permission, and the provider admin. Each person made here is on
 * the team of the jobs given, so the roles that reach a requisition only through its team
 * (interviewer, analyst) read it as a team member would.
 */
import { randomUUID } from 'node:crypto';
import { BUILT_IN_ROLES, flagsOfRole } from '../../contracts/built-in-roles.ts';
import { ROLE_FLAGS, type RoleFlag } from '../../contracts/role-flags.ts';
import type { TestApp } from './test-app.ts';

export type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;

export interface StaffMember {
  /** The role's name, for messages. */
  role: string;
  who: SignedIn;
  /** Holds private_data_access for the company (a provider admin holds every flag). */
  privateData: boolean;
}

const CUSTOM_ROLES: { name: string; flags: RoleFlag[] }[] = [
  { name: 'Accommodations coordinator', flags: ['smartreq_access', 'private_data_access'] },
  { name: 'Everything but private data', flags: ROLE_FLAGS.filter((f) => f !== 'private_data_access') },
];

export async function staffOfEveryRole(t: TestApp, accountId: number, teamJobIds: number[]): Promise<StaffMember[]> {
  // Everyone signs in with the demo password: the recruiter's hash is it.
  const { password_hash } = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'recruiter@demo-company.test')
    .executeTakeFirstOrThrow();
  const roles = [
    ...BUILT_IN_ROLES.map((role) => ({ name: role, flags: flagsOfRole(role) })),
    ...CUSTOM_ROLES.map(({ name, flags }) => ({
      name,
      flags: Object.fromEntries(ROLE_FLAGS.map((f) => [f, flags.includes(f)])) as Record<RoleFlag, boolean>,
    })),
  ];
  const staff: StaffMember[] = [];
  for (const [i, role] of roles.entries()) {
    const { role_id } = await t.db
      .insertInto('roles')
      .values({ account_id: accountId, role_name: `Walk ${role.name}`, ...role.flags })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    const email = `walk.${i}.${Date.now()}@demo-company.test`;
    const { user_id } = await t.db
      .insertInto('users')
      .values({ uuid: randomUUID(), email, first_name: 'Walk', last_name: role.name, password_hash })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id, role_id }).execute();
    if (teamJobIds.length > 0)
      await t.db
        .insertInto('job_team_members')
        .values(teamJobIds.map((job_id) => ({ job_id, user_id })))
        .execute();
    staff.push({ role: role.name, who: await t.signIn(email), privateData: role.flags.private_data_access });
  }
  staff.push({ role: 'provider admin', who: await t.signIn('admin@assay.test'), privateData: true });
  return staff;
}
