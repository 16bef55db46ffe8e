import { describe, expect, it } from 'vitest';
import { chunkPlan, libraryChunkOf, type GraphModule } from './vite-chunk-plan.ts';

const root = '/app';
const at = (file: string) => `${root}/${file}`;
const node = (file: string, imports: string[] = [], dynamicImports: string[] = [], isEntry = false): GraphModule => ({
  id: at(file),
  imports: imports.map(at),
  dynamicImports: dynamicImports.map(at),
  isEntry,
});
const split = (route: string) => `${route}?tsr-split=component---loader`;

/** A small app shaped like ours: an entry with two start-up stages, two first screens, another screen, the outbox. */
const graph = [
  node('index.html', ['src/main.tsx'], [], true),
  node('src/main.tsx', ['src/lib/session.ts'], ['src/router.tsx', 'src/mount.tsx']),
  node('src/lib/session.ts'),
  node(
    'src/router.tsx',
    ['src/routes/login/index.tsx', 'src/routes/_applicant/user/questions.tsx', 'src/routes/_applicant/user/typing.tsx'],
    ['src/route-tree.gen.ts'],
  ),
  node('src/mount.tsx'),
  node('src/routes/login/index.tsx', [], [split('src/routes/login/index.tsx')]),
  node('src/routes/_applicant/user/questions.tsx', [], [split('src/routes/_applicant/user/questions.tsx')]),
  node('src/routes/_applicant/user/typing.tsx', [], [split('src/routes/_applicant/user/typing.tsx')]),
  node(split('src/routes/login/index.tsx'), ['src/features/auth/login-form.tsx', 'src/ui/button.tsx']),
  node(
    split('src/routes/_applicant/user/questions.tsx'),
    ['src/features/questionnaire/screen.tsx', 'src/ui/button.tsx', 'src/offline/storage.ts', 'contracts/progress.ts'],
    ['src/features/questionnaire/outbox.ts'],
  ),
  node(split('src/routes/_applicant/user/typing.tsx'), [
    'src/offline/storage.ts',
    'src/offline/typing-runs.ts',
    'src/features/auth/login-form.tsx',
    'contracts/progress.ts',
  ]),
  node('src/features/auth/login-form.tsx'),
  node('src/features/questionnaire/screen.tsx'),
  node('src/ui/button.tsx'),
  node('src/offline/storage.ts'),
  node('src/offline/typing-runs.ts', ['src/offline/db.ts']),
  node('src/offline/db.ts', ['node_modules/dexie/dist/dexie.js']),
  node('node_modules/dexie/dist/dexie.js'),
  node('contracts/progress.ts', ['node_modules/zod/mini.js']),
  node('node_modules/zod/mini.js'),
  node('src/features/questionnaire/outbox.ts', [
    'src/offline/sync-loop.ts',
    'src/offline/typing-runs.ts',
    'src/offline/storage.ts',
    'src/lib/api/typing-test.ts',
  ]),
  node('src/lib/api/typing-test.ts'),
  node('src/routes/_applicant/user/speed.tsx', [], [split('src/routes/_applicant/user/speed.tsx')]),
  node(split('src/routes/_applicant/user/speed.tsx'), ['src/lib/api/typing-test.ts']),
  node('src/offline/sync-loop.ts', ['src/offline/db.ts']),
  node('src/route-tree.gen.ts', ['src/routes/_staff/users.tsx']),
  node('src/routes/_staff/users.tsx', ['src/features/users/users-search.ts', 'src/ui/button.tsx']),
  node('src/features/users/users-search.ts'),
];
const options = {
  root,
  firstScreens: [
    { kit: 'auth-kit', routes: ['src/routes/login/index.tsx'] },
    { kit: 'applicant-kit', routes: ['src/routes/_applicant/user/questions.tsx'] },
  ],
  fullRouteTree: 'src/route-tree.gen.ts',
  isStaffCode: (file: string) =>
    /^src\/routes\/_staff\/|^src\/features\/users\/|^src\/route-tree\.gen\.ts$|^node_modules\/zod\//.test(file),
};
const names = (ids: Iterable<string>) => [...ids].map((id) => id.slice(root.length + 1)).sort();

