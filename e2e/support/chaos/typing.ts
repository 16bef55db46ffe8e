/**
 * The chaos test's person taking the typing test on their phone (a keyboard attached): the passage
 * typed without a mistake in bursts, with the device's faults between bursts, until the clock runs
 * out. What they did is kept: what the screen said of the result, and how much of the passage the
 * device held as typed when it said so (the run it keeps, src/offline/typing-runs.ts).
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import { within, type Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker, trackerPath } from './tracker.ts';

export type TypingScreenResult = 'received' | 'saved' | 'sending' | 'refused' | 'none';

export interface TypingDid {
  activity: ActivityRef;
  /** What the result screen said last. */
  screen: TypingScreenResult;
  /** The characters of the passage the device held as typed when the result showed. */
  savedChars: number;
  error?: string;
}

type Screen = 'intro' | 'run' | TypingScreenResult | 'elsewhere';

const RECEIVED = 'Your result has been received. Thank you!';
const SAVED = "Your result is saved on this device and will be sent when you're back online.";

async function screenOf(page: Page): Promise<Screen> {
  const found = await within<Screen>(8_000, async () => {
    if (await page.getByText(RECEIVED, { exact: true }).isVisible()) return 'received';
    if (await page.getByRole('button', { name: 'Send it again' }).isVisible()) return 'refused';
    if (await page.getByText(SAVED, { exact: true }).isVisible()) return 'saved';
    if (await page.getByText('Sending your result…', { exact: true }).isVisible()) return 'sending';
    const box = page.getByLabel('Type the passage here');
    if ((await box.isVisible()) && (await box.isEditable())) return 'run';
    if (await page.getByRole('button', { name: /^(Start|Continue) the typing test$/ }).isVisible()) return 'intro';
    return undefined;
  });
  return found ?? 'elsewhere';
}

async function typeBurst(device: Device, rng: Rng, did: TypingDid): Promise<void> {
  const page = device.page;
  const input = page.getByLabel('Type the passage here');
  const passage = (await page.locator('#tt-passage-text').textContent({ timeout: 5_000 })) ?? '';
  const typed = await input.inputValue({ timeout: 5_000 });
  if (!passage.startsWith(typed)) {
    did.error = `the box holds text the person did not type: ${JSON.stringify(typed.slice(-40))}`;
  }
  const burst = passage.slice(typed.length, typed.length + rng.between(5, 25));
  if (!(await input.evaluate((box) => box === document.activeElement, undefined, { timeout: 5_000 })))
    await input.focus({ timeout: 5_000 });
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
  await device.page.goto(trackerPath(activity));
  let lost = 0;
  while (Date.now() < deadline) {
    const page = device.page;
    const screen = await screenOf(page);
    device.log(`typing: ${screen}`);
    if (screen === 'elsewhere') {
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
    if (screen === 'intro') {
      await page
        .getByRole('button', { name: /^(Start|Continue) the typing test$/ })
        .click({ timeout: 5_000 })
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
    const run = (await device.attempts(activity.jobStepActivityId).catch(() => [])).find(
      (a) => a.typedText !== undefined,
    );
    did.savedChars = Math.max(did.savedChars, run?.typedText?.length ?? 0);
    if (screen === 'received' || screen === 'refused') break;
    if (await device.step()) continue;
    if (device.isOffline && rng.chance(0.5)) await device.calm();
    await within(10_000, async () =>
      (await page.getByText(RECEIVED, { exact: true }).isVisible()) ? true : undefined,
    );
  }
  if (did.screen === 'none') did.error ??= 'the typing test did not end in time';
  await device.calm();
  return did;
}
