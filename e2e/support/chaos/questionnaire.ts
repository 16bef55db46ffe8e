/**
 * The chaos test's person answering the Work values questionnaire on their phone: a random option
 * for every item, Next, and at the review Submit, with the device's faults between the actions.
 * What they did is kept: the option chosen for each item once the screen said "Saved", and whether
 * the screen said the answers were submitted.
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import { within, type Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker, trackerPath } from './tracker.ts';

export interface QuestionnaireDid {
  activity: ActivityRef;
  /** item_id -> the value of the option chosen, once the screen said Saved. */
  choices: Record<string, number>;
  /** The screen said "Thank you, your answers have been submitted". */
  submitted: boolean;
  /** The device's attempt, read at the end. */
  attemptId?: string;
  error?: string;
}

type Screen = 'question' | 'review' | 'submitting' | 'done' | 'elsewhere';

async function screenOf(page: Page): Promise<Screen> {
  const found = await within<Screen>(8_000, async () => {
    if (await page.getByRole('heading', { name: 'Thank you, your answers have been submitted' }).isVisible())
      return 'done';
    if (await page.getByRole('heading', { level: 1, name: 'Check your answers' }).isVisible()) return 'review';
    if (
      (await page.getByText('Waiting for a connection', { exact: true }).isVisible()) ||
      (await page.getByText('Your answers are being sent.', { exact: false }).isVisible())
    )
      return 'submitting';
    if ((await page.getByRole('radio').count()) > 0 && (await page.getByRole('radio').first().isVisible()))
      return 'question';
    return undefined;
  });
  return found ?? 'elsewhere';
}

/** From the tracker: Start or Continue, then the instructions' button. */
async function openQuestionnaire(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  const seen = await openFromTracker(page, activity);
  if (seen !== 'opened') return seen;
  await page
    .getByRole('button', { name: /^(I agree, start|Continue)$/ })
    .first()
    .click({ timeout: 15_000 });
  return 'opened';
}

export async function answerQuestionnaire(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<QuestionnaireDid> {
  const did: QuestionnaireDid = { activity, choices: {}, submitted: false };
  const deadline = Date.now() + timeoutMs;
  // The first visit online: an activity never opened online says offline that it is not ready (D269).
  await device.calm();
  await device.page.goto(trackerPath(activity));
  let lost = 0;
  while (Date.now() < deadline) {
    const page = device.page;
    const screen = await screenOf(page);
    device.log(`questionnaire: ${screen}`);
    if (screen === 'elsewhere')
      device.log(
        `  ${page.url()}: ${(
          await page
            .locator('main')
            .innerText()
            .catch(() => '')
        ).slice(0, 300)}`,
      );
    if (screen === 'done') {
      did.submitted = true;
      break;
    }
    if (screen === 'elsewhere') {
      if (await device.signInAgainIfAsked().catch(() => false)) continue;
      lost += 1;
      // Offline for long, a page that could not load: back online after a few tries, as a person would.
      if (lost % 3 === 0) await device.calm();
      if ((await openQuestionnaire(page, activity).catch(() => 'unknown')) === 'completed') {
        did.submitted = true;
        break;
      }
      continue;
    }
    lost = 0;
    if (screen === 'question') {
      const radios = page.getByRole('radio');
      const choice = radios.nth(rng.int(Math.max(1, await radios.count())));
      // The page may go under the person's fingers (a reload, a closed tab): the next turn looks again.
      const itemId = await choice.getAttribute('name', { timeout: 5_000 }).catch(() => null);
      const value = await choice.getAttribute('value', { timeout: 5_000 }).catch(() => null);
      if (itemId === null || value === null) continue;
      await choice.check({ timeout: 5_000 }).catch(() => undefined);
      const saved = await within(10_000, async () =>
        /Saved/.test((await page.locator('.q-saved').textContent()) ?? '') && (await choice.isChecked())
          ? true
          : undefined,
      );
      if (saved && itemId && value !== null) did.choices[itemId] = Number(value);
      if (await device.step()) continue;
      await page
        .getByRole('button', { name: /^(Next|Continue to review)$/ })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      continue;
    }
    if (screen === 'review') {
      const unanswered = page.getByRole('link', { name: /^Answer (practice )?question \d+$/ });
      if ((await unanswered.count()) > 0) {
        await unanswered.first().click();
        continue;
      }
      if (await device.step()) continue;
      await device.page
        .getByRole('button', { name: 'Submit answers' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      continue;
    }
    // Submitting: it goes on its own once online; the person waits, or the tab is closed on them.
    if (await device.step()) continue;
    // Offline, the screen says it waits for a connection: the person waits for one.
    if (device.isOffline) await device.calm();
    await within(10_000, async () =>
      (await page.getByRole('heading', { name: 'Thank you, your answers have been submitted' }).isVisible())
        ? true
        : undefined,
    );
  }
  if (!did.submitted) did.error = 'the questionnaire was not submitted in time';
  await device.calm();
  const attempts = await device.attempts(activity.jobStepActivityId).catch(() => []);
  did.attemptId = (attempts.find((a) => a.status === 'submitted') ?? attempts[0])?.attemptId;
  return did;
}
