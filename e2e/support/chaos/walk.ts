/**
 * The chaos test's person going through one question activity on their phone (the questionnaire,
 * the screening questions): from the tracker to "submitted", with the device's faults between the
 * actions. The screens are the same for every such kind (instructions, a question, the review,
 * submitting, done, or elsewhere: a page that could not load, the sign-in again, a closed tab); what
 * differs is given by the kind: how it opens, how its screens are told apart, how a question is
 * answered and what the person records as given, and which link at the review leads back to a
 * question still to answer.
 */
import type { Locator, Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import { BOUNDS, describePage } from './waits.ts';

/**
 * 'offline': the screen says it works only online (the equal-opportunity questions, D33): the
 * person waits for the network, then looks again, rather than pressing a Submit it has disabled.
 */
export type WalkScreen = 'instructions' | 'question' | 'review' | 'submitting' | 'done' | 'offline' | 'elsewhere';

export interface WalkKind {
  /** The kind's name in the log. */
  name: string;
  /** The instructions' button (Start, "I agree, start", Continue), where the kind has instructions. */
  start?: RegExp;
  /** What the page shows once the activity is submitted (the thank-you heading, the tracker's Completed). */
  done(page: Page): Locator;
  /** The button to the next question (default Next or "Continue to review"); null on a form of one page. */
  next?: RegExp | null;
  /**
   * The review's button that submits (default "Submit answers"); a pattern may name several, one
   * shown at a time; a function finds it where a name alone would find two (a dialog's over the page's).
   */
  submit?: string | RegExp | ((page: Page) => Locator);
  /** The screen the page shows, the first that does within BOUNDS.look. */
  screenOf(page: Page): Promise<WalkScreen>;
  /** From the tracker into the activity: 'completed' when the tracker says so. */
  open(page: Page): Promise<'opened' | 'completed' | 'unknown'>;
  /**
   * The person answers the question on screen and records what the screen shows given; false when
   * the page went under their fingers (the walk looks again before the fault step and Next).
   */
  answer(page: Page): Promise<boolean>;
  /** At the review: the links or buttons back to a question the review lists as unanswered (none on a form of one page). */
  unanswered?(page: Page): Locator;
  /** After Submit: what the person waits to see before looking again, if anything. */
  afterSubmit?(page: Page): Promise<unknown>;
  /**
   * While submitting: what ends the person's wait before they look again (default: done); the video
   * answers' Submit opening once their uploads end, which no screen of done says.
   */
  settled?(page: Page): Locator;
}

export interface WalkEnd {
  submitted: boolean;
  /** Why the activity did not end: the step and what the page showed. */
  error?: string;
  /** The device's attempt, read at the end. */
  attemptId?: string;
}

export async function walkActivity(
  device: Device,
  activity: ActivityRef,
  kind: WalkKind,
  timeoutMs: number,
): Promise<WalkEnd> {
  const end: WalkEnd = { submitted: false };
  const deadline = Date.now() + timeoutMs;
  const open = (page: Page) => kind.open(page).catch(() => 'unknown' as const);
  // The first visit online: an activity never opened online says offline that it is not ready (D269).
  await device.calm();
  if ((await open(device.page)) === 'completed') end.submitted = true;
  let lost = 0;
  let last: WalkScreen = 'elsewhere';
  while (!end.submitted && Date.now() < deadline) {
    const page = device.page;
    const looked = Date.now();
    const screen = (last = await kind.screenOf(page));
    device.log(`${kind.name}: ${screen} (seen in ${((Date.now() - looked) / 1000).toFixed(1)} s)`);
    if (screen === 'done') {
      end.submitted = true;
      break;
    }
    // The screen says it needs the network: the person waits for it. Said online, it is looked at as elsewhere.
    if (screen === 'offline' && device.isOffline) {
      await device.backOnline();
      continue;
    }
    if (screen === 'elsewhere' || screen === 'offline') {
      const shows = await describePage(page);
      device.log(`  ${shows}`);
      if (shows.includes('Target crashed')) {
        await device.reopenCrashed().catch(() => undefined);
        continue;
      }
      if (await device.signInAgainIfAsked().catch(() => false)) continue;
      lost += 1;
      // Offline for long, a page that could not load: back online after a few tries, as a person would.
      if (lost % 3 === 0) await device.calm();
      if ((await open(page)) === 'completed') {
        end.submitted = true;
        break;
      }
      continue;
    }
    lost = 0;
    if (screen === 'instructions') {
      if (kind.start)
        await page
          .getByRole('button', { name: kind.start })
          .first()
          .click()
          .catch(() => undefined);
      continue;
    }
    if (screen === 'question') {
      // The page may go under the person's fingers (a reload, a closed tab): the next turn looks again.
      if (!(await kind.answer(page))) continue;
      if (await device.step()) continue;
      const next = kind.next === undefined ? /^(Next|Continue to review)$/ : kind.next;
      if (next)
        await page
          .getByRole('button', { name: next })
          .click()
          .catch(() => undefined);
      continue;
    }
    if (screen === 'review') {
      const unanswered = kind.unanswered?.(page);
      if (unanswered && (await unanswered.count().catch(() => 0)) > 0) {
        await unanswered
          .first()
          .click()
          .catch(() => undefined);
        continue;
      }
      if (await device.step()) continue;
      const submit =
        typeof kind.submit === 'function'
          ? kind.submit(page)
          : page.getByRole('button', { name: kind.submit ?? 'Submit answers', exact: typeof kind.submit !== 'object' });
      await submit
        .first()
        .click()
        .catch(() => undefined);
      await kind.afterSubmit?.(page);
      continue;
    }
    // Submitting: it goes on its own once online; the person waits, or the tab is closed on them.
    if (await device.step()) continue;
    // Offline, the screen says it waits for a connection: the person waits for one. On a full
    // disk the screen says the device stopped saving (an upload cannot go on): they free space.
    if (device.isOffline || device.isStorageFull) await device.calm();
    await (kind.settled ?? kind.done)(page)
      .first()
      .waitFor({ timeout: BOUNDS.expect })
      .catch(() => undefined);
  }
  await device.calm();
  if (!end.submitted)
    end.error = `not submitted within ${Math.round(timeoutMs / 1000)} s; the last step: ${last}; ${await describePage(device.page)}`;
  // Work the page held while the storage refused it (D195) is on the device again before it is read.
  await device.storageSettled();
  const attempts = await device.attempts(activity.jobStepActivityId).catch(() => []);
  end.attemptId = (attempts.find((a) => a.status === 'submitted') ?? attempts[0])?.attemptId;
  if (!end.submitted && end.attemptId) {
    const attempt = attempts.find((a) => a.attemptId === end.attemptId);
    device.log(`  the device's attempt: ${attempt?.status}${attempt?.refusal ? `, refused: ${attempt.refusal}` : ''}`);
    device.log(
      `  ${await device.queue(end.attemptId).catch((error: unknown) => `queue unreadable: ${String(error)}`)}`,
    );
  }
  return end;
}
