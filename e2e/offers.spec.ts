import { expect, request, test, type Page } from './support/test.ts';
import { INTERVIEW_JOB_UUID } from '../server/db/seed/demo-interviews.ts';
import { verifySealedPdf, certificateRecordOf } from '../server/modules/offer-letter/index.ts';
import { newApplicant } from './support/candidate.ts';
import { demo, DEMO_PASSWORD } from './support/demo-users.ts';
import { expectAccessible } from './support/accessibility.ts';
import { activate, tabTo } from './support/keyboard.ts';
import { signIn, signInAt } from './support/sign-in.ts';
import { waitForMail } from './support/mailbox.ts';
import { lookAt } from './support/look.ts';

async function staffApi(baseURL: string, email: string) {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/v1/login/', { data: { email, password: DEMO_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** The signer view the page loads: the document's SHA-256 that this signer reads. */
const seenHash = (page: Page, uuid: string) =>
  page
    .waitForResponse((r) => r.url().includes(`/api/offer/v1/sign/${uuid}/`) && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { data: { document: { sha256: string } } }).data.document.sha256);

test('owner writes a Spanish template; recruiter confirms the e-mail and sends with a countersigner; the candidate reads the amount in Spanish and signs on a phone; the manager countersigns; the scorecard shows signed; the sealed PDF verifies', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const email = `offer-${stamp}@candidate.test`;
  const applicant = await newApplicant(baseURL!, email, INTERVIEW_JOB_UUID, { first: 'Dana', last: `Oferta${stamp}` });
  const tracker = (
    (await (await applicant.api.get(`/api/user/v1/progress-tracker/${applicant.refId}/`)).json()) as {
      data: { steps: { job_step_id: number; activities: { user_step_tracker_id: number }[] }[] };
    }
  ).data;
  const owner = await staffApi(baseURL!, demo.owner);
  const added = await owner.post(`/api/job/v1/job-step/step/${tracker.steps[0]!.job_step_id}/activity/`, {
    data: { activity_type: 'offer', title: `Oferta ${stamp}` },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const userSmartreqId = tracker.steps[0]!.activities[0]!.user_step_tracker_id;

  // The owner defines a salary field and writes the letter in Spanish in the rich-text editor.
  await signInAt(page, demo.owner, '/settings/offers/offer-fields');
  const fields = await owner.get('/api/offer/v1/offer-fields/');
  const hasSalary = ((await fields.json()) as { data: { field_key: string }[] }).data.some(
    (f) => f.field_key === 'salario',
  );
  if (!hasSalary) {
    await page.getByRole('button', { name: 'Add an offer field' }).click();
    await page.getByLabel('Label').fill('Salario');
    await page.getByLabel(/^Variable key/).fill('salario');
    await page.getByLabel('Type').selectOption('money');
    await page.getByLabel('Required in every offer').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }
  await expect(page.getByRole('cell', { name: 'Salario', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, { path: test.info().outputPath('offer-fields-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/settings/offers/offer-letter-templates');
  await page.getByRole('button', { name: 'Add a template' }).click();
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByLabel('Name', { exact: true }).fill(`Carta ${stamp}`);
  await form.getByRole('combobox', { name: /^Language/ }).selectOption('es');
  const editor = form.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type(
    'Hola {{candidate_first_name}}: te ofrecemos el puesto de {{job_title}} con un salario de {{salario}} al año.',
  );
  await lookAt(page, { path: test.info().outputPath('offer-template-1366.png'), fullPage: true });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: `Edit Carta ${stamp} (Spanish)` })).toBeVisible();
  // Letter details the recruiter may add to any Spanish letter; the letter does not say where, so they follow it.
  const details = await owner.post('/api/offer/v1/offer-letter-templates/', {
    data: { kind: 'details', name: `Beneficios ${stamp}`, language: 'es', body: '- Seguro médico privado' },
  });
  expect(details.ok(), await details.text()).toBe(true);

  // The recruiter starts the offer on the scorecard with the owner as countersigner, and sends it.
  await page.context().clearCookies();
  const recruiterPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAt(recruiterPage, demo.recruiter, `/smartreq-detail-applicant/${userSmartreqId}`);
  // The demo requisition has an offer step of its own (the seed's offers); this journey works in the one it added.
  const panel = recruiterPage
    .locator('#scorecard-offers .offer-panel__activity')
    .filter({ has: recruiterPage.getByRole('heading', { level: 3, name: `Oferta ${stamp}`, exact: true }) });
  await panel.getByLabel('Offer letter template').selectOption({ label: `Carta ${stamp} (es)` });
  await panel.getByLabel('Letter details').selectOption({ label: `Beneficios ${stamp}` });
  await panel.getByLabel('Salario *').fill('<script>alert(1)</script>42000');
  await panel.getByRole('combobox', { name: 'Countersigner' }).selectOption({ label: 'Olivia Owner' });
  await panel.getByRole('button', { name: 'Add countersigner' }).click();
  await panel.getByRole('button', { name: 'Save the draft' }).click();
  await expect(panel.getByRole('alert')).toContainText('Please check the highlighted fields');
  await expect(panel.getByText('Salario must be a number.')).toBeVisible();
  await panel.getByLabel('Salario *').fill('42000');
  // The demo company's own offer fields (server/demo/demo-offers.ts) are required in every offer too.
  await panel.getByLabel('Annual salary *').fill('42000');
  await panel.getByLabel('Start date *').fill('2027-02-01');
  await panel.getByLabel('Hours per week *').fill('40');
  await panel.getByRole('button', { name: 'Save the draft' }).click();
  await expect(panel.getByTestId('offer-card-status')).toHaveText('Draft');
  // The card shows the amount as the Spanish letter prints it, in the company's currency (D216).
  await expect(panel.getByTestId('offer-value-salario')).toHaveText('42.000 US$');
  // Sending asks first and shows the e-mail the candidate will receive, filled for them; Cancel sends nothing.
  await recruiterPage.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole('button', { name: 'Send for signature' }).click();
  const confirm = recruiterPage.getByRole('dialog', { name: `Send this offer to Dana Oferta${stamp} for signature?` });
  await expect(confirm.getByTestId('offer-mail-subject')).toContainText('Demo Company');
  await expect(confirm.getByTestId('offer-mail-body')).toContainText('Dana');
  await expect(confirm).toContainText(email);
  // The e-mail is taller than a phone's screen: it scrolls under the buttons, which stay whole in view.
  await expect(confirm.getByRole('button', { name: 'Send now' })).toBeInViewport({ ratio: 1 });
  await lookAt(recruiterPage, { path: test.info().outputPath('offer-send-confirm-390.png') });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByTestId('offer-card-status')).toHaveText('Draft');
  await recruiterPage.setViewportSize({ width: 1366, height: 900 });
  await panel.getByRole('button', { name: 'Send for signature' }).click();
  await expect(confirm.getByTestId('offer-mail-body')).toContainText('Dana');
  await lookAt(recruiterPage, { path: test.info().outputPath('offer-send-confirm-1366.png') });
  const previewSubject = await confirm.getByTestId('offer-mail-subject').textContent();
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(panel.getByTestId('offer-card-status')).toHaveText('Sent');
  await expect(confirm).toBeHidden();
  await lookAt(recruiterPage, { path: test.info().outputPath('offer-scorecard-sent-1366.png'), fullPage: true });

  // The candidate opens the link from the mail on a phone and signs by typing.
  const mail = await waitForMail(email, { text: '/offer/' });
  expect(mail.subject).toBe(previewSubject);
  const found = /\/offer\/([0-9a-f-]{36})\?token=([A-Za-z0-9_%-]+)/.exec(`${mail.text} ${mail.html}`);
  expect(found, mail.text).not.toBeNull();
  const [path, offerUuid] = [found![0], found![1]!];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const candidatePage = await phone.newPage();
  const candidateSeen = seenHash(candidatePage, offerUuid);
  await candidatePage.goto(path);
  await expect(candidatePage.getByRole('heading', { level: 1 })).toContainText(
    'Offer: Shift Supervisor at Demo Company',
  );
  await expect(candidatePage.getByRole('article', { name: 'Offer letter' })).toContainText(
    'Hola Dana: te ofrecemos el puesto de',
  );
  await expect(candidatePage.getByRole('article', { name: 'Offer letter' })).toContainText('42.000 US$ al año');
  await expect(candidatePage.getByRole('article', { name: 'Offer letter' }).locator('.offer-letter__item')).toHaveText([
    /Seguro médico privado/,
  ]);
  await lookAt(candidatePage, { path: test.info().outputPath('offer-candidate-390.png'), fullPage: true });
  await expectAccessible(candidatePage, { where: 'the offer to sign, on a phone' });
  // Signed with the keyboard alone (D210): Tab to the name, type it, Tab to Sign, Enter.
  await candidatePage.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(candidatePage, /^Full name/);
  await candidatePage.keyboard.type(`Dana Oferta${stamp}`);
  await activate(candidatePage, /^Sign the offer$/);
  await expect(candidatePage.getByText('You have signed this offer.')).toBeVisible();
  const hashCandidateSaw = await candidateSeen;
  // Signed in, the candidate's tracker says the offer now waits for the company, and opens it.
  await signInAt(candidatePage, email, `/user/progress-tracker?jobUuid=${INTERVIEW_JOB_UUID}&refId=${applicant.refId}`);
  const offerRow = candidatePage.locator('.tracker-activity').filter({ hasText: `Oferta ${stamp}` });
  await expect(offerRow).toContainText('Waiting for the company');
  await offerRow.getByRole('link', { name: `Read Oferta ${stamp}` }).click();
  await expect(candidatePage).toHaveURL(new RegExp(`/offer/${offerUuid}$`));
  await expect(candidatePage.getByText('You have signed this offer.')).toBeVisible();
  await phone.close();

  // The manager countersigns, signed in, by drawing.
  const ownerPage = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(ownerPage, demo.owner);
  const ownerSeen = seenHash(ownerPage, offerUuid);
  await ownerPage.goto(`/offer/${offerUuid}`);
  await ownerPage.getByLabel('Draw my signature').check();
  await expectAccessible(ownerPage, { where: 'the countersigner drawing a signature' });
  await lookAt(ownerPage, { path: test.info().outputPath('offer-countersign-1366.png'), fullPage: true });
  const pad = ownerPage.getByRole('img', { name: 'Signature drawing area' });
  const box = (await pad.boundingBox())!;
  await ownerPage.mouse.move(box.x + 20, box.y + box.height / 2);
  await ownerPage.mouse.down();
  for (let i = 1; i <= 20; i++)
    await ownerPage.mouse.move(box.x + 20 + i * 12, box.y + box.height / 2 + (i % 2 ? 15 : -15));
  await ownerPage.mouse.up();
  await ownerPage.getByRole('button', { name: 'Sign the offer' }).click();
  await expect(ownerPage.getByTestId('offer-status')).toHaveText('Signed');
  const hashOwnerSaw = await ownerSeen;
  const downloaded = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('link', { name: /Download the PDF/ }).click();
  const pdf = Buffer.from(
    await (await (await downloaded).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
  );

  // The scorecard shows it signed; the PDF's seal verifies, its certificate page names what each signer saw, and one changed byte breaks it.
  await recruiterPage.reload();
  await expect(panel.getByTestId('offer-card-status')).toHaveText('Signed');
  await recruiterPage.setViewportSize({ width: 390, height: 844 });
  await lookAt(recruiterPage.locator('#scorecard-offers'), {
    path: test.info().outputPath('offer-scorecard-signed-390.png'),
  });
  expect(verifySealedPdf(pdf)).toEqual({ valid: true });
  const record = (await certificateRecordOf(pdf))!;
  expect(record.signers.map((s) => [s.email, s.document_sha256])).toEqual([
    [email, hashCandidateSaw],
    [demo.owner, hashOwnerSaw],
  ]);
  const changed = Buffer.from(pdf);
  const at = Math.floor(changed.length / 2);
  changed[at] = changed[at]! ^ 1;
  expect(verifySealedPdf(changed).valid).toBe(false);
  await owner.dispose();
  await applicant.api.dispose();
});
