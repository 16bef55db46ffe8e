// The import-cycle check of `npm test` (D183): dependency-cruiser reads every import of the
// project's code, type-only ones included (a type cycle is a cycle: it ties the files' meaning
// together even when the compiled code drops it), and fails on a cycle. Run it alone with
// `npx depcruise .` (this file is its default configuration). The import boundaries between
// folders stay in eslint.config.js (docs/architecture.md), except the module faces below.

import { readdirSync } from 'node:fs';
import { NOT_YET_FACED } from './scripts/module-faces.mjs';

// A server module with a face (D331): outside its folder it is reached through its index.ts
// alone, which exports what other modules may use; the files inside import each other directly.
// The app (server/app.ts, the composition root) also registers the module's routes from its
// *.routes.ts: a face that re-exported its routes would tie every importer to the routes' imports
// (second-factor -> auth's face -> auth.routes -> second-factor, a cycle). The activity kinds'
// registry (server/modules/activity-kinds.gen.ts, generated) likewise lists each kind's *.kind.ts.
// Tests get no exception: a test that needs a module's inside lives in the module's folder.
// Every module folder has a face but those listed in NOT_YET_FACED (scripts/module-faces.mjs,
// D352): a new module has one from its first file, and the list only shrinks
// (scripts/module-faces.test.ts fails on a listed module nothing reaches past any more).

// Paths here are from the project's root, where depcruise runs (as `includeOnly` below).
const MODULES = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FACED_MODULES = MODULES.filter((name) => !NOT_YET_FACED.includes(name));

const faceRules = FACED_MODULES.flatMap((name) => {
  const inside = `^server/modules/${name}/`;
  const face = `^server/modules/${name}/index\\.ts$`;
  const comment = `Import server/modules/${name}/index.ts (the module's face), not a file inside it; what you need and it lacks, the face may export (D331).`;
  return [
    {
      name: 'module-face',
      severity: 'error',
      comment,
      from: { pathNot: [inside, '^server/app\\.ts$', '^server/modules/activity-kinds\\.gen\\.ts$'] },
      to: { path: inside, pathNot: [face] },
    },
    {
      name: 'module-face',
      severity: 'error',
      comment: `${comment} The app may also register its routes (*.routes.ts).`,
      from: { path: '^server/app\\.ts$' },
      to: { path: inside, pathNot: [face, '\\.routes\\.ts$'] },
    },
    {
      name: 'module-face',
      severity: 'error',
      comment: `${comment} The activity kinds' registry may also list its kind (*.kind.ts).`,
      from: { path: '^server/modules/activity-kinds\\.gen\\.ts$' },
      to: { path: inside, pathNot: [face, '\\.kind\\.ts$'] },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...faceRules,
    {
      name: 'migration-frozen',
      severity: 'error',
      comment:
        'A migration keeps its own copy of what it writes (D353): it imports no server module, whose code may change after the migration ran.',
      from: { path: '^server/db/migrations/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both files need into a third file that imports neither.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(contracts|src|server|sw|scripts|bench|e2e)/|^[^/]+\\.(ts|mjs|js)$',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dev-dist|data|test-results|playwright-report|bench/results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
