import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadQueryClient = vi.fn(async () => ({ name: 'the query client' }));
vi.mock('../lib/query-client-slot.ts', () => ({ loadQueryClient }));
vi.mock('../lib/session.ts', () => ({
  ensureSession: async () => ({ status: 'signed-out', user: undefined, accountId: undefined }),
}));

const { Route } = await import('./__root.tsx');

/** The root's guard for a visit to `pathname` whose deepest route has `staticData`. */
const guard = (pathname: string, staticData: Record<string, unknown>) =>
  (Route.options.beforeLoad as (input: unknown) => Promise<{ queryClient: unknown }>)({
    location: { pathname, href: pathname, search: {}, searchStr: '' },
    context: { isUnknownPath: () => false, routeTree: { knowsEveryRoute: () => false, loadFullRouteTree: vi.fn() } },
    matches: [{ staticData: {} }, { staticData }],
  });

beforeEach(() => loadQueryClient.mockClear());

describe("the root route's guard and the query client (src/lib/query-client-slot.ts)", () => {
  it('given a sign-in page (withoutQueryClient), then it does not load the query client', async () => {
    const context = await guard('/login', { withoutQueryClient: true });
    expect(loadQueryClient).not.toHaveBeenCalled();
    expect(context.queryClient).toBeUndefined();
  });

  it('given any other page, then the query client is loaded and put in the routes context', async () => {
    const context = await guard('/create-account', {});
    expect(loadQueryClient).toHaveBeenCalledTimes(1);
    expect(context.queryClient).toEqual({ name: 'the query client' });
  });
});

describe('the routes marked withoutQueryClient', () => {
  const routes = join(import.meta.dirname, '.');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  const marked = files(routes).filter((file) => /withoutQueryClient: true/.test(readFileSync(file, 'utf8')));

  it('are the sign-in pages and the job link, and none of them uses the query client', () => {
    expect(marked.map((file) => relative(routes, file)).sort()).toEqual([
      'log-in/$id.tsx',
      'log-in/index.tsx',
      'login/$id.tsx',
      'login/admin/$accountUUID.tsx',
      'login/applicant/$jobUUID.tsx',
      'login/career-pathways/$careerPathwaysUUID.tsx',
      'login/index.tsx',
      'login/interview-list/$interviewListUUID.tsx',
      'login/interview/$interviewUUID.tsx',
      'login/participant/$jobUUID.tsx',
      'login/scorecard/$scorecardUUID/$userID.tsx',
    ]);
    for (const file of marked) expect(readFileSync(file, 'utf8')).not.toMatch(/queryClient|@tanstack\/react-query/);
  });
});
