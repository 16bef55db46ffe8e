/**
 * The chaos test's person answering the Work values questionnaire on their phone: a random option
 * for every item, Next, and at the review Submit, with the device's faults between the actions.
 * What they did is kept: the option chosen for each item once the screen said "Saved", and whether
 * the screen said the answers were submitted.
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { chosenOption, tapAnOption } from './choice.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, describePage, firstVisible } from './waits.ts';

export interface QuestionnaireDid {
  activity: ActivityRef;
  /** item_id -> the value of the option chosen, once the screen said Saved. */
  choices: Record<string, number>;
  /** The screen said "Thank you, your answers have been submitted". */
  submitted: boolean;
  /** The device's attempt, read at the end. */
  attemptId?: string;
  /** Why the questionnaire did not end: the step and what the page showed. */
  error?: string;
}

type Screen = 'instructions' | 'question' | 'review' | 'submitting' | 'done' | 'elsewhere';

/** The instructions' button: "I agree, start" the first time, "Continue" after. */
const START = /^(I agree, start|Continue)$/;

const DONE = 'Thank you, your answers have been submitted';

/** The screen the page shows, the first that does within BOUNDS.look; 'elsewhere' when none. */
async function screenOf(page: Page): Promise<Screen> {
  const seen = await firstVisible([
    ['done', page.getByRole('heading', { name: DONE })],
    ['review', page.getByRole('heading', { level: 1, name: 'Check your answers' })],
    ['submitting', page.getByText('Waiting for a connection', { exact: true })],
    ['submitting', page.getByText('Your answers are being sent.', { exact: false })],
    ['question', page.getByRole('radio')],
    ['instructions', page.getByRole('button', { name: START })],
  ] as const);
  return seen ?? 'elsewhere';
}

/** From the tracker: Start or Continue, then the instructions' button. */
async function openQuestionnaire(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  const seen = await openFromTracker(page, activity);
  if (seen !== 'opened') return seen;
  await page.getByRole('button', { name: START }).first().click({ timeout: BOUNDS.expect });
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
  if ((await openQuestionnaire(device.page, activity).catch(() => 'unknown')) === 'completed') did.submitted = true;
  let lost = 0;
  let last: Screen = 'elsewhere';
  while (!did.submitted && Date.now() < deadline) {
    const page = device.page;
    const looked = Date.now();
    const screen = (last = await screenOf(page));
    device.log(`questionnaire: ${screen} (seen in ${((Date.now() - looked) / 1000).toFixed(1)} s)`);
    if (screen === 'done') {
      did.submitted = true;
      break;
    }
    if (screen === 'elsewhere') {
      device.log(`  ${await describePage(page)}`);
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
    if (screen === 'instructions') {
      await page
        .getByRole('button', { name: START })
        .first()
        .click()
        .catch(() => undefined);
      continue;
    }
    if (screen === 'question') {
      // The page may go under the person's fingers (a reload, a closed tab): the next turn looks again.
      const tap = await tapAnOption(page, rng);
      if (!tap) continue;
      // "Saved" shows once the option now checked is stored on the device (question-item.tsx); while
      // the disk refuses writes, the notice says the answers are kept on the page instead (D195).
      const kept = await firstVisible(
        [
          ['saved', page.locator('.q-saved', { hasText: 'Saved' })],
          ['kept', page.getByTestId('storage-trouble-notice')],
        ] as const,
        BOUNDS.expect,
      );
      const refused = await page
        .getByText('This answer could not be saved on this device', { exact: false })
        .isVisible()
        .catch(() => false);
      // The person gave the option the screen shows chosen for the item, whichever the tap met, and
      // whether or not "Saved" came yet (online only, it waits for the server; offline, for the
      // network): the page keeps it and sends it, and the server finalises only on the device's own
      // count and hash of its answers, so it holds it too (choice.ts; seed 6600's "duplicated"
      // answer). Not given: a choice the screen says it could not save (the person is asked to
      // choose again, and the review lists it as unanswered).
      const chosen = await chosenOption(page, tap.itemId);
      if (chosen !== undefined && !refused) did.choices[tap.itemId] = chosen;
      if (chosen === undefined || refused || !kept)
        device.log(
          `  ${tap.itemId} = ${tap.aimed}${chosen !== undefined && !refused ? ' recorded as given, though' : ' not recorded as given'}: ${
            kept ?? 'neither "Saved" nor the storage notice'
          }${refused ? ', the screen says it could not be saved' : ''}${chosen === undefined ? ', no option chosen' : ''}`,
        );
      if (chosen !== undefined && chosen !== tap.aimed)
        device.log(`  ${tap.itemId}: the screen chose ${chosen}, not the ${tap.aimed} aimed at`);
      if (await device.step()) continue;
      await page
        .getByRole('button', { name: /^(Next|Continue to review)$/ })
        .click()
        .catch(() => undefined);
      continue;
    }
    if (screen === 'review') {
      const unanswered = page.getByRole('link', { name: /^Answer (practice )?question \d+$/ });
      if ((await unanswered.count()) > 0) {
        await unanswered
          .first()
          .click()
          .catch(() => undefined);
        continue;
      }
      if (await device.step()) continue;
      await device.page
        .getByRole('button', { name: 'Submit answers' })
        .click()
        .catch(() => undefined);
      continue;
    }
    // Submitting: it goes on its own once online; the person waits, or the tab is closed on them.
    if (await device.step()) continue;
    // Offline, the screen says it waits for a connection: the person waits for one.
    if (device.isOffline) await device.calm();
    await page
      .getByRole('heading', { name: DONE })
      .waitFor({ timeout: BOUNDS.expect })
      .catch(() => undefined);
  }
  await device.calm();
  if (!did.submitted)
    did.error = `not submitted within ${Math.round(timeoutMs / 1000)} s; the last step: ${last}; ${await describePage(device.page)}`;
  // Work the page held while the storage refused it (D195) is on the device again before it is read.
  await device.storageSettled();
  const attempts = await device.attempts(activity.jobStepActivityId).catch(() => []);
  did.attemptId = (attempts.find((a) => a.status === 'submitted') ?? attempts[0])?.attemptId;
  if (!did.submitted && did.attemptId) {
    const attempt = attempts.find((a) => a.attemptId === did.attemptId);
    device.log(`  the device's attempt: ${attempt?.status}${attempt?.refusal ? `, refused: ${attempt.refusal}` : ''}`);
    device.log(
      `  ${await device.queue(did.attemptId).catch((error: unknown) => `queue unreadable: ${String(error)}`)}`,
    );
  }
  return did;
}
