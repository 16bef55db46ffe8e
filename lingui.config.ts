import { defineConfig } from '@lingui/cli';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Two catalogs, so candidate screens never download the staff screens' messages (bench/budget.json):
// `staff` holds the messages of staff-only code, loaded by the staff layout route and the printable
// scorecard (src/lib/i18n.ts loadStaffMessages); `messages` everything else. A message with origins
// on both sides lands in both catalogs (each catalog collects from its own files), so the catalog a
// screen loads always has all its messages. Staff-only code is what bench/budget.json forbids on
// candidate routes (its check proves no candidate screen loads it): the staff feature folders
// (read from its list), the staff layout (src/features/layout/admin-*) and the staff routes.
const root = fileURLToPath(new URL('.', import.meta.url));
const budget = JSON.parse(readFileSync(`${root}bench/budget.json`, 'utf8')) as { forbiddenOnCandidateRoutes: string[] };
const forbidden = budget.forbiddenOnCandidateRoutes.map((pattern) => new RegExp(pattern));
const staffFeatures = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && forbidden.some((pattern) => pattern.test(`src/features/${entry.name}/index.ts`)))
  .map((entry) => entry.name);
const staffCode = [
  ...staffFeatures.map((feature) => `<rootDir>/src/features/${feature}/**`),
  '<rootDir>/src/features/layout/admin-*',
  '<rootDir>/src/routes/_staff/**',
  '<rootDir>/src/routes/_print/printscorecard.tsx',
];
const notSource = ['**/*.test.*', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contracts'],
      exclude: [...notSource, ...staffCode],
    },
    {
      path: '<rootDir>/src/locales/{locale}/staff',
      include: staffCode,
      exclude: notSource,
    },
  ],
});
