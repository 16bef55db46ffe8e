// The sign-in page's static shell: what React renders at /login, in each language, saved to
// src/features/auth/login-shell.json. The build puts it into index.html (vite.config.ts
// firstScreenPreloads) and public/preload.js shows it at /login before the app's JavaScript has
// arrived, so the page paints at once; React then replaces it with the same markup (no layout
// shift). e2e/login-shell.spec.ts fails when the shell no longer matches the rendered page: then
// build and run this again.
//   npx vite build && node scripts/capture-login-shell.mjs [distDir]
/* global document -- inside page.waitForFunction, which runs in the page */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { root, startServer } from '../bench/support/server.mjs';

export const LANGUAGES = ['en', 'es', 'fr'];

/** The rendered markup without what differs between renders: React's generated ids, empty style attributes. */
export function normalizeShell(html) {
  return html
    .replace(/\s+style=""/g, '')
    .replace(/\s+(inert|readonly|disabled)=""/g, '')
    .replace(/_r_[0-9a-z]+_/g, '_r_0_');
}

async function main() {
  const dist = resolve(process.argv[2] ?? process.env.STATIC_DIR ?? join(root, 'dist'));
  const server = await startServer({ env: { STATIC_DIR: dist }, name: 'login-shell' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const shells = {};
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      await context.addInitScript((lang) => localStorage.setItem('assay.language', lang), language);
      const page = await context.newPage();
      await page.goto(`${server.base}/login`);
      // React's page, not the shell itself (the shell's elements are inert).
      await page.waitForFunction(
        (lang) =>
          document.documentElement.lang === lang &&
          document.querySelector('#root form') &&
          !document.querySelector('#root [inert]'),
        language,
      );
      shells[language] = normalizeShell(await page.locator('#root').innerHTML());
      await context.close();
    }
    const file = join(root, 'src/features/auth/login-shell.json');
    writeFileSync(file, JSON.stringify(shells, null, 2) + '\n');
    console.log(`Wrote ${file} (${LANGUAGES.map((l) => `${l}: ${shells[l].length} chars`).join(', ')}).`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
