/**
 * The chaos test's person answering the open requisition's Screening questions on their phone
 * (server/db/seed/demo-questions.ts: yes/no, single and multiple choice, short and long text, a
 * number, a date and an optional file), with the device's faults between the actions. Each answer
 * is given as a person gives it (a tap, typed text), and what is kept is the value the screen then
 * shows for the item, in the form the device stores it (src/features/screening-questions/
 * answer-value.ts, question-field.tsx): 'yes'/'no', an option's id as a number, the ids chosen as
 * strings in the options' order, text as typed, a number, a date as YYYY-MM-DD. The optional file
 * is left unanswered (the person skips it). The server's receipt is compared as the questionnaire's
 * (run.ts): the count and hash of these values.
 */
import type { Page } from '@playwright/test';
import type { AnswerValue } from '../../../contracts/user-response-codes.ts';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkScreen } from './walk.ts';

export interface ScreeningDid {
  activity: ActivityRef;
  /** item_id -> the value the screen showed given, as stored. */
  choices: Record<string, AnswerValue>;
  submitted: boolean;
  attemptId?: string;
  error?: string;
}

const START = /^(Start|Continue)$/;
const DONE = 'Thank you, your answers have been submitted';

async function screenOf(page: Page): Promise<WalkScreen> {
  const seen = await firstVisible([
    ['done', page.getByRole('heading', { name: DONE })],
    ['review', page.getByRole('heading', { level: 1, name: 'Check your answers' })],
    ['submitting', page.getByRole('heading', { level: 1, name: /^(Waiting for a connection|Submitting…)$/ })],
    ['question', page.locator('.sq-field')],
    ['instructions', page.getByRole('button', { name: START })],
  ] as const);
  return seen ?? 'elsewhere';
}

async function openScreening(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  const seen = await openFromTracker(page, activity);
  if (seen !== 'opened') return seen;
  const first = await firstVisible([
    ['start', page.getByRole('button', { name: START })],
    ['question', page.locator('.sq-field')],
    ['review', page.getByRole('heading', { level: 1, name: 'Check your answers' })],
  ] as const);
  if (first === 'start') await page.getByRole('button', { name: START }).first().click({ timeout: BOUNDS.expect });
  return 'opened';
}

/** What the question on screen now shows given, as the device stores it; undefined when nothing (or the page went). */
async function shownValue(page: Page): Promise<{ itemId: string; value: AnswerValue } | undefined> {
  return page
    .locator('.sq-field')
    .first()
    .evaluate((field) => {
      const inputs = [...field.querySelectorAll('input, textarea')] as (HTMLInputElement | HTMLTextAreaElement)[];
      const first = inputs[0];
      if (!first || !first.name) return undefined;
      const itemId = first.name;
      if (first.type === 'radio') {
        const checked = (inputs as HTMLInputElement[]).find((i) => i.checked)?.value;
        if (checked === undefined) return undefined;
        return { itemId, value: checked === 'yes' || checked === 'no' ? checked : Number(checked) };
      }
      if (first.type === 'checkbox') {
        const checked = (inputs as HTMLInputElement[]).filter((i) => i.checked).map((i) => i.value);
        return checked.length ? { itemId, value: checked } : undefined;
      }
      const text = first.value;
      if (text.trim() === '') return undefined;
      if (first.getAttribute('inputmode') === 'decimal') return { itemId, value: Number(text.trim()) };
      return { itemId, value: first.type === 'date' ? text.trim() : text };
    })
    .catch(() => undefined);
}

/** Gives an answer to the question on screen as a person does; false when there is nothing to give (the file). */
async function answerOnScreen(page: Page, rng: Rng, n: number): Promise<boolean> {
  const field = page.locator('.sq-field').first();
  const radios = field.getByRole('radio');
  const boxes = field.getByRole('checkbox');
  const radioCount = await radios.count().catch(() => 0);
  if (radioCount > 0) {
    await radios
      .nth(rng.int(radioCount))
      .check()
      .catch(() => undefined);
    return true;
  }
  const boxCount = await boxes.count().catch(() => 0);
  if (boxCount > 0) {
    await boxes
      .nth(rng.int(boxCount))
      .check()
      .catch(() => undefined);
    return true;
  }
  const input = field.locator('input:not([type="file"]), textarea').first();
  if ((await input.count().catch(() => 0)) === 0) return false;
  const kind = await input
    .evaluate((el) => (el.getAttribute('inputmode') === 'decimal' ? 'number' : (el as HTMLInputElement).type))
    .catch(() => undefined);
  if (kind === undefined) return false;
  const text =
    kind === 'number'
      ? String(10 + rng.int(51))
      : kind === 'date'
        ? `2027-0${1 + rng.int(9)}-1${rng.int(10)}`
        : `Chaos answer ${n}: ${rng.int(1_000_000)}`;
  await input.fill(text).catch(() => undefined);
  return true;
}

export async function answerScreening(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<ScreeningDid> {
  const choices: Record<string, AnswerValue> = {};
  let given = 0;
  const end = await walkActivity(
    device,
    activity,
    {
      name: 'screening',
      start: START,
      done: (page) => page.getByRole('heading', { name: DONE }),
      screenOf,
      open: (page) => openScreening(page, activity),
      unanswered: (page) => page.locator('.sq-problems button'),
      answer: async (page) => {
        const before = await shownValue(page);
        // An item answered already (a reload brought the person back to it) is answered again half the time.
        if (before && rng.next() >= 0.5) {
          choices[before.itemId] = before.value;
          return true;
        }
        if (!(await answerOnScreen(page, rng, ++given))) return true;
        // Typed text is kept after a pause, a tap at once: the tick, or the notice that the page holds it (D195).
        const kept = await firstVisible(
          [
            ['saved', page.locator('.sq-saved', { hasText: 'Saved' })],
            ['kept', page.getByTestId('storage-trouble-notice')],
          ] as const,
          BOUNDS.expect,
        );
        const refused = await page
          .getByText('could not be saved on this device', { exact: false })
          .isVisible()
          .catch(() => false);
        const shown = await shownValue(page);
        if (shown && !refused) choices[shown.itemId] = shown.value;
        if (!kept || refused)
          device.log(
            `  ${shown?.itemId}: ${kept ?? 'neither "Saved" nor the storage notice'}${refused ? ', refused' : ''}`,
          );
        return true;
      },
      afterSubmit: (page) =>
        firstVisible(
          [
            ['done', page.getByRole('heading', { name: DONE })],
            ['problems', page.locator('.sq-problems')],
            ['submitting', page.getByRole('heading', { level: 1, name: /^(Waiting for a connection|Submitting…)$/ })],
          ] as const,
          BOUNDS.expect,
        ),
    },
    timeoutMs,
  );
  return { activity, choices, ...end };
}
