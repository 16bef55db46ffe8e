/**
 * The chaos test's person on the open requisition's Video introduction (server/db/seed/demo-video.ts:
 * two video questions, time limits 1:00 and 1:30), on their phone's camera (the bench's Chromium
 * has a fake camera and microphone that record real WebM): for each question in turn they record
 * a drawn few seconds, stop and use the take; a recording a reload or a closed tab interrupted is
 * offered back and they use it (or record again when nothing of it was kept); a take the device
 * could not save is saved again; once every answer is uploaded, Submit. The device's faults come
 * between the actions (walk.ts): while the camera records, while a take waits under review, while
 * the queue uploads (src/offline/upload-runner.ts: tus, resumed from the server's offset).
 *
 * What the person gave is read from the device at each look: every take it queued for upload (a row
 * of Dexie's `uploads` with the SHA-256 of its bytes, taken when the take was used), by question,
 * in order; the last is the answer. The check (verify-video.ts): once the screen said submitted,
 * the server has the activity completed, each question's answer ready, and as many takes counted
 * as the person sent (one more is a take counted twice, an upload the server created twice for one
 * recording); in the bench, the stopped server's database holds exactly one ready answer for each
 * question with the SHA-256 of the take used (stored.ts).
 */
import type { Locator, Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkEnd, type WalkScreen } from './walk.ts';

export interface VideoDid extends WalkEnd {
  activity: ActivityRef;
  /** question id -> the SHA-256 of each take the device queued for upload, in order (the last is the answer). */
  takes: Record<string, string[]>;
  /** Takes the server refused, with the reason the device holds (a finding: the person recorded nothing wrong). */
  refused: Record<string, string>;
  /** Recordings started (Record pressed and the countdown shown). */
  recorded: number;
  /** Interrupted recordings offered back and used. */
  keptInterrupted: number;
}

/** What a question's card shows, read in the page (no helper functions inside: tsx would name them). */
interface CardShown {
  buttons: { text: string; disabled: boolean }[];
  timer: string | null;
  facts: string;
  interrupted: boolean;
  progress: boolean;
  uploaded: boolean;
  waits: boolean;
  /** What the card says went wrong (a refused upload, a take with nothing in it), for the log. */
  alert: string;
}

type CardState =
  'interrupted' | 'recording' | 'review' | 'parked' | 'uploading' | 'uploaded' | 'waits' | 'idle' | 'unknown';

const seconds = (text: string | null | undefined): number => {
  const [, m, s] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
  return m === undefined ? NaN : Number(m) * 60 + Number(s);
};

function stateOf(card: CardShown): CardState {
  const has = (name: string | RegExp) =>
    card.buttons.some((b) => (typeof name === 'string' ? b.text === name : name.test(b.text)));
  if (card.interrupted) return 'interrupted';
  if (card.timer !== null) return 'recording';
  if (has(/^(Use this answer|Try saving again|Saving…)$/)) return 'review';
  if (has('Upload it from this device')) return 'parked';
  if (card.progress) return 'uploading';
  if (card.uploaded) return 'uploaded';
  if (card.waits) return 'waits';
  if (has(/^(Record video answer|Record audio answer|Starting…)$/)) return 'idle';
  return 'unknown';
}

/** The states in which the person has something to do on the card. */
const TO_DO: readonly CardState[] = ['interrupted', 'recording', 'review', 'parked', 'idle'];

const cardsShown = (page: Page): Promise<CardShown[]> =>
  page
    .locator('li.va-question')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        buttons: [...card.querySelectorAll('button')].map((b) => ({
          text: (b.textContent ?? '').replace(/\s+/g, ' ').trim(),
          disabled: b.disabled,
        })),
        timer: card.querySelector('[role="timer"]')?.textContent ?? null,
        facts: card.querySelector('.va-question__facts')?.textContent ?? '',
        interrupted: card.querySelector('[data-testid="interrupted-recording"]') !== null,
        progress: card.querySelector('.va-progress') !== null,
        uploaded: card.querySelector('.va-done') !== null,
        waits: card.querySelector('[data-testid="recorder-waits"]') !== null,
        alert: (card.querySelector('[role="alert"]')?.textContent ?? '').trim(),
      })),
    )
    .catch(() => []);

interface DeviceTake {
  id: number;
  questionId: number;
  status: string;
  sha256?: string;
  refusal?: string;
  /** Bytes and seconds of the pieces written so far (a recording under way). */
  size?: number;
  durationSeconds?: number;
}

/** The activity's rows in the device's upload queue (IndexedDB `uploads`, src/offline/db.ts). */
const takesOnDevice = async (device: Device, activity: ActivityRef): Promise<DeviceTake[]> =>
  (await device.storeRows<DeviceTake & { attemptId: string }>('uploads', BOUNDS.look))
    .filter((row) => row.attemptId === `video:${activity.refId}:${activity.jobStepActivityId}`)
    .map(({ id, questionId, status, sha256, refusal, size, durationSeconds }) => ({
      id,
      questionId,
      status,
      sha256,
      refusal,
      size,
      durationSeconds,
    }));

