import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://localhost:3950';
for (const [w, h] of [[390, 844], [1366, 900]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(base + '/login');
  await p.getByLabel('Email').fill('owner@demo-company.test');
  await p.getByLabel('Password', { exact: true }).fill('Assay-demo-1');
  await p.getByRole('button', { name: /sign in/i }).click();
  await p.waitForTimeout(2500);
  for (const [name, path] of [['people', '/people']]) {
    await p.goto(base + path); await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/s-${name}-${w}.png`, fullPage: name !== 'people' });
  }
  const link = p.locator('main a[href^="/user/"]').filter({ hasNotText: 'Profile' }).first(); console.log(await p.locator('main a[href^="/user/"]').evaluateAll((as) => as.slice(0,3).map((a) => a.getAttribute('href'))));
  if (await link.count()) { await p.goto(base + await link.getAttribute('href')); await p.waitForTimeout(2500); await p.screenshot({ path: `/tmp/s-user-${w}.png`, fullPage: true }); }
  await p.close();
}
await b.close();
