/**
 * Background checks (D237): the owner connects Checkr on /settings/integrations (a stand-in that
 * follows Checkr's API, server/test/checkr-stand-in.ts, on the port CHECKR_API_URL names), invites
 * Maria from her scorecard, and the check moves to complete as the stand-in sends its signed
 * webhooks to the address settings show; the report opens, and the owner disconnects again.
 */
import { expect, test } from './support/test.ts';
import { CheckrStandIn } from '../server/test/checkr-stand-in.ts';
import { E2E_CHECKR_PORT } from './support/checkr-port.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';

const KEY = 'ck_journey_0123456789';
/** Maria Garcia's application to the open requisition. */
const MARIA = 3;
let standIn: CheckrStandIn;

test.beforeAll(async () => {
  standIn = await new CheckrStandIn({ apiKeys: [KEY] }).start(E2E_CHECKR_PORT);
});
test.afterAll(async () => standIn.close());

test('the owner connects Checkr, invites Maria, and her check moves to complete by signed webhook', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/settings/integrations');
  const kind = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Background checks' }) });
  await expect(kind.locator('[data-state]')).toHaveAttribute('data-state', 'default');
  await kind.getByLabel('Checkr API key').fill('ck_wrong');
  await kind.getByRole('button', { name: 'Connect Checkr' }).click();
  // The provider's own reason, in settings.
  await expect(kind).toContainText('Checkr refused the API key: Bad authentication error (401).');
  await expect(kind.locator('[data-state]')).toHaveAttribute('data-state', 'failing');
  await kind.getByLabel('Checkr API key').fill(KEY);
  await kind.getByRole('button', { name: 'Save and test' }).click();
  await expect(kind.locator('[data-state]')).toHaveAttribute('data-state', 'connected');
  const address = await kind.locator('code').textContent();
  expect(address).toMatch(/\/api\/integration\/v1\/background-checks\/webhook\/\d+\/$/);
  standIn.webhookUrl = address!.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin);

  await page.goto(`/smartreq-detail-applicant/${MARIA}`);
  const section = page.getByRole('region', { name: 'Background checks' });
  await section.getByRole('button', { name: 'Invite to a background check' }).click();
  // The job queue sends the invitation; the section follows it.
  const check = section.getByTestId('background-check');
  await expect(check).toContainText('Invited');
  await expect(check).toContainText('The candidate was sent the provider’s invitation by email.');
  const [invitation] = [...standIn.invitations.values()];
  expect(await standIn.complete(invitation!.id, 'clear')).toEqual([200, 200, 200]);

  await page.reload();
  await expect(check).toContainText('Complete');
  await expect(check).toContainText('Result: Clear');
  const [popup, report] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse(
      (r) => r.url().includes(`/background-checks/user-smartreq/${MARIA}/`) && r.url().endsWith('/report/'),
    ),
    check.getByRole('button', { name: 'Open report' }).click(),
  ]);
  expect(report.status()).toBe(200);
  expect(report.headers()['content-type']).toBe('application/pdf');
  await popup.close();

  await page.goto('/settings/integrations');
  await kind.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(kind.locator('[data-state]')).toHaveAttribute('data-state', 'default');
});
