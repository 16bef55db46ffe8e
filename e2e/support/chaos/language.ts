/**
 * The chaos test's person taking the Remote Support Agent's Spanish language test on their phone:
 * from the parts' list into each part, one question a screen, an option for each, Next, and
 * "Finish this part" on the last, with the device's faults between the actions (walk.ts). Answers
 * and each part's completion go to the device first (src/offline/language-test.ts). What they did is
 * kept: for each item the option the screen showed chosen once it said the answer was saved. The
 * check (verify-timed.ts): every part the person finished is complete on the server, and its receipt
 * repeats the count and hash of those answers.
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkEnd, type WalkScreen } from './walk.ts';

export interface LanguageDid extends WalkEnd {
  activity: ActivityRef;
  /** vendor_assessment_id -> item_id -> the option the screen showed chosen once it said saved. */
  choices: Record<string, Record<string, string>>;
  /** Taps the screen said were not saved. */
  notSaved: number;
}

const DONE = 'You have completed the language test.';
const KEPT = /^(✓ )?(Saved|Saved on this device)$|^Kept in this tab only/;

/** The item on screen: its part, its id, the option shown chosen and what the status line says. */
const itemShown = (page: Page) =>
  page
    .locator('fieldset.lt-question')
    .first()
    .evaluate((set) => {
      const radios = [...set.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      const [, part = '', item = ''] = /^lt-(\d+)-(.+)$/.exec(radios[0]?.name ?? '') ?? [];
      return {
        part,
        item,
        chosen: radios.find((r) => r.checked)?.value ?? null,
        options: radios.map((r) => r.value),
        status: (document.querySelector('.lt-saved-slot')?.textContent ?? '').trim(),
      };
    })
    .catch(() => undefined);

export async function takeLanguageTest(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<LanguageDid> {
  const did: LanguageDid = { activity, choices: {}, submitted: false, notSaved: 0 };
  const done = (page: Page) =>
    page
      .getByText(DONE, { exact: true })
      .or(page.getByRole('listitem').filter({ hasText: activity.title }).last().filter({ hasText: 'Completed' }));
  const give = (shown: { part: string; item: string; chosen: string | null }) =>
    ((did.choices[shown.part] ??= {})[shown.item] = shown.chosen!);
  const end = await walkActivity(
    device,
    activity,
    {
      name: 'language test',
      // A part's Start or Continue (its title follows, hidden); "Try again" when the storage was refused.
      start: /^(Start|Continue) |^Try again$/,
      done,
      next: /^(Next|Finish this part)$/,
      screenOf: async (page): Promise<WalkScreen> => {
        const seen = await firstVisible([
          ['done', done(page)],
          ['submitting', page.getByText('Your answers will be sent when you', { exact: false })],
          // The dialog before the question it opens over.
          ['review', page.getByRole('dialog')],
          ['question', page.locator('fieldset.lt-question')],
          ['instructions', page.getByRole('button', { name: /^(Start|Continue) |^Try again$/ })],
        ] as const);
        return seen ?? 'elsewhere';
      },
      open: (page) => openFromTracker(page, activity),
      // Finishing a part with a question unanswered asks first (one the page lost between the tap and
      // its "Saved", which the person did not count as given): they finish it as it is.
      submit: (page) => page.getByRole('dialog').getByRole('button', { name: 'Finish this part', exact: true }),
      answer: async (page) => {
        const shown = await itemShown(page);
        if (!shown || shown.options.length === 0) return false;
        if (shown.chosen !== null && KEPT.test(shown.status)) {
          give(shown);
          return true;
        }
        // Unanswered, or the screen said this one was not saved: an option, another than the one shown.
        const others = shown.options.filter((o) => o !== shown.chosen);
        const aim = others[rng.int(others.length)]!;
        await page
          .locator(`fieldset.lt-question input[type="radio"][value="${aim}"]`)
          .check({ timeout: BOUNDS.look })
          .catch(() => undefined);
        await page
          .locator('.lt-saved-slot .lt-saved')
          .waitFor({ timeout: BOUNDS.expect })
          .catch(() => undefined);
        const after = await itemShown(page);
        if (after && after.item === shown.item && after.chosen !== null && KEPT.test(after.status)) {
          give(after);
          return true;
        }
        did.notSaved += 1;
        device.log(`  ${shown.part}:${shown.item} not recorded as given: "${after?.status ?? 'gone'}"`);
        return false;
      },
    },
    timeoutMs,
  );
  return { ...did, ...end };
}