/** Every countdown reading (m:ss) from 0:00 up to `most` seconds: the texts of "that much left or less". */
const countdownUpTo = (most: number): string[] =>
  Number.isFinite(most) && most >= 0
    ? Array.from({ length: Math.floor(most) + 1 }, (_, s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`)
    : [];

/**
 * Waits until the device has written at least `least` seconds of the activity's recording in
 * progress (its newest `uploads` row still recording holds bytes and that duration; none left
 * recording ends the wait too): what the phone kept, not what the countdown says, since on a
 * busy machine MediaRecorder's pieces come after it. Read in the page from IndexedDB, bounded.
 */
const writtenOnDevice = (page: Page, attemptId: string, least: number, timeoutMs: number) =>
  page
    .waitForFunction(
      ([attempt, seconds]) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('assay-offline');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            let all: IDBRequest;
            try {
              all = open.result.transaction('uploads').objectStore('uploads').getAll();
            } catch {
              open.result.close();
              resolve(false);
              return;
            }
            all.onerror = () => {
              open.result.close();
              resolve(false);
            };
            all.onsuccess = () => {
              open.result.close();
              const newest = (
                all.result as {
                  id: number;
                  attemptId: string;
                  status: string;
                  size?: number;
                  durationSeconds?: number;
                }[]
              )
                .filter((row) => row.attemptId === attempt && row.status === 'recording')
                .sort((a, b) => b.id - a.id)[0];
              resolve(!newest || ((newest.size ?? 0) > 0 && (newest.durationSeconds ?? 0) >= seconds));
            };
          };
        }),
      [attemptId, least] as const,
      { timeout: timeoutMs, polling: 250 },
    )
    .catch(() => undefined);

/** The tracker (where Submit leads) says Completed. */
const doneOn = (activity: ActivityRef) => (page: Page) =>
  page.getByRole('listitem').filter({ hasText: activity.title }).last().filter({ hasText: 'Completed' });

export async function answerVideo(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<VideoDid> {
  const did: VideoDid = { activity, takes: {}, refused: {}, submitted: false, recorded: 0, keptInterrupted: 0 };
  /** The seconds the person speaks for each question, drawn as they come. */
  const speaks: number[] = [];
  const done = doneOn(activity);
  const card = (page: Page, i: number): Locator => page.locator('li.va-question').nth(i);
  const button = (page: Page, i: number, name: string | RegExp) =>
    card(page, i).getByRole('button', { name, exact: typeof name === 'string' });
  /** Every take the device queued, kept as given (a row goes once the activity is submitted). */
  const noteTakes = async () => {
    const rows = await takesOnDevice(device, activity).catch(() => []);
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      if (!row.sha256) continue;
      const list = (did.takes[String(row.questionId)] ??= []);
      if (!list.includes(row.sha256)) list.push(row.sha256);
      if (row.status === 'refused' && !did.refused[row.sha256]) {
        did.refused[row.sha256] = row.refusal ?? 'refused';
        device.log(`  video question ${row.questionId}: the server refused a take (${row.refusal})`);
      }
    }
  };
  /** What marks a card in `state` (stateOf's mark), for the states a tap leaves; matched inside the card. */
  const markOf = (page: Page, state: 'interrupted' | 'recording' | 'review'): Locator =>
    state === 'interrupted'
      ? page.getByTestId('interrupted-recording')
      : state === 'recording'
        ? page.getByRole('timer')
        : page.getByRole('button', { name: /^(Use this answer|Try saving again|Saving…)$/ });
  /**
   * Waits for the card to leave `state` (its mark gone: the page answered the person's tap), or to
   * say why it stays (a take the full disk refused stays under review with the reason and no
   * "Saving…"), or for the cards to go (a reload), bounded; the caller reads the card again.
   */
  const leaves = async (page: Page, i: number, state: 'interrupted' | 'recording' | 'review') => {
    const left = card(page, i).filter({ hasNot: markOf(page, state) });
    const says = card(page, i).filter({
      has: page.locator('[role="alert"]'),
      hasNot: page.getByRole('button', { name: 'Saving…', exact: true }),
    });
    const noCards = page.locator('body').filter({ hasNot: page.locator('li.va-question') });
    await left
      .or(says)
      .or(noCards)
      .first()
      .waitFor({ state: 'visible', timeout: BOUNDS.expect })
      .catch(() => undefined);
  };

  const end = await walkActivity(
    device,
    activity,
    {
      name: 'video',
      done,
      next: null,
      submit: 'Submit answers',
      // While answers upload, the person waits for Submit to open (or the page to ask something of them).
      settled: (page) =>
        done(page)
          .or(page.getByRole('button', { name: 'Submit answers', exact: true, disabled: false }))
          .or(page.locator('li.va-question [role="alert"]'))
          .or(page.getByTestId('interrupted-recording')),
      screenOf: async (page): Promise<WalkScreen> => {
        const seen = await firstVisible([
          ['done', done(page)],
          ['page', page.locator('li.va-question')],
          ['offline', page.getByTestId('not-ready-offline')],
          ['offline', page.getByText('The questions need a connection the first time.')],
          ['lease', page.getByRole('button', { name: 'Continue on this device' })],
        ] as const);
        if (seen === 'lease') return 'question';
        if (seen !== 'page') return seen ?? 'elsewhere';
        await noteTakes();
        const cards = await cardsShown(page);
        if (cards.length === 0) return 'elsewhere';
        const states = cards.map(stateOf);
        device.log(
          `  video cards: ${cards.map((c, i) => `${states[i]}${c.alert ? ` ("${c.alert.slice(0, 80)}")` : ''}`).join(', ')}`,
        );
        if (states.some((s) => TO_DO.includes(s))) return 'question';
        if (states.some((s) => s === 'unknown')) return 'elsewhere';
        const submit = page.getByRole('button', { name: 'Submit answers', exact: true });
        return (await submit.isEnabled().catch(() => false)) ? 'review' : 'submitting';
      },
      open: (page) => openFromTracker(page, activity),
      answer: async (page) => {
        const lease = page.getByRole('button', { name: 'Continue on this device' });
        if (await lease.isVisible().catch(() => false)) {
          await lease.click().catch(() => undefined);
          return true;
        }
        const cards = await cardsShown(page);
        const i = cards.findIndex((c) => TO_DO.includes(stateOf(c)));
        if (i < 0) return false;
        const shown = cards[i]!;
        const state = stateOf(shown);
        const speak = (speaks[i] ??= rng.between(2, 5));
        if (state === 'interrupted') {
          // The kept seconds play once they are read back; a recording cut before its first second has none: record again.
          const keep = card(page, i).locator('[data-testid="keep-interrupted"]:enabled');
          const usable = await keep.waitFor({ timeout: BOUNDS.look }).then(
            () => true,
            () => false,
          );
          if (usable) {
            await keep.click().catch(() => undefined);
            did.keptInterrupted += 1;
          } else {
            await card(page, i)
              .getByTestId('interrupted-recording')
              .getByRole('button', { name: 'Record again', exact: true })
              .click()
              .catch(() => undefined);
          }
          await leaves(page, i, 'interrupted');
          return true;
        }
        if (state === 'recording') {
          // The person speaks for their drawn seconds by the countdown, then stops once the phone
          // has written them (on a busy machine MediaRecorder's pieces come after the countdown: a
          // take stopped before its first piece holds nothing, and the page says so).
          const limit = seconds(/Time limit: (\d+:\d\d)/.exec(shown.facts)?.[1]);
          const bound = BOUNDS.expect + speak * 1000;
          // The countdown shows what is left: the drawn seconds are spoken once it reads limit - speak or less.
          const spoken = new RegExp(`(^|\\D)(${countdownUpTo(limit - speak).join('|') || '$^'})(\\D|$)`);
          const recordingCard = card(page, i).filter({ has: page.getByRole('timer') });
          await card(page, i)
            .filter({ has: page.getByRole('timer').filter({ hasText: spoken }) })
            .or(card(page, i).filter({ hasNot: page.getByRole('timer') }))
            .first()
            .waitFor({ state: 'visible', timeout: bound })
            .catch(() => undefined);
          if (await recordingCard.isVisible().catch(() => false))
            await writtenOnDevice(page, `video:${activity.refId}:${activity.jobStepActivityId}`, speak - 1, bound);
          await button(page, i, 'Stop recording')
            .click()
            .catch(() => undefined);
          await leaves(page, i, 'recording');
          return true;
        }
        if (state === 'review') {
          await button(page, i, /^(Use this answer|Try saving again)$/)
            .click()
            .catch(() => undefined);
          await leaves(page, i, 'review');
          await noteTakes();
          return true;
        }
        if (state === 'parked') {
          await button(page, i, 'Upload it from this device')
            .click()
            .catch(() => undefined);
          return true;
        }
        // Idle: Record, once the page lets a recording start (the offline readiness check, or its offer to go on online).
        const record = button(page, i, /^Record (video|audio) answer$/);
        if (await record.isDisabled().catch(() => true)) {
          const goOn = page.getByRole('button', { name: 'Go on anyway, online' });
          if (await goOn.isVisible().catch(() => false)) await goOn.click().catch(() => undefined);
          return false;
        }
        await record.click().catch(() => undefined);
        const started = await card(page, i)
          .getByRole('timer')
          .waitFor({ timeout: BOUNDS.expect })
          .then(
            () => true,
            () => false,
          );
        if (started) did.recorded += 1;
        return started;
      },
      afterSubmit: (page) =>
        firstVisible(
          [
            ['done', done(page)],
            ['problem', page.locator('.notification--error')],
            // The network went before the tap: Submit stays shut (not busy) and the person looks again.
            ['shut', page.getByRole('button', { name: 'Submit answers', exact: true, disabled: true })],
          ] as const,
          BOUNDS.expect,
        ),
    },
    timeoutMs,
  );
  return { ...did, ...end };
}
