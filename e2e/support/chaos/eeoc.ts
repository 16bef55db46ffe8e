/**
 * The chaos test's person on the open requisition's Equal opportunity questions (voluntary): a
 * drawn choice for every question (a decline among them), then Submit, with the device's faults
 * between the actions (walk.ts). The screen is online only on purpose (D33, D269): nothing chosen
 * is kept on the device, so a reload loses the choices on the page and the person chooses again;
 * offline, the screen must say it needs a connection and open by itself when the network returns
 * (the walk waits for that as a person does). What they gave is the choices the page showed when
 * they pressed Submit. The server keeps the answers apart from the application and shows them to
 * no one as the candidate's: the check is that once the screen said "Thank you, this step is
 * complete" the tracker says completed (verify-application.ts) and, in the bench, that the stopped
 * server's database links the application to exactly one set of answers, the choices sent less the
 * declines (stored.ts).
 */
import type { Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkEnd, type WalkScreen } from './walk.ts';

export interface EeocDid extends WalkEnd {
  activity: ActivityRef;
  /** question code -> the option the page showed chosen at the Submit that ended it. */
  choices: Record<string, string>;
  /** Looks at the page offline that said it needs a connection (never a bare "Loading…"). */
  needsConnectionSeen: number;
}

const DONE = 'Thank you, this step is complete';

/** What the form says offline, the choices on screen and Submit disabled (nothing is kept on the device). */
const offlineNotice = (page: Page) =>
  page.locator('.eeoc-page [role="status"]').filter({ hasText: "You're offline." }).first();

/** Each question's group name (eeoc-<code>) and the option the page shows chosen ('' for none). */
const shownChoices = (page: Page): Promise<Record<string, string> | undefined> =>
  page
    .locator('.eeoc-page form')
    .first()
    .evaluate((form) => {
      const groups: Record<string, string> = {};
      for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
        const code = input.name.replace(/^eeoc-/, '');
        groups[code] ??= '';
        if (input.checked) groups[code] = input.value;
      }
      return groups;
    })
    .catch(() => undefined);

export async function answerEeoc(device: Device, rng: Rng, activity: ActivityRef, timeoutMs: number): Promise<EeocDid> {
  const did: EeocDid = { activity, choices: {}, submitted: false, needsConnectionSeen: 0 };
  const done = (page: Page) =>
    page
      .getByRole('heading', { name: DONE })
      .or(page.getByRole('listitem').filter({ hasText: activity.title }).last().filter({ hasText: 'Completed' }));
  const end = await walkActivity(
    device,
    activity,
    {
      name: 'equal opportunity',
      done,
      next: null,
      submit: 'Submit',
      screenOf: async (page): Promise<WalkScreen> => {
        const seen = await firstVisible([
          ['done', done(page)],
          ['submitting', page.getByRole('button', { name: 'Sending…' })],
          ['form', page.getByRole('heading', { level: 1, name: 'Equal opportunity questions', exact: true })],
          // The screen's own notice, not the tracker's badge for an online-only activity.
          ['offline', page.locator('.eeoc-page').getByText('This needs a connection.')],
        ] as const);
        if (seen === 'offline') {
          did.needsConnectionSeen += 1;
          return 'offline';
        }
        if (seen !== 'form') return seen ?? 'elsewhere';
        // Offline with choices made: Submit is disabled and the screen says why (the person waits
        // for the network; pressing the disabled button and waiting for "Thank you" took 70 s a try).
        if (
          await offlineNotice(page)
            .isVisible()
            .catch(() => false)
        ) {
          did.needsConnectionSeen += 1;
          return 'offline';
        }
        const shown = await shownChoices(page);
        if (!shown || Object.keys(shown).length === 0) return 'elsewhere';
        if (Object.values(shown).some((v) => v === '')) return 'question';
        // Every question answered: what Submit sends.
        did.choices = shown;
        return 'review';
      },
      open: (page) => openFromTracker(page, activity),
      answer: async (page) => {
        const shown = await shownChoices(page);
        const code = shown && Object.keys(shown).find((c) => shown[c] === '');
        if (!code) return false;
        const options = page.locator(`input[type="radio"][name="eeoc-${code}"]`);
        const count = await options.count().catch(() => 0);
        if (count === 0) return false;
        await options
          .nth(rng.int(count))
          .check({ timeout: BOUNDS.expect })
          .catch(() => undefined);
        return true;
      },
      afterSubmit: (page) =>
        firstVisible(
          [
            ['done', done(page)],
            ['problem', page.locator('.eeoc-page [role="alert"]')],
            // The network went as Submit was pressed: the screen says so, and the person waits for it.
            ['offline', offlineNotice(page)],
          ] as const,
          BOUNDS.expect,
        ),
    },
    timeoutMs,
  );
  return { ...did, ...end };
}