describe('chunks decided by rule (a renamed or new file lands in the right chunk)', () => {
  const plan = chunkPlan(graph, options);

  it('given src/main.tsx, when it imports modules with import(), then each is a start-up stage in its order, and the one opening routes is a route tree', () => {
    expect(names(plan.stages)).toEqual(['src/mount.tsx', 'src/router.tsx']);
    expect(plan.stages[0]).toBe(at('src/router.tsx'));
    expect([...plan.routeTreeChunks].sort()).toEqual(['router', 'staff-routes']);
    expect(plan.fullRouteTree).toBe(at('src/route-tree.gen.ts'));
    expect(names(plan.entry)).toEqual(['index.html', 'src/main.tsx']);
  });

  it('given two first screens, when a module both load is shared, then it is in the kit; what one loads and shares is in its own kit; what only its route needs stays with the route', () => {
    expect(names(plan.kit)).toEqual(['src/ui/button.tsx']);
    expect(names(plan.screenKits[0]!)).toEqual(['src/features/auth/login-form.tsx']);
    expect(names(plan.screenKits[1]!)).toEqual(['src/offline/storage.ts']);
    expect([...plan.kit, ...plan.screenKits.flatMap((kit) => [...kit])]).not.toContain(
      at('src/features/questionnaire/screen.tsx'),
    );
  });

  it('given a contract that imports zod, when first screens share it, then no kit takes it (its schemas would come with the kit)', () => {
    expect([...plan.kit, ...plan.screenKits.flatMap((kit) => [...kit])]).not.toContain(at('contracts/progress.ts'));
  });

  it('given the outbox loaded with import(), when it reaches modules no kit holds, then they go in its chunk, also those another screen shares, and never a library', () => {
    expect(plan.laterLoads.get(at('src/features/questionnaire/outbox.ts'))).toBe('outbox');
    expect(plan.laterLoads.get(at('src/offline/sync-loop.ts'))).toBe('outbox');
    expect(plan.laterLoads.get(at('src/offline/typing-runs.ts'))).toBe('outbox');
    expect(plan.laterLoads.get(at('src/offline/db.ts'))).toBe('outbox');
    expect(plan.laterLoads.has(at('src/offline/storage.ts'))).toBe(false);
    expect(plan.laterLoads.has(at('node_modules/dexie/dist/dexie.js'))).toBe(false);
  });

  it('given a screen that does not load Dexie, when it shares a module with the outbox, then the outbox leaves that module apart (the screen would load Dexie with it)', () => {
    expect(plan.laterLoads.has(at('src/lib/api/typing-test.ts'))).toBe(false);
  });

  it('given the full route tree, when a staff route imports a module candidate screens also load, then the staff-routes chunk leaves it out (candidate screens would load that chunk)', () => {
    expect(names(plan.staffRouteTree)).toEqual([
      'src/features/users/users-search.ts',
      'src/route-tree.gen.ts',
      'src/routes/_staff/users.tsx',
    ]);
  });

  it('given a first screen whose route file was renamed, when the plan is made, then the build stops and says which screen', () => {
    expect(() =>
      chunkPlan(graph, { ...options, firstScreens: [{ kit: 'auth-kit', routes: ['src/routes/sign-in/index.tsx'] }] }),
    ).toThrow(/auth-kit \(src\/routes\/sign-in\/index\.tsx\): renamed\?/);
  });

  it('given a library module, when only lazy code uses it, then its chunk is named after its package or scope', () => {
    expect(libraryChunkOf('/x/node_modules/dexie/dist/dexie.js')).toBe('dexie');
    expect(
      libraryChunkOf(
        '/x/node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/queryObserver.js',
      ),
    ).toBe('tanstack');
    expect(libraryChunkOf('/x/src/offline/db.ts')).toBeNull();
  });
});
