// Fails when a message of the source code has no Spanish or French translation, or a message breaks
// a rule of scripts/catalog-rules.mjs (its language's typography and register, a "(s)" plural).
// It extracts the current source into a temporary copy of the catalogs, so a message missing
// from the committed catalogs (someone forgot to extract) fails too, and the working tree is
// left untouched. Fix with `npm run i18n:extract`, then translate the empty msgstr entries.
// Every catalog of lingui.config.ts is checked (messages, and staff: the staff screens' own).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { bin, root } from './prepare.mjs';
import { conflictingTranslations, entryProblems, readPo } from './catalog-rules.mjs';

const TRANSLATED_LOCALES = ['es', 'fr'];

function main() {
  const work = mkdtempSync(join(tmpdir(), 'assay-catalogs-'));
  try {
    const locales = join(root, 'src', 'locales');
    cpSync(locales, join(work, 'locales'), { recursive: true });
    // The project's own catalogs (their include and exclude as lingui.config.ts says), written into the copy.
    const project = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
    const catalogs = project.catalogs.map((catalog) => {
      const path = relative(locales, catalog.path);
      if (path.startsWith('..')) throw new Error(`The catalog ${catalog.path} is not in src/locales.`);
      return { ...catalog, path: join(work, 'locales', path) };
    });
    const config = {
      sourceLocale: 'en',
      locales: ['en', ...TRANSLATED_LOCALES],
      fallbackLocales: { default: 'en' },
      rootDir: root,
      catalogs,
    };
    // A catalog without files yet (a new feature folder): seeded from messages.po as
    // scripts/seed-feature-catalogs.mjs does before the real extract, so the messages that move
    // into it keep their translations here too.
    for (const catalog of catalogs) {
      for (const locale of config.locales) {
        const file = `${catalog.path.replace('{locale}', locale)}.po`;
        const main = join(work, 'locales', locale, 'messages.po');
        if (!existsSync(file) && existsSync(main)) copyFileSync(main, file);
      }
    }
    const configPath = join(work, 'lingui.config.json');
    writeFileSync(configPath, JSON.stringify(config, null, 2));
    const extract = spawnSync(bin('lingui'), ['extract', '--config', configPath, '--workers', '1'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (extract.status !== 0) {
      process.stderr.write(extract.stdout + extract.stderr);
      console.error('Catalog check: lingui extract failed.');
      return 1;
    }

    let problemCount = 0;
    const byLocale = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, {}]));
    for (const catalog of catalogs) {
      for (const locale of TRANSLATED_LOCALES) {
        const file = `${catalog.path.replace('{locale}', locale)}.po`;
        const name = `${locale}/${basename(file)}`;
        const entries = readPo(readFileSync(file, 'utf8'));
        byLocale[locale][basename(file)] = entries;
        const missing = entries.filter(
          (e) => e.translations.length === 0 || e.translations.some((t) => t.trim() === ''),
        );
        problemCount += missing.length;
        const broken = entries
          .map((entry) => ({ entry, problems: entryProblems(locale, entry) }))
          .filter((e) => e.problems.length > 0);
        problemCount += broken.length;
        if (broken.length > 0) {
          console.error(`\n${name}: ${broken.length} messages break a rule:`);
          for (const { entry, problems } of broken)
            console.error(`  - ${JSON.stringify(entry.translations.join(' | '))}: ${problems.join('; ')}`);
        }
        if (missing.length > 0) {
          console.error(`\n${name}: ${missing.length} of ${entries.length} messages have no translation:`);
          for (const entry of missing) console.error(`  - ${JSON.stringify(entry.id)}`);
        } else {
          console.log(`${name}: all ${entries.length} messages translated.`);
        }
      }
    }
    // One language's catalogs merge on a screen (D410): a message and context read one way in all of them.
    for (const locale of TRANSLATED_LOCALES) {
      const conflicts = conflictingTranslations(byLocale[locale]);
      problemCount += conflicts.length;
      if (conflicts.length === 0) continue;
      console.error(
        `\n${locale}: ${conflicts.length} messages are translated differently in two catalogs (the one loaded last wins; give the meanings a context, or one translation):`,
      );
      for (const { id, context, translations } of conflicts) {
        const where = translations.map(({ text, catalogs: names }) => `${JSON.stringify(text)} in ${names.join(', ')}`);
        console.error(
          `  - ${JSON.stringify(id)}${context ? ` (context ${JSON.stringify(context)})` : ''}: ${where.join('; ')}`,
        );
      }
    }
    if (problemCount > 0) {
      console.error(
        '\nCatalog check failed. Run `node scripts/seed-feature-catalogs.mjs && npm run i18n:extract`, then fill the empty msgstr entries in src/locales/es and src/locales/fr, and write each language as it is typeset, in its one register, with ICU plurals, each message read one way in every catalog of its language (above).',
      );
      return 1;
    }
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

process.exitCode = main();
