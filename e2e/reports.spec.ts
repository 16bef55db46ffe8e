import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, demo } from './support/demo-users.ts';
import { seriousViolations } from './support/accessibility.ts';

// My Reports: the demo candidate's seeded personality questionnaire on the open
// requisition (server/db/seed/demo-reports.ts) opens as a report on screen and as a print view,
// which prints to a PDF with its scores and without the navigation.

interface ReportAttribute {
  code: string;
  name: string;
  normalised: number | null;
  band: string | null;
}

test.use({ viewport: { width: 390, height: 844 } });

test('the personality report printed to PDF (page.pdf) shows the scores', async ({ page }) => {
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.candidate, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()).data as { token: string; user: { user_id: number } };
  const listed = await page.request.get(`/api/user/v1/assessments/${user.user_id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reports = (await listed.json()).data as { user_asmt_id: string; kind: string; job_title: string }[];
  const seeded = reports.find((r) => r.kind === 'personality' && r.job_title === 'Customer Support Specialist')!;
  const detail = await page.request.get(`/api/user/v1/assessment-report/${seeded.user_asmt_id}/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const attributes = (await detail.json()).data.attributes as ReportAttribute[];
  const neuroticism = attributes.find((a) => a.code === 'N')!;
  const anxiety = attributes.find((a) => a.code === 'N1')!;

  // My Reports lists the questionnaire; it opens the report on screen.
  await page.goto('/user/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'My Reports' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'Customer Support Specialist' })
    .filter({ hasText: 'Personality' });
  await expect(card).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('link', { name: 'Personality questionnaire', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/assessment-report/${seeded.user_asmt_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Personality questionnaire' })).toBeVisible();

  // The scores are in a table: name, number and, in words (not colour alone), the end the answers
  // lean to, both ends worded as strengths (D198; every scale's words: report-view.test.tsx).
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Neuroticism/ }) });
  await expect(row).toContainText(String(neuroticism.normalised));
  await expect(row).toContainText(
    neuroticism.band === 'high' ? 'Sensitive and alert to risks' : 'Calm and even-tempered',
  );
  await expect(row).not.toContainText(/\b(Low|High)\b/);
  await expect(page.getByRole('rowheader', { name: /^Anxiety/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The print view: the candidate's name, the assessment, the scores; a Print button.
  await page.getByRole('link', { name: 'Printable version' }).click();
  await expect(page).toHaveURL(new RegExp(`/PrintPersonalityReport\\?id=${seeded.user_asmt_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Personality questionnaire' })).toBeVisible();
  await expect(page.getByText('Camille Candidate')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const text = await page.locator('main').innerText();
  for (const a of [neuroticism, anxiety]) expect(text).toContain(String(a.normalised));
  for (const name of ['Neuroticism', 'Extraversion', 'Openness to experience', 'Agreeableness', 'Conscientiousness'])
    expect(text).toContain(name);

  // Printed: no navigation or Print button, and Chromium produces a real PDF.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to My Reports' })).toBeHidden();
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Neuroticism/ }) }),
  ).toContainText(String(neuroticism.normalised));
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.length).toBeGreaterThan(10_000);
  // One page for the header and notes, then one per domain.
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(5);
});

test('the on-screen report prints without the applicant navigation', async ({ page }) => {
  const login = await page.request.post('/api/auth/v1/login/', {
    data: { email: demo.candidate, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/user/reports');
  await page.getByRole('link', { name: 'Personality questionnaire', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personality questionnaire' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Printable version' })).toBeHidden();
});
