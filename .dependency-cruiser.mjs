// The import-cycle check of `npm test` (D183): dependency-cruiser reads every import of the
// project's code, type-only ones included (a type cycle is a cycle: it ties the files' meaning
// together even when the compiled code drops it), and fails on a cycle. Run it alone with
// `npx depcruise .` (this file is its default configuration). The import boundaries between
// folders stay in eslint.config.js (docs/architecture.md).

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
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
