// Lint: ESLint's and typescript-eslint's recommended rules (not the type-checked set, so
// `npx eslint .` stays fast), React hooks and accessibility rules for the browser app, and the
// import boundaries of docs/architecture.md (the map of the house: what may import what).
//
// The boundaries use the core `no-restricted-imports` rule with regular expressions on the
// import text. That rule sees the text, not the resolved file, so relative paths are matched by
// how far up they climb. Two consequences shape this file:
// - ESLint does not merge a rule's options across config blocks (the last matching block wins),
//   so every block repeats the ban on importing `jotai` directly, and no file matches two blocks
//   that set the rule.
// - "a feature imports no other feature" is written per folder depth: from
//   src/features/<a>/x.ts, `../<b>/...` is another feature; from src/features/<a>/dir/x.ts it
//   is `../../<b>/...`; and so on. A path that climbs to src/ and back into features/ is banned
//   everywhere below src/features.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// The one Jotai store lives in src/lib/store.ts; everything else imports atoms' helpers from it.
const jotaiBan = {
  regex: '^jotai(/.*)?$',
  message: "Import atom, useAtomValue... from src/lib/store.ts, the one Jotai store, not from 'jotai'.",
};

function boundaries(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [...patterns, jotaiBan] }] };
}

function ban(regex, message) {
  return { regex, message };
}

const upTo = (folders) => `^(\\.\\./)+(${folders})(/|\\.tsx?$|$)`;

// A relative import that climbs exactly `depth` levels and then enters a sibling folder: from a
// file `depth` folders below src/features/<a>/.. that sibling is another feature.
function otherFeature(depth) {
  return ban(
    `^(\\.\\./){${depth}}[^./][^/]*(/|$)`,
    'A feature must not import another feature: move the shared part to src/lib or src/ui, or compose both in a route.',
  );
}
const climbIntoFeatures = ban(
  '^(\\.\\./)+features(/|$)',
  'A feature must not import another feature (or itself through src/features): use a path inside the feature.',
);

const libPatterns = [
  ban(upTo('features|routes'), 'src/lib, src/ui and src/offline must not import features or routes.'),
  ban(
    upTo('router|main|route-tree\\.gen'),
    'src/lib, src/ui and src/offline must not import the app entry or the router.',
  ),
];

// src/lib is below the offline engine: what needs both lives in src/offline-hooks.
const libHoldsNoOffline = ban(
  upTo('offline|offline-hooks'),
  'src/lib must not import src/offline or src/offline-hooks: put what needs both in src/offline-hooks.',
);
// src/offline is the engine the screens and the service worker share: no React in it.
const offlineHoldsNoReact = [
  ban(
    '^(react|react-dom|@lingui/react|@testing-library/react|@tanstack/react-[^/]+)(/.*)?$',
    'src/offline holds no React: React hooks over the engine live in src/offline-hooks.',
  ),
  ban(upTo('offline-hooks|ui'), 'src/offline must not import src/offline-hooks or src/ui (they hold React).'),
];

// Every server file: what the server shares with the browser lives in contracts/.
const serverHoldsNoBrowser = ban(
  upTo('src|sw'),
  'The server must not import the browser app or the service worker; share code through contracts/.',
);

