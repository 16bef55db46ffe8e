import { describe, expect, it } from 'vitest';
import { checkBudget } from './budget-graph.mjs';
import type { ChunkModules, Manifest } from './budget-graph.mjs';
import { chainTo, isStaffRoute, splitByRouteTree, splitProblems } from './route-split.mjs';
import type { ModuleGraph } from './route-split.mjs';

// A tiny app as the build's module graph shows it: the entry starts the router, which imports the
// candidate route tree and loads the full one lazily; a candidate question route and a staff
// vendors route (a staff feature folder no list names), each with its lazy part.
const QUESTION = 'src/routes/_applicant/q.tsx';
const VENDORS = 'src/routes/_staff/vendors.tsx';
const split = (route: string) => `${route}?tsr-split=component---loader`;
const graph = (edits: Record<string, { imports?: string[]; dynamicImports?: string[] }> = {}): ModuleGraph => ({
  entries: ['index.html'],
  fullRouteTree: 'src/route-tree.gen.ts',
  modules: {
    'index.html': { imports: ['src/main.tsx'] },
    'src/main.tsx': { dynamicImports: ['src/router.tsx'] },
    'src/router.tsx': { imports: ['src/route-tree.candidate.gen.js'], dynamicImports: ['src/route-tree.gen.ts'] },
    'src/route-tree.candidate.gen.js': { imports: ['src/routes/__root.tsx', 'src/routes/_applicant.tsx', QUESTION] },
    'src/route-tree.gen.ts': {
      imports: ['src/routes/__root.tsx', 'src/routes/_applicant.tsx', QUESTION, 'src/routes/_staff.tsx', VENDORS],
    },
    'src/routes/__root.tsx': { imports: ['src/features/layout/app-frame.tsx'] },
    'src/routes/_applicant.tsx': {},
    'src/routes/_staff.tsx': { imports: ['src/features/layout/staff-menu.tsx'] },
    [QUESTION]: { dynamicImports: [split(QUESTION)] },
    [split(QUESTION)]: { imports: ['src/features/questionnaire/question-screen.tsx'] },
    [VENDORS]: { dynamicImports: [split(VENDORS)] },
    [split(VENDORS)]: { imports: ['src/features/vendors/vendor-list.tsx'] },
    'src/features/questionnaire/question-screen.tsx': { imports: ['src/ui/button.tsx'] },
    'src/features/vendors/vendor-list.tsx': { imports: ['src/ui/button.tsx', 'node_modules/chart.js/index.js'] },
    'src/features/layout/app-frame.tsx': { imports: ['src/ui/button.tsx'] },
    'src/features/layout/staff-menu.tsx': {},
    'src/ui/button.tsx': {},
    'node_modules/chart.js/index.js': {},
    ...edits,
  },
});
const SHARED = ['layout'];

