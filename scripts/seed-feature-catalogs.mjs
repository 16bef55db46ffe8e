// Before `npm run i18n:extract`: gives every catalog of lingui.config.ts that has no file yet a
// copy of the locale's messages.po, so messages moving out of messages.po into a feature's own
// catalog keep their Spanish and French translations (extract --clean then drops from each copy
// whatever is not that catalog's). Run it whenever a feature folder is added:
//   node scripts/seed-feature-catalogs.mjs && npm run i18n:extract
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { root } from './prepare.mjs';

const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
let seeded = 0;
for (const locale of config.locales) {
  const main = join(root, 'src', 'locales', locale, 'messages.po');
  if (!existsSync(main)) continue;
  for (const catalog of config.catalogs) {
    const file = `${catalog.path.replace('{locale}', locale)}.po`;
    if (existsSync(file)) continue;
    copyFileSync(main, file);
    seeded += 1;
    console.log(`seeded ${file.slice(root.length)} from messages.po`);
  }
}
console.log(
  seeded === 0
    ? 'Every catalog already has its files.'
    : `${seeded} catalog files seeded; now run npm run i18n:extract.`,
);
