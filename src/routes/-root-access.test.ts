/**
 * The root's guard enforces the access the matched route declares (staticData.access, D471), not a
 * table beside the routes; a path the router's current tree does not know is judged by the same
 * declarations by path (contracts/page-access.gen.ts).
 */
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_FLAGS, type RoleEntry } from '../../contracts/user.ts';
import type { AccessSubject } from '../../contracts/access.ts';

const session = vi.hoisted(() => ({ user: undefined as AccessSubject | undefined }));
vi.mock('../lib/query-client-slot.ts', () => ({ loadQueryClient: async () => ({}) }));
vi.mock('../lib/session.ts', () => ({
  ensureSession: async () => ({ status: 'signed-in', user: session.user, accountId: 1 }),
}));

const { Route } = await import('./__root.tsx');
const { Route: ImportData } = await import('./_staff/settings/import-data.tsx');

const role = (flags: readonly string[]) =>
  Object.fromEntries([
    ['account_id', 1],
    ['account_name', 'Demo Company'],
    ['role_name', 'Role'],
    ...ROLE_FLAGS.map((flag) => [flag, flags.includes(flag)]),
  ]) as unknown as RoleEntry;
const OWNER: AccessSubject = { is_jf_admin: false, roles: [role(ROLE_FLAGS)] };
const INTERVIEWER: AccessSubject = { is_jf_admin: false, roles: [role([])] };
const PROVIDER_ADMIN: AccessSubject = { is_jf_admin: true, roles: [] };

/** Where the guard sends `user` visiting `pathname` whose deepest route has `staticData`: 'allow' or the redirect's target. */
async function visit(
  user: AccessSubject,
  pathname: string,
  staticData: StaticDataRouteOption,
  { unknownPath = false } = {},
): Promise<string> {
  session.user = user;
  try {
    await (Route.options.beforeLoad as (input: unknown) => Promise<unknown>)({
      location: { pathname, href: pathname, search: {}, searchStr: '' },
      context: {
        isUnknownPath: () => unknownPath,
        routeTree: { knowsEveryRoute: () => !unknownPath, loadFullRouteTree: vi.fn() },
      },
      matches: unknownPath
        ? [{ staticData: {} }]
        : [{ staticData: {} }, { staticData: {} }, { fullPath: pathname, staticData }],
    });
    return 'allow';
  } catch (thrown) {
    return (thrown as { options?: { to?: string } }).options?.to ?? String(thrown);
  }
}

describe("the root's guard reads the access declared on the matched route", () => {
  const declared = ImportData.options.staticData!;

  it('given the import page declares provider-admin on its route, then a company owner is refused and a provider admin let in', async () => {
    expect(declared.access).toBe('provider-admin');
    expect(await visit(OWNER, '/settings/import-data', declared)).toBe('/not-authorized');
    expect(await visit(PROVIDER_ADMIN, '/settings/import-data', declared)).toBe('allow');
  });

  it('given the same path, when its route declares another access, then the route decides, not the path', async () => {
    expect(await visit(OWNER, '/settings/import-data', { access: 'company-settings' })).toBe('allow');
    expect(await visit(INTERVIEWER, '/settings/import-data', { access: 'company-settings' })).toBe('/not-authorized');
    expect(await visit(INTERVIEWER, '/settings/import-data', { access: 'staff' })).toBe('allow');
  });

  it("given a route's preference, then the page is refused while the company has it off", async () => {
    expect(
      await visit(OWNER, '/settings/details', { access: 'company-settings', accessPreference: 'EEOC_DASHBOARD' }),
    ).toBe('/not-authorized');
    expect(
      await visit(PROVIDER_ADMIN, '/settings/details', {
        access: 'company-settings',
        accessPreference: 'EEOC_DASHBOARD',
      }),
    ).toBe('allow');
  });

  it('given a page whose routes declare no access on a path nothing declares, then only a provider admin gets in (fails closed)', async () => {
    expect(await visit(OWNER, '/brand-new-page', {})).toBe('/not-authorized');
    expect(await visit(PROVIDER_ADMIN, '/brand-new-page', {})).toBe('allow');
  });

  it('given a staff path the current route tree does not know yet, then the declarations by path decide before the staff routes load', async () => {
    expect(await visit(INTERVIEWER, '/settings/import-data', {}, { unknownPath: true })).toBe('/not-authorized');
    expect(await visit(OWNER, '/settings/details', {}, { unknownPath: true })).toBe('allow');
    expect(await visit(OWNER, '/no-such-page', {}, { unknownPath: true })).toBe('allow');
  });
});