describe('the candidate/staff split follows the route tree', () => {
  it('given the staff layouts, when a file lives under one, then it is a staff route; any other route is a candidate route', () => {
    expect(isStaffRoute('src/routes/_staff.tsx')).toBe(true);
    expect(isStaffRoute(VENDORS)).toBe(true);
    expect(isStaffRoute('src/routes/_print/printscorecard.tsx')).toBe(true);
    expect(isStaffRoute(QUESTION)).toBe(false);
    expect(isStaffRoute('src/routes/_print/PrintValueReport.tsx')).toBe(false);
    expect(isStaffRoute('src/routes/_staffing.tsx')).toBe(false);
  });

  it('given a new staff feature folder that no list names, then its code and its libraries are staff code, and shared UI is not', () => {
    const { staff, candidate } = splitByRouteTree(graph());
    expect([...staff.keys()].sort()).toEqual(
      [
        'node_modules/chart.js/index.js',
        'src/features/layout/staff-menu.tsx',
        'src/features/vendors/vendor-list.tsx',
        'src/route-tree.gen.ts',
        'src/routes/_staff.tsx',
        VENDORS,
        split(VENDORS),
      ].sort(),
    );
    expect(candidate.has('src/ui/button.tsx')).toBe(true);
    expect(chainTo(staff, 'node_modules/chart.js/index.js')).toEqual([
      VENDORS,
      split(VENDORS),
      'src/features/vendors/vendor-list.tsx',
      'node_modules/chart.js/index.js',
    ]);
    expect(splitProblems(graph(), splitByRouteTree(graph()), SHARED)).toEqual([]);
  });

  it('when a candidate route imports the new staff feature, then the check fails, naming the feature and both importers', () => {
    const leaky = graph({
      [split(QUESTION)]: {
        imports: ['src/features/questionnaire/question-screen.tsx', 'src/features/vendors/vendor-list.tsx'],
      },
    });
    expect(splitProblems(leaky, splitByRouteTree(leaky), SHARED)).toEqual([
      expect.stringMatching(
        /^src\/features\/vendors is imported by a staff route \(src\/routes\/_staff\/vendors\.tsx\?tsr-split=component---loader → src\/features\/vendors\/vendor-list\.tsx\) and by a candidate route \(src\/routes\/_applicant\/q\.tsx\?tsr-split=component---loader → src\/features\/vendors\/vendor-list\.tsx\)/,
      ),
    ]);
    // Declared shared, it passes: both sides import it on purpose.
    expect(splitProblems(leaky, splitByRouteTree(leaky), [...SHARED, 'vendors'])).toEqual([]);
  });

  it('when a candidate route imports a staff route file or the full route tree, then the check fails with the import chain', () => {
    const leaky = graph({
      [split(QUESTION)]: { imports: ['src/features/questionnaire/question-screen.tsx', VENDORS] },
      'src/features/questionnaire/question-screen.tsx': { imports: ['src/ui/button.tsx', 'src/route-tree.gen.ts'] },
    });
    expect(splitProblems(leaky, splitByRouteTree(leaky), SHARED)).toEqual([
      `candidate code imports the full route tree (src/route-tree.gen.ts) statically: ${QUESTION} → ${split(QUESTION)} → src/features/questionnaire/question-screen.tsx → src/route-tree.gen.ts; only import() it`,
      `candidate code imports the staff route file ${VENDORS}: ${QUESTION} → ${split(QUESTION)} → ${VENDORS}`,
      `candidate code imports the staff route file ${split(VENDORS)}: ${QUESTION} → ${split(QUESTION)} → ${VENDORS} → ${split(VENDORS)}`,
    ]);
  });

  it('when a shared feature is no longer imported by one side, then its name in the budget fails until removed', () => {
    expect(splitProblems(graph(), splitByRouteTree(graph()), [...SHARED, 'questionnaire'])).toEqual([
      'bench/budget.json sharedFeatures names questionnaire, which only candidate routes import now: remove it',
    ]);
  });
});

describe('the budget check on the built chunks', () => {
  // The bundler put the vendors list in the question's shared chunk (a chunk group that merged them).
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
    [split(QUESTION)]: { file: 'assets/q.js', src: split(QUESTION), isDynamicEntry: true, imports: ['_kit.js'] },
    [split(VENDORS)]: { file: 'assets/vendors.js', src: split(VENDORS), isDynamicEntry: true, imports: ['_kit.js'] },
    '_kit.js': { file: 'assets/kit.js' },
  };
  const chunkModules = (kit: string[]): ChunkModules => ({
    'assets/index.js': ['src/main.tsx', 'src/router.tsx', 'src/route-tree.candidate.gen.js'],
    'assets/q.js': [split(QUESTION), 'src/features/questionnaire/question-screen.tsx'],
    'assets/vendors.js': [split(VENDORS)],
    'assets/kit.js': kit,
  });
  const check = (kit: string[]) =>
    checkBudget({
      manifest,
      chunkModules: chunkModules(kit),
      budget: { screens: [], sharedFeatures: SHARED },
      sizeOf: () => 1000,
      moduleGraph: graph(),
    });

  it('given chunks that keep staff code apart, then every candidate route passes', () => {
    const result = check(['src/ui/button.tsx']);
    expect(result.candidateRoutes).toEqual([QUESTION]);
    expect(result.failures).toEqual([]);
  });

  it('when a chunk a candidate route loads holds a staff module, then the check fails, naming it and why it is staff', () => {
    expect(check(['src/ui/button.tsx', 'src/features/vendors/vendor-list.tsx']).failures).toEqual([
      `candidate route ${QUESTION} loads src/features/vendors/vendor-list.tsx (in assets/kit.js; staff code, only staff routes import it: ${VENDORS} → ${split(VENDORS)} → src/features/vendors/vendor-list.tsx)`,
    ]);
  });
});
