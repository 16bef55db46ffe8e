import { defineConfig } from '@lingui/cli';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staffFolders } from './scripts/staff-folders.mjs';

// The catalogs, so a screen downloads only the messages it can show (bench/budget.json):
// - `staff`: the messages of staff-only code, loaded by the staff layout route and the printable
//   scorecard (src/lib/i18n.ts loadStaffMessages). Staff-only code is what the route tree says
//   (scripts/staff-folders.mjs: what staff routes reach and no candidate route does; the budget
//   check proves no candidate screen loads it): those feature and src/ui folders, the staff layout
//   (src/features/layout/admin-*) and the staff routes.
// - one catalog per other feature folder, named after it (src/locales/{locale}/questionnaire.po,
//   auth.po, ...): a module of the folder that uses a Lingui macro waits for its folder's catalog
//   before it runs (vite.config.ts featureCatalogs plugin, src/lib/i18n.ts loadCatalog), so the
//   sign-in page never downloads the questionnaire's messages and the questionnaire never the
//   sign-in page's. A new feature folder gets its catalog at the next extract. The src/ui folders
//   of UI_CATALOGS are candidate code that only some screens load (the offline readiness check
//   before a timed start; the bias audit's tables, shared by the staff page and the public
//   summary): they have a catalog of their own too, named after the folder.
// - `messages`: everything else (src/ui, src/lib, src/routes, src/features/layout, contracts, and
//   the kinds' `src/features/*/*.kind.ts` and `*.label.ts`), loaded before the app renders.
// A message with origins in several catalogs' files lands in each of them (each catalog collects
// from its own files), so the catalogs a screen loads always have all its messages.
const root = fileURLToPath(new URL('.', import.meta.url));
const featureFolders = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Staff code by the route tree (scripts/staff-folders.mjs): no list of folder names to keep.
const { features: staffFeatures, ui: staffUiFolders } = staffFolders(root);
/** Feature folders loaded with the app (their modules are in the route tree or the layouts). */
const CORE_FEATURES = ['layout'];
/** src/ui folders whose messages only some candidate screens show: each has its own catalog, like a feature. */
const UI_CATALOGS = [
  'bias-audit-tables',
  'camera-consent',
  'offline-readiness',
  'route-error',
  'storage-trouble',
  'timer-announcer',
];
/** The feature folders with a catalog of their own. */
export const featureCatalogs = featureFolders.filter(
  (feature) => !staffFeatures.includes(feature) && !CORE_FEATURES.includes(feature),
);
/** Each catalog of a folder: the folder's path and its catalog's name. */
const folderCatalogs = [
  ...featureCatalogs.map((name) => ({ name, folder: `src/features/${name}` })),
  ...UI_CATALOGS.map((name) => ({ name, folder: `src/ui/${name}` })),
];

const STAFF_KIND_FILES = '<rootDir>/src/features/*/*.staff.tsx';
const isStaffKindFile = (file: string) => /^src\/features\/[^/]+\/[^/]+\.staff\.tsx$/.test(file);
// A kind's candidate definition (`<kind>.kind.ts`) and labels (`<kind>.label.ts`) name the kind:
// the tracker and the job link show those names for every kind, so they are in the main catalog,
// and the registries (src/kinds/candidate.ts, labels.ts) wait for no kind's own catalog.
const KIND_FILES = ['<rootDir>/src/features/*/*.kind.ts', '<rootDir>/src/features/*/*.label.ts'];
const isKindFile = (file: string) => /^src\/features\/[^/]+\/[^/]+\.(kind|label)\.ts$/.test(file);
/** A folder's files for the main catalog to leave out: all but its kind definitions and labels. */
const allButKindFiles = (folder: string) => [
  `<rootDir>/${folder}/*/**/*`,
  `<rootDir>/${folder}/!(*.kind.ts|*.label.ts)`,
];

const staffCode = [
  ...staffFeatures.map((feature) => `<rootDir>/src/features/${feature}/**`),
  ...staffUiFolders.map((folder) => `<rootDir>/src/ui/${folder}/**`),
  '<rootDir>/src/features/layout/admin-*',
  '<rootDir>/src/routes/_staff/**',
  '<rootDir>/src/routes/_print/printscorecard.tsx',
  // A kind's plan-editor side (D186) is staff code in a candidate feature folder: its messages come
  // with the staff catalog, so the plan editor waits for no kind's own catalog.
  STAFF_KIND_FILES,
];
const notSource = ['**/*.test.*', '**/node_modules/**'];

/**
 * The feature catalog a source file's messages are in (a path relative to the repository, with
 * forward slashes), or undefined for the main and staff catalogs.
 */
export function featureCatalogOf(file: string): string | undefined {
  if (isStaffKindFile(file) || isKindFile(file)) return undefined;
  return folderCatalogs.find(({ folder }) => file.startsWith(`${folder}/`))?.name;
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/contracts'],
      exclude: [...notSource, ...staffCode, ...folderCatalogs.flatMap(({ folder }) => allButKindFiles(folder))],
    },
    ...folderCatalogs.map(({ name, folder }) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [`<rootDir>/${folder}/**`],
      exclude: [...notSource, STAFF_KIND_FILES, ...KIND_FILES],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/staff',
      include: staffCode,
      exclude: notSource,
    },
  ],
});
