/**
 * Embedded BI dashboards (D235): the owner adds a Metabase dashboard on /settings/integrations, the
 * test of a server on a private address shows its reason, and the dashboard switcher opens it in a
 * sandboxed frame at a signed address whose token locks the company. A stand-in for Metabase
 * answers the embed address with the token's payload.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

let metabase: Server;
let site = '';

test.beforeAll(async () => {
  metabase = createServer((req, res) => {
    const token = /^\/embed\/dashboard\/([^/?#]+)/.exec(req.url ?? '')?.[1];
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    } else if (token) {
      const payload = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Metabase</title><p>Stand-in Metabase</p><pre>${payload.replace(/</g, '')}</pre>`);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => metabase.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(metabase.address() as AddressInfo).port}`;
});
test.afterAll(async () => new Promise((resolve) => metabase.close(resolve)));

test('the owner embeds Metabase dashboards and opens them from the dashboard switcher and a requisition’s tabs', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAt(page, demo.owner, '/settings/integrations');
  const bi = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'BI dashboards' }) });
  await expect(bi.locator('[data-state]')).toHaveAttribute('data-state', 'default');
  await bi.getByRole('button', { name: 'Add an embedded dashboard' }).click();
  await bi.getByLabel('Name').fill('Hiring pipeline');
  await bi.getByLabel('Metabase address').fill(site);
  await bi.getByLabel('Dashboard number').fill('12');
  await bi.getByLabel('Embedding secret key', { exact: true }).fill('k'.repeat(64));
  await bi.getByRole('button', { name: 'Save dashboard' }).click();
  await expect(page.getByText('The embedded dashboard is saved.')).toBeVisible();
  await expect(bi.locator('[data-state]')).toHaveAttribute('data-state', 'connected');
  // The journeys' server keeps the default network policy: a private address is not fetched.
  await bi.getByRole('button', { name: /Test connection/ }).click();
  await expect(bi).toContainText('points to a private network address');

  await page.goto('/account/dashboard/applicant-overview');
  await page.getByRole('button', { name: /Dashboard:/ }).click();
  await page.getByRole('link', { name: 'Hiring pipeline' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard\/custom\?.*eId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hiring pipeline' })).toBeVisible();
  const frame = page.locator('iframe[title="Hiring pipeline"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${site}/embed/dashboard/[^#]+#bordered=true&titled=true$`));
  const inside = page.frameLocator('iframe[title="Hiring pipeline"]');
  await expect(inside.getByText('Stand-in Metabase')).toBeVisible();
  await expect(inside.locator('pre')).toContainText('"resource":{"dashboard":12}');
  await expect(inside.locator('pre')).toContainText('"account_id"');

  // A requisition dashboard: a tab of each requisition's dashboards, its token locking the requisition too.
  await page.goto('/settings/integrations');
  await bi.getByRole('button', { name: 'Add an embedded dashboard' }).click();
  await bi.getByLabel('Name').fill('Requisition funnel');
  await bi.getByLabel('Metabase address').fill(site);
  await bi.getByLabel('Dashboard number').fill('5');
  await bi.getByLabel('Shown').selectOption('requisition');
  await bi.getByLabel('Embedding secret key', { exact: true }).fill('k'.repeat(64));
  await bi.getByRole('button', { name: 'Save dashboard' }).click();
  await expect(page.getByText('The embedded dashboard is saved.')).toBeVisible();
  await page.goto('/smartreq-detail/dashboard/overview?job_id=1');
  await page.getByRole('link', { name: 'Requisition funnel' }).click();
  const reqFrame = page.frameLocator('iframe[title="Requisition funnel"]');
  await expect(reqFrame.locator('pre')).toContainText('"resource":{"dashboard":5}');
  await expect(reqFrame.locator('pre')).toContainText('"job_id":1');

  await page.goto('/settings/integrations');
  await bi.getByRole('button', { name: /Remove\s+Requisition funnel/ }).click();
  await expect(page.getByText('The embedded dashboard is removed.')).toBeVisible();
  await bi.getByRole('button', { name: /Remove\s+Hiring pipeline/ }).click();
  await expect(page.getByText('The embedded dashboard is removed.').first()).toBeVisible();
  await expect(bi.locator('[data-state]')).toHaveAttribute('data-state', 'default');
});