export default defineConfig([
  globalIgnores([
    'dist/',
    'dev-dist/',
    'node_modules/',
    'src/route-tree.gen.ts',
    'data/',
    'test-results/',
    'playwright-report/',
    '.tanstack/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      ...boundaries(),
    },
  },

  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // The React Compiler's rules (all but the two classic ones) analyse each file with the compiler:
  // three quarters of the lint's time. Test files render what the screens hold; their own hooks
  // keep the classic rules.
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },

  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: boundaries(
      ban(
        upTo('src|server|sw'),
        'contracts/ is shared by the app, the server and the worker: it imports none of them.',
      ),
      ban(
        '^(react|react-dom)(/.*)?$|^node:',
        'contracts/ holds no React and no Node: plain zod schemas and functions.',
      ),
    ),
  },
  {
    files: ['contracts/**/*.test.ts'],
    rules: boundaries(ban(upTo('src|server|sw'), 'contracts/ imports nothing from the app, the server or the worker.')),
  },

  { files: ['src/ui/**/*.{ts,tsx}', 'src/offline-hooks/**/*.{ts,tsx}'], rules: boundaries(...libPatterns) },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/store.ts'],
    rules: boundaries(...libPatterns, libHoldsNoOffline),
  },
  {
    files: ['src/lib/store.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...libPatterns, libHoldsNoOffline] }] },
  },
  { files: ['src/offline/**/*.{ts,tsx}'], rules: boundaries(...libPatterns, ...offlineHoldsNoReact) },

  { files: ['src/features/*/*.{ts,tsx}'], rules: boundaries(otherFeature(1), climbIntoFeatures) },
  { files: ['src/features/*/*/*.{ts,tsx}'], rules: boundaries(otherFeature(2), climbIntoFeatures) },
  { files: ['src/features/*/*/*/*.{ts,tsx}'], rules: boundaries(otherFeature(3), climbIntoFeatures) },
  { files: ['src/features/*/*/*/*/**/*.{ts,tsx}'], rules: boundaries(otherFeature(4), climbIntoFeatures) },

  // src/kinds composes each activity kind's definition from its feature folder (the registry the
  // routes read); it may import features, but not routes or the app entry.
  {
    files: ['src/kinds/**/*.{ts,tsx}'],
    rules: boundaries(
      ban(
        upTo('routes|router|main|route-tree\\.gen'),
        'src/kinds composes features for the routes: it imports no route.',
      ),
    ),
  },

  { files: ['server/**/*.ts'], rules: boundaries(serverHoldsNoBrowser) },

  // The server's lower folders (docs/architecture.md): the pure scoring functions import only
  // contracts; the file storage only its configuration; an outside service's adapter no module,
  // route helper or start-up code. The database and access layers import no module (the demo seed that needs one
  // is server/demo, above them). No module imports the app, the demo, the start-up or the operations. Test
  // files keep the general server block: they build the app.
  {
    files: ['server/scoring/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|config|db|http|modules|jobs|integrations|storage|startup|operations|test'),
        'server/scoring holds pure functions: it imports contracts/ only.',
      ),
    ),
  },
  {
    files: ['server/pdf/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|config|db|http|modules|jobs|integrations|storage|scoring|startup|operations|test'),
        'server/pdf draws documents with pdf-lib: it imports nothing of the server.',
      ),
    ),
  },
  {
    files: ['server/storage/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|db|http|modules|jobs|integrations|scoring|startup|operations|test'),
        'server/storage is the file backends alone: it imports its configuration (server/config.ts) only.',
      ),
    ),
  },
  {
    files: ['server/integrations/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|http|modules|startup|operations|test'),
        'server/integrations adapts outside services: no module, HTTP helper or start-up code; a module calls it, or listens.',
      ),
    ),
  },
  {
    files: ['server/jobs/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|http|modules|integrations|startup|operations'),
        "server/jobs is the queue the modules and integrations put work on: it imports neither; a job lives with what it does (scoring's rescoring, the mail's delivery), and server/job-worker.ts registers the handlers (D404).",
      ),
    ),
  },
  {
    files: ['server/http/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|modules|jobs|integrations|demo|startup|operations|test'),
        "server/http is the access layer every module's routes stand on: it imports no module; the signed-in user's read it needs is server/db's (D419).",
      ),
    ),
  },
  {
    files: ['server/db/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|http|modules|jobs|integrations|demo|startup|operations|test'),
        "server/db stands below every module: its reads, migrations and seed rows import no module, HTTP helper, queue or integration; a seed step that needs a module's service belongs in server/demo (D418).",
      ),
    ),
  },
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: boundaries(
      serverHoldsNoBrowser,
      ban(
        upTo('app|main|demo|startup|operations'),
        'A server module must not import the app, the demo seed, the start-up or the operations.',
      ),
    ),
  },

  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: boundaries(
      ban('^\\.\\./(?!(contracts|src/offline)/)', 'The service worker imports only contracts/ and src/offline/.'),
      ban('^\\.\\./src/offline/.*\\.tsx$|^react(-dom)?(/.*)?$', 'The service worker holds no React.'),
    ),
  },

  {
    files: ['e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs,ts}', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // The journeys take `test`, `expect` and the rest from e2e/support/test.ts, whose `test` throttles
  // every page in the slow mode (E2E_SLOW=1): a spec on Playwright's own `test` would run at full
  // speed there. Types may still come from '@playwright/test'. (The typescript-eslint rule, for
  // allowTypeImports; the core rule's jotai ban above still applies.)
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message:
                "Import test, expect and the rest from e2e/support/test.ts (the slow mode's test), not from '@playwright/test'.",
            },
          ],
        },
      ],
    },
  },
]);
