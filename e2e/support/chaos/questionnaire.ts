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
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkScreen } from './walk.ts';

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

/** The instructions' button: "I agree, start" the first time, "Continue" after. */
const START = /^(I agree, start|Continue)$/;

const DONE = 'Thank you, your answers have been submitted';

/** The screen the page shows, the first that does within BOUNDS.look; 'elsewhere' when none. */
async function screenOf(page: Page): Promise<WalkScreen> {
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
  const choices: Record<string, number> = {};
  const end = await walkActivity(
    device,
    activity,
    {
      name: 'questionnaire',
      start: START,
      done: (page) => page.getByRole('heading', { name: DONE }),
      screenOf,
      open: (page) => openQuestionnaire(page, activity),
      unanswered: (page) => page.getByRole('link', { name: /^Answer (practice )?question \d+$/ }),
      answer: async (page) => {
        const tap = await tapAnOption(page, rng);
        if (!tap) return false;
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
        if (chosen !== undefined && !refused) choices[tap.itemId] = chosen;
        if (chosen === undefined || refused || !kept)
          device.log(
            `  ${tap.itemId} = ${tap.aimed}${chosen !== undefined && !refused ? ' recorded as given, though' : ' not recorded as given'}: ${
              kept ?? 'neither "Saved" nor the storage notice'
            }${refused ? ', the screen says it could not be saved' : ''}${chosen === undefined ? ', no option chosen' : ''}`,
          );
        if (chosen !== undefined && chosen !== tap.aimed)
          device.log(`  ${tap.itemId}: the screen chose ${chosen}, not the ${tap.aimed} aimed at`);
        return true;
      },
    },
    timeoutMs,
  );
  return { activity, choices, ...end };
}
