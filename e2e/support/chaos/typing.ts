/**
 * The chaos test's person taking the typing test on their phone (a keyboard attached): the passage
 * typed without a mistake in bursts, with the device's faults between bursts, until the clock runs
 * out. What they did is kept: what the screen said of the result, and how much of the passage the
 * device held as typed when it said so (the run it keeps, src/offline/typing-runs.ts).
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, describePage, firstVisible } from './waits.ts';

export type TypingScreenResult = 'received' | 'saved' | 'sending' | 'refused' | 'none';

export interface TypingDid {
  activity: ActivityRef;
  /** What the result screen said last. */
  screen: TypingScreenResult;
  /** The characters of the passage the device held as typed when the result showed. */
  savedChars: number;
  /** What went wrong: the step and what the page showed. */
  error?: string;
}

type Screen = 'intro' | 'run' | 'load-failed' | TypingScreenResult | 'elsewhere';

const RECEIVED = 'Your result has been received. Thank you!';
const SAVED = "Your result is saved on this device and will be sent when you're back online.";

/** The screen the page shows, the first that does within BOUNDS.look; 'elsewhere' when none. */
async function screenOf(page: Page): Promise<Screen> {
  const seen = await firstVisible([
    ['received', page.getByText(RECEIVED, { exact: true })],
    ['refused', page.getByRole('button', { name: 'Send it again' })],
    ['saved', page.getByText(SAVED, { exact: true })],
    ['sending', page.getByText('Sending your result…', { exact: true })],
    ['run', page.getByLabel('Type the passage here')],
    ['intro', page.getByRole('button', { name: /^(Start|Continue) the typing test$/ })],
    // The test could not be read (the network, a restart): the screen offers to try again.
    ['load-failed', page.getByRole('button', { name: 'Try again' })],
  ] as const);
  return seen ?? 'elsewhere';
}

async function typeBurst(device: Device, rng: Rng, did: TypingDid): Promise<void> {
  const page = device.page;
  const input = page.getByLabel('Type the passage here');
  const passage = (await page.locator('#tt-passage-text').textContent()) ?? '';
  const typed = await input.inputValue();
  if (!passage.startsWith(typed)) {
    did.error = `the box holds text the person did not type: ${JSON.stringify(typed.slice(-40))}`;
  }
  const burst = passage.slice(typed.length, typed.length + rng.between(5, 25));
  if (!(await input.evaluate((box) => box === document.activeElement))) await input.focus();
  // The person's pace, 40 ms a key: how they type, not a wait for the machine.
  await page.keyboard.type(burst, { delay: 40 });
}

export async function takeTypingTest(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<TypingDid> {
  const did: TypingDid = { activity, screen: 'none', savedChars: 0 };
  const deadline = Date.now() + timeoutMs;
  await device.calm();
  await openFromTracker(device.page, activity).catch(() => 'unknown');
  let lost = 0;
  let last: Screen = 'elsewhere';
  while (Date.now() < deadline) {
    const page = device.page;
    const looked = Date.now();
    const screen = (last = await screenOf(page));
    device.log(`typing: ${screen} (seen in ${((Date.now() - looked) / 1000).toFixed(1)} s)`);
    if (screen === 'elsewhere') {
      device.log(`  ${await describePage(page)}`);
      if (await device.signInAgainIfAsked().catch(() => false)) continue;
      lost += 1;
      if (lost % 3 === 0) await device.calm();
      if ((await openFromTracker(page, activity).catch(() => 'unknown')) === 'completed') {
        // The tracker says completed: a claim the server must back.
        if (did.screen === 'none') did.screen = 'received';
        break;
      }
      continue;
    }
    lost = 0;
    if (screen === 'load-failed') {
      // Offline, it cannot load: the person finds a connection first.
      if (device.isOffline) await device.calm();
      await page
        .getByRole('button', { name: 'Try again' })
        .click()
        .catch(() => undefined);
      continue;
    }
    if (screen === 'intro') {
      await page
        .getByRole('button', { name: /^(Start|Continue) the typing test$/ })
        .click()
        .catch(() => undefined);
      continue;
    }
    if (screen === 'run') {
      // The page may go under the person's fingers (a reload, a closed tab): the next turn looks again.
      try {
        await typeBurst(device, rng, did);
      } catch (error) {
        device.log(`typing: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      }
      await device.step();
      continue;
    }
    // A result on the screen: what the device holds as typed, then online until it is received.
    did.screen = screen;
    const attempts = await device.attempts(activity.jobStepActivityId).catch(() => []);
    const run = attempts.find((a) => a.typedText !== undefined);
    did.savedChars = Math.max(did.savedChars, run?.typedText?.length ?? 0);
    if (screen === 'refused') {
      const codes = attempts.map((a) => `${a.status}${a.refusal ? ` (${a.refusal})` : ''}`).join(', ');
      did.error = `refused; the device's attempts: ${codes || 'none'}; ${await describePage(page)}`;
    }
    if (screen === 'received' || screen === 'refused') break;
    if (await device.step()) continue;
    if (device.isOffline && rng.chance(0.5)) await device.calm();
    await page
      .getByText(RECEIVED, { exact: true })
      .waitFor({ timeout: BOUNDS.expect })
      .catch(() => undefined);
  }
  await device.calm();
  if (did.screen === 'none')
    did.error ??= `no result within ${Math.round(timeoutMs / 1000)} s; the last step: ${last}; ${await describePage(device.page)}`;
  return did;
}
