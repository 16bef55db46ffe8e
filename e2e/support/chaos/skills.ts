/**
 * The chaos test's person taking the open requisition's Customer service skills test on their
 * phone: from the instructions straight to the timed sections (the practice is not scored), each
 * section started, every question answered, the section finished, with the device's faults between
 * the actions (walk.ts). The sections' countdowns are the device's timers (src/offline/skills-test.ts)
 * and go on through reloads and offline spells; a section whose time runs out ends on its own.
 * What they did is kept: the option the screen showed chosen for each question once it said the
 * answer was saved, and for each section when its introduction was last seen before it ran and
 * when its countdown first showed running, with the seconds it showed. The check (verify-timed.ts):
 * the server's receipt repeats the count and hash of those answers, and each started section's
 * start on the server lies between the two times (a start the server dated later would give the
 * person time they did not have, a reset; one earlier, time taken from them).
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkEnd, type WalkScreen } from './walk.ts';

export interface SectionSeen {
  /** The last time the section's introduction (Start this section) was seen before it ran. */
  introSeenAt?: number;
  /** When its countdown first showed, and the seconds it showed then. */
  runningSeenAt?: number;
  secondsShown?: number;
}

export interface SkillsDid extends WalkEnd {
  activity: ActivityRef;
  /** question id -> the option id the screen showed chosen once it said the answer was saved. */
  choices: Record<string, number>;
  /** By section title. */
  sections: Record<string, SectionSeen>;
  /** Taps the screen said were not saved (the section's time over, refused). */
  notSaved: number;
}

const DONE = 'Your skills test is submitted';
/** Finishing a section asks first: the button, then the confirmation's. */
const FINISH = /^(Finish this section|Yes, finish the section|Yes, finish and submit)$/;
/** The instructions' link to the sections (the first time, then once begun). */
const TO_SECTIONS = /^(Go to the timed sections|Continue the test)$/;
/** What a question's status says once its answer is kept: on the server, on this device, or in this tab while the disk is full. */
const KEPT = /^(Saved|Saved on this device|Recorded after the time limit.*|Kept in this tab only.*)$/;

/** Each question on screen: its id, the option shown chosen (null for none) and its status line. */
const questionsShown = (page: Page) =>
  page
    .locator('fieldset.st-question')
    .evaluateAll((sets) =>
      sets.map((set) => {
        const radios = [...set.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
        const checked = radios.find((r) => r.checked);
        return {
          questionId: (radios[0]?.name ?? '').replace(/^q-/, ''),
          chosen: checked ? Number(checked.value) : null,
          options: radios.length,
          status: (set.querySelector('.st-saved')?.textContent ?? '').trim(),
        };
      }),
    )
    .catch(() => []);

export async function takeSkillsTest(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<SkillsDid> {
  const did: SkillsDid = { activity, choices: {}, sections: {}, submitted: false, notSaved: 0 };
  const section = (name: string) => (did.sections[name] ??= {});
  const end = await walkActivity(
    device,
    activity,
    {
      name: 'skills test',
      start: /^Start this section$/,
      done: (page) => page.getByRole('heading', { name: DONE }),
      next: null,
      submit: FINISH,
      screenOf: async (page): Promise<WalkScreen> => {
        const seen = await firstVisible([
          ['done', page.getByRole('heading', { name: DONE })],
          ['submitting', page.getByRole('heading', { name: 'Submitting your skills test…' })],
          ['running', page.getByTestId('countdown')],
          ['instructions', page.getByRole('button', { name: 'Start this section' })],
        ] as const);
        // The heading and the countdown read together: the page may move on between two looks (a
        // finished section's heading is the next one's, or "Submitting your skills test…").
        const looked = await page
          .evaluate(() => ({
            title: (document.querySelector('h1.st-title')?.textContent ?? '').trim(),
            countdown: document.querySelector('[data-testid="countdown"]') !== null,
            intro: [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Start this section'),
            seconds: Number(document.querySelector('.st-countdown__value')?.getAttribute('data-seconds') ?? NaN),
          }))
          .catch(() => undefined);
        if (seen === 'instructions') {
          if (looked?.intro && looked.title && !section(looked.title).runningSeenAt)
            section(looked.title).introSeenAt = Date.now();
          return 'instructions';
        }
        if (seen !== 'running') return seen ?? 'elsewhere';
        if (!looked?.countdown || !looked.title) return 'elsewhere';
        const s = section(looked.title);
        if (!s.runningSeenAt) {
          s.runningSeenAt = Date.now();
          s.secondsShown = looked.seconds;
        }
        const shown = await questionsShown(page);
        if (shown.length === 0) return 'elsewhere';
        // A choice whose "Saved" came after the person stopped looking for it is given all the same.
        for (const q of shown)
          if (q.chosen !== null && did.choices[q.questionId] === undefined && KEPT.test(q.status))
            did.choices[q.questionId] = q.chosen;
        return shown.some((q) => q.chosen === null) ? 'question' : 'review';
      },
      open: async (page) => {
        const seen = await openFromTracker(page, activity);
        if (seen !== 'opened') return seen;
        await page.getByRole('link', { name: TO_SECTIONS }).first().click({ timeout: BOUNDS.expect });
        return 'opened';
      },
      answer: async (page) => {
        const open = (await questionsShown(page)).find((q) => q.chosen === null);
        if (!open) return false;
        const option = page
          .locator(`fieldset.st-question input[type="radio"][name="q-${open.questionId}"]`)
          .nth(rng.int(Math.max(1, open.options)));
        await option.check({ timeout: BOUNDS.look }).catch(() => undefined);
        // The status under the question says what became of the choice (answer-status.tsx).
        const status = page
          .locator('fieldset.st-question')
          .filter({ has: page.locator(`input[name="q-${open.questionId}"]`) })
          .locator('.st-saved');
        await status
          .filter({ hasText: /\S/ })
          .waitFor({ timeout: BOUNDS.expect })
          .catch(() => undefined);
        const after = (await questionsShown(page)).find((q) => q.questionId === open.questionId);
        if (after?.chosen != null && KEPT.test(after.status)) {
          did.choices[open.questionId] = after.chosen;
          return true;
        }
        did.notSaved += 1;
        device.log(`  question ${open.questionId}: not recorded as given: "${after?.status ?? 'gone'}"`);
        return false;
      },
      // "Finish this section" asks first; the walk's press may have been the confirmation's already.
      afterSubmit: (page) =>
        page
          .getByRole('button', { name: /^Yes, finish (the section|and submit)$/ })
          .click({ timeout: BOUNDS.look })
          .catch(() => undefined),
    },
    timeoutMs,
  );
  return { ...did, ...end };
}
