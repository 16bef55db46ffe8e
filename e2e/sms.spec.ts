import { expect, request, test } from './support/test.ts';
import { DEMO_JOBS } from '../server/db/seed/demo-requisitions.ts';
import { startSmsc, type TestSmsc } from '../server/test/smsc.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { lookAt } from './support/look.ts';
import { signInAt } from './support/sign-in.ts';

// Messaging (D236): the owner connects an SMSC that this journey starts (the `smpp` package's
// server mode) on /settings/integrations, texts a new applicant from the application, and the
// candidate's reply, held by the SMSC until the server binds again, shows in the thread. The owner
// disconnects at the end, so journeys after this one find the outbox default, as seeded.

let smsc: TestSmsc;
test.beforeAll(async () => {
  smsc = await startSmsc('assay-e2e', 'smsc-pass-1');
});
test.afterAll(async () => smsc?.close());

test('staff text a candidate from the application over SMPP and the thread shows the reply', async ({
  page,
  baseURL,
}) => {
  const phone = `+1512555${String(Date.now()).slice(-4)}`;
  const candidate = await newApplicant(baseURL!, `sms-${Date.now()}@example.test`, DEMO_JOBS.openRequisition, {
    first: 'Tex',
    last: 'Messenger',
  });
  const profile = await candidate.api.patch(`/api/user/v1/profile/${candidate.userId}/`, {
    data: { phone_number: phone, gender: 'Female', dob: '1990-04-02' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  // The company's sender number (/settings/phone-numbers has its own journey).
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/auth/v1/login/', { data: { email: demo.owner, password: DEMO_PASSWORD } });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { roles: { account_id: number }[] } } }
  ).data;
  const sender = `+1512556${String(Date.now()).slice(-4)}`;
  const added = await api.post('/api/account/v1/phone-numbers/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { account_id: user.roles[0]!.account_id, label: 'Texts', phone_number: sender },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, demo.owner, '/settings/integrations');
  const messaging = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Messaging (SMS)' }) });
  await expect(messaging.locator('[data-state]').first()).toHaveAttribute('data-state', 'default');
  const form = messaging.getByRole('form', { name: 'Messaging provider' });
  await form.getByLabel('Address').fill(smsc.url);
  await form.getByLabel('System ID').fill('assay-e2e');
  await form.getByLabel('Password').fill('wrong');
  await form.getByLabel('Messages per minute at most').fill('30');
  await form.getByRole('button', { name: 'Save and test' }).click();
  // The SMSC's own refusal, shown as it gave it.
  await expect(messaging).toContainText('refused the bind');
  await expect(messaging.locator('[data-state]').first()).toHaveAttribute('data-state', 'failing');
  await form.getByLabel('Password').fill('smsc-pass-1');
  await form.getByRole('button', { name: 'Save and test' }).click();
  await expect(messaging.locator('[data-state]').first()).toHaveAttribute('data-state', 'connected');
  await lookAt(page, { path: 'test-results/sms-integrations-1366.png', fullPage: true });

  await page.goto(`/smartreq-detail-applicant/${await scorecardIdOf(baseURL!, candidate.userId)}`);
  const thread = page.getByRole('region', { name: 'Text messages' });
  await expect(thread).toContainText(phone);
  const box = thread.getByLabel('Text message', { exact: true });
  await box.fill('Hi {{first_name}}, can you come in on Monday?');
  await expect(thread.getByTestId('sms-segment-count')).toContainText('1 text message');
  await thread.getByRole('button', { name: 'Send text message' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Hi Tex, can you come in on Monday?' })).toBeVisible();
  await expect
    .poll(() => smsc.submitted.find((m) => m.to === phone.slice(1))?.text, {
      message: 'the text submitted to the SMSC',
    })
    .toBe('Hi Tex, can you come in on Monday?');
  const sent = smsc.submitted.find((m) => m.to === phone.slice(1))!;
  smsc.reply(phone.slice(1), sender.slice(1), 'Yes, Monday works for me');
  smsc.receipt(sent.message_id, 'DELIVRD');
  // The server binds again a few seconds after sending, and the thread is read every few seconds.
  await expect(thread.getByRole('listitem').filter({ hasText: 'Yes, Monday works for me' })).toBeVisible();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Hi Tex' })).toContainText('Delivered');
  await lookAt(page, { path: 'test-results/sms-thread-1366.png', fullPage: false });
  await thread.scrollIntoViewIfNeeded();
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(thread, { path: 'test-results/sms-thread-390.png' });

  await page.goto('/settings/integrations');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Messaging (SMS)' }) })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Messaging (SMS)' }) })
      .locator('[data-state]')
      .first(),
  ).toHaveAttribute('data-state', 'default');
  await api.dispose();
});
