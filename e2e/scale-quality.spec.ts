import { randomUUID } from 'node:crypto';
import { answersHash } from '../contracts/user-response-codes.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectAccessible } from './support/accessibility.ts';
import { newApplicant } from './support/candidate.ts';
import { demo } from './support/demo-users.ts';
import { signInAt } from './support/sign-in.ts';
import { ownCompany } from './support/company.ts';

test('the owner reads the quality of each scale: every scale with its attempts, too few under 30, and one scale in detail (D304)', async ({
  page,
}) => {
  await signInAt(page, demo.owner, '/account/dashboard/scale-quality');
  await expect(page.getByRole('heading', { level: 1, name: 'Scale Quality' })).toBeVisible();
  // Counted from every completed attempt: no range or filters to set.
  await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

  const overview = page.getByRole('region', { name: 'Reliability of each scale: table' });
  const extraversion = overview.getByRole('row', { name: /^Extraversion / });
  // The demo's few personality questionnaires: counted, marked too few, no alpha in the overview.
  await expect(extraversion).toContainText(/Too few: \d+ of 30 attempts/);
  await expect(extraversion).toContainText('Personality questionnaire');

  const picker = page.getByLabel('Scale shown in detail');
  await picker.selectOption({ label: 'Personality questionnaire: Friendliness' });
  await expect(page.getByRole('heading', { name: 'Distribution of scores: Friendliness' })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items of Friendliness: table' });
  // Friendliness has four items, each with its corrected item-total correlation; under 30 attempts no item
  // is flagged (D304): the flag column shows a dash, as alpha does, never a verdict on the item.
  await expect(items.getByRole('row')).toHaveCount(5);
  const first = items.getByRole('row').nth(1);
  await expect(first.getByRole('cell').last()).toHaveText('—');
  await expect(first).not.toContainText(
    /Belongs|Runs against the other items|Barely follows the other items|Everyone answered it alike/,
  );
  await expectAccessible(page);
});

/*
 * The scale page with real attempts: 30 candidates apply to a requisition of the workplace competencies
 * questionnaire and answer it through the API the device's outbox drains into (start, a batch of
 * answers, the submission with its hash), as 30 devices would; the owner then reads Communication's
 * figures on the page, against what this test computes from the same answers by the textbook formulas:
 * Cronbach's alpha, Feldt's 95 % interval (its F quantiles by numerical integration here), each item's
 * corrected item-total correlation and the flag it earns, the mean, SD and SEM on the 0-100 scale.
 */
const COMPETENCIES = 'Workplace competencies questionnaire';
const ATTEMPTS = 30;
/** The bank (server/db/seed/content/competencies-bank.ts): eight competencies of three items, the third reverse-keyed. */
const CODES = ['COM', 'TEA', 'PRS', 'ADA', 'CUS', 'PLA', 'INT', 'INI'];
const COMMUNICATION = [
  { id: 'competencies:COM1', text: 'I explain things so that others understand them the first time' },
  { id: 'competencies:COM2', text: 'I listen to the end before I reply' },
  { id: 'competencies:COM3', text: 'I leave people unsure about what I meant (reverse-keyed)' },
];

/** A small seeded generator (mulberry32), so every run sends the same answers. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each candidate's answers (1-5, as given, a reverse-keyed item's turned by the candidate's hand): COM1
 * and COM3 follow the person's level, COM2 is answered at random (an item that does not belong), the
 * other competencies at random.
 */
function answersOf(): Record<string, number>[] {
  const next = generator(67);
  const pick = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const clamp = (v: number) => Math.min(5, Math.max(1, v));
  return Array.from({ length: ATTEMPTS }, () => {
    const level = pick(-2, 2);
    const answers: Record<string, number> = {};
    for (const code of CODES) for (let n = 1; n <= 3; n++) answers[`competencies:${code}${n}`] = pick(1, 5);
    answers['competencies:COM1'] = clamp(3 + level + pick(-1, 1));
    answers['competencies:COM3'] = 6 - clamp(3 + level + pick(-1, 1));
    return answers;
  });
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
const sampleVariance = (xs: readonly number[]) => sum(xs.map((x) => (x - mean(xs)) ** 2)) / (xs.length - 1);
function pearson(xs: readonly number[], ys: readonly number[]) {
  const [mx, my] = [mean(xs), mean(ys)];
  const cov = sum(xs.map((x, i) => (x - mx) * (ys[i]! - my)));
  return cov / Math.sqrt(sum(xs.map((x) => (x - mx) ** 2)) * sum(ys.map((y) => (y - my) ** 2)));
}
/** P(F ≤ x) for F(d1, d2): the regularised incomplete beta by Simpson's rule on its integral. */
function fCdf(x: number, d1: number, d2: number) {
  const [a, b] = [d1 / 2, d2 / 2];
  const density = (t: number) => (t <= 0 || t >= 1 ? 0 : Math.exp((a - 1) * Math.log(t) + (b - 1) * Math.log(1 - t)));
  const integral = (to: number, steps = 20_000) => {
    const h = to / steps;
    let total = density(0) + density(to);
    for (let i = 1; i < steps; i++) total += density(i * h) * (i % 2 === 1 ? 4 : 2);
    return (total * h) / 3;
  };
  return integral((d1 * x) / (d1 * x + d2)) / integral(1);
}
function fQuantile(p: number, d1: number, d2: number) {
  let [low, high] = [0, 100];
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (fCdf(mid, d1, d2) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** What the page must show for Communication, computed from the answers sent. */
function communicationFigures(all: readonly Record<string, number>[]) {
  const keyed = all.map((a) => [a['competencies:COM1']!, a['competencies:COM2']!, 6 - a['competencies:COM3']!]);
  const k = 3;
  const totals = keyed.map(sum);
  const itemVariances = sum([0, 1, 2].map((j) => sampleVariance(keyed.map((row) => row[j]!))));
  const alpha = (k / (k - 1)) * (1 - itemVariances / sampleVariance(totals));
  const [d1, d2] = [ATTEMPTS - 1, (ATTEMPTS - 1) * (k - 1)];
  const interval = [1 - (1 - alpha) * fQuantile(0.975, d1, d2), 1 - (1 - alpha) * fQuantile(0.025, d1, d2)];
  const scores = totals.map((total) => ((total - 3) / 12) * 100);
  const sd = Math.sqrt(sampleVariance(scores));
  const r = [0, 1, 2].map((j) =>
    pearson(
      keyed.map((row) => row[j]!),
      keyed.map((row, i) => totals[i]! - row[j]!),
    ),
  );
  return { alpha, interval, mean: mean(scores), sd, sem: sd * Math.sqrt(1 - Math.max(0, alpha)), r };
}

const two = (n: number) => n.toFixed(2);
const one = (n: number) => String(Number(n.toFixed(1)));
const flagOf = (r: number) =>
  r < 0 ? 'Runs against the other items' : r < 0.2 ? 'Barely follows the other items' : 'Belongs';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** One candidate answers the questionnaire as the device's outbox sends it: the start, the answers, the submission. */
async function takeQuestionnaire(
  api: APIRequestContext,
  refId: string,
  activityId: number,
  given: Record<string, number>,
) {
  const target = { ref_id: refId, job_step_activity_id: activityId, attempt_id: randomUUID() };
  const headers = () => ({ 'Idempotency-Key': randomUUID() });
  const now = new Date().toISOString();
  await data(
    await api.post('/api/user-response/v1/set-start-time/', {
      headers: headers(),
      data: { ...target, started_at: now },
    }),
  );
  const answers = Object.entries(given).map(([item_id, value]) => ({ item_id, value }));
  await data(
    await api.post('/api/user-response/v1/assessment-answers/batch/', {
      headers: headers(),
      data: {
        ...target,
        items: answers.map((a) => ({ ...a, idempotency_key: randomUUID(), revision: 1, answered_at: now })),
      },
    }),
  );
  const receipt = await data<{ answer_count: number }>(
    await api.post('/api/user-response/v1/assessment-answers/submit/', {
      headers: headers(),
      data: { ...target, answer_count: answers.length, answers_hash: await answersHash(answers) },
    }),
  );
  expect(receipt.answer_count).toBe(answers.length);
}

test("30 candidates answer the competencies questionnaire; the owner reads Communication's alpha, interval, item-total correlations and spread, as computed from their answers", async ({
  page,
  baseURL,
}) => {
  test.slow(); // 30 sign-ups by mailed code, then the page.
  // A company of this try's own: the page counts every completed attempt of the company, so an
  // earlier try's attempts (a retry on the same server) would be counted with these 30.
  const owner = await ownCompany(baseURL!, 'Scale Check Co', {
    email: 'owner-scale@example.com',
    first: 'Sofia',
    last: 'Scales',
  });
  const assessments = await data<{ asmt_id: number; slug: string }[]>(
    await owner.api.get(`/api/job/v1/measurements/assessments/?account_id=${owner.accountId}`),
  );
  const asmtId = assessments.find((a) => a.slug === 'competencies')!.asmt_id;
  // The figures below are of these 30 attempts alone: nothing else answers this questionnaire at this company.
  const before = await data<{ scales: { source: string; source_id: number }[] }>(
    await owner.api.get(`/api/report/v1/account/${owner.accountId}/scale-quality/?language=en`),
  );
  expect(
    before.scales.filter((s) => s.source === 'questionnaire' && s.source_id === asmtId),
    'no attempt of the competencies questionnaire at the new company before this journey',
  ).toEqual([]);

  // A requisition of the questionnaire alone, opened without weights.
  const job = await data<{ job_id: number; uuid: string }>(
    await owner.api.post('/api/job/v1/builder/', { data: { title: `Scale check ${Date.now()}` } }),
  );
  const step = await data<{ activities: { job_step_activity_id: number }[] }>(
    await owner.api.post(`/api/job/v1/job-step/${job.job_id}/`, {
      data: {
        name: 'Questionnaire',
        activities: [{ activity_type: 'assessment', title: COMPETENCIES, asmt_id: asmtId }],
      },
    }),
  );
  const activityId = step.activities[0]!.job_step_activity_id;
  await data(
    await owner.api.post(`/api/job/v1/builder/${job.job_id}/complete/`, { data: { confirm_no_weights: true } }),
  );

  const all = answersOf();
  const stamp = Date.now();
  for (let start = 0; start < ATTEMPTS; start += 5) {
    await Promise.all(
      all.slice(start, start + 5).map(async (given, i) => {
        const n = start + i;
        const applicant = await newApplicant(baseURL!, `scale-${n}-${stamp}@candidate.test`, job.uuid, {
          first: 'Scale',
          last: `Candidate ${n}`,
        });
        await takeQuestionnaire(applicant.api, applicant.refId, activityId, given);
        await applicant.api.dispose();
      }),
    );
  }
  await owner.api.dispose();

  const expected = communicationFigures(all);
  await signInAt(page, owner.email, '/account/dashboard/scale-quality');
  const overview = page.getByRole('region', { name: 'Reliability of each scale: table' });
  const row = overview
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Communication', exact: true }) })
    .filter({ hasText: COMPETENCIES });
  await expect(row.getByRole('cell')).toHaveText([
    COMPETENCIES,
    String(ATTEMPTS),
    two(expected.alpha),
    `${two(expected.interval[0]!)} – ${two(expected.interval[1]!)}`,
    one(expected.sem),
    one(expected.mean),
    one(expected.sd),
    String(expected.r.filter((r) => flagOf(r) !== 'Belongs').length),
    'Enough attempts',
  ]);

  await page.getByLabel('Scale shown in detail').selectOption({ label: `${COMPETENCIES}: Communication` });
  await expect(page.getByRole('heading', { name: 'Distribution of scores: Communication' })).toBeVisible();
  await expect(
    page.getByText(
      `Enough attempts. Alpha ${two(expected.alpha)} (95% interval ${two(expected.interval[0]!)} – ${two(expected.interval[1]!)}); mean ${one(expected.mean)}, SD ${one(expected.sd)}, SEM ${one(expected.sem)} on the 0-100 scale of the scorecard.`,
    ),
  ).toBeVisible();
  const items = page.getByRole('region', { name: 'Items of Communication: table' });
  await expect(items.getByRole('row')).toHaveCount(4);
  for (const [j, item] of COMMUNICATION.entries()) {
    const itemRow = items.getByRole('row').nth(j + 1);
    await expect(itemRow.getByRole('rowheader')).toHaveText(item.text);
    await expect(itemRow.getByRole('cell')).toHaveText([two(expected.r[j]!), flagOf(expected.r[j]!)]);
  }
  // The random item does not belong, and the page says so.
  expect(flagOf(expected.r[1]!)).not.toBe('Belongs');
});
