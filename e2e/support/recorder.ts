import { PATIENCE } from '../../playwright.config.ts';
import { expect, type Locator, type Page } from './test.ts';

/** Seconds in an "m:ss" text. */
function secondsIn(text: string | null): number {
  const [, m, s] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
  if (m === undefined) throw new Error(`no m:ss in "${text}"`);
  return Number(m) * 60 + Number(s);
}

/**
 * The recording under way, as this device holds it (src/offline/recording-chunks.ts): the newest
 * `uploads` row still 'recording', with the bytes and the seconds of the pieces written so far.
 */
const recordingOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ size: number; seconds: number } | null>((resolve, reject) => {
        const open = indexedDB.open('assay-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('uploads').objectStore('uploads').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            const rows = (all.result as { id: number; status: string; size?: number; durationSeconds?: number }[])
              .filter((row) => row.status === 'recording')
              .sort((a, b) => b.id - a.id);
            resolve(rows[0] ? { size: rows[0].size ?? 0, seconds: rows[0].durationSeconds ?? 0 } : null);
          };
        };
      }),
  );

/**
 * Waits until the device holds `seconds` of the recording under way, not empty: MediaRecorder hands
 * a piece over each second, and a take stopped before any came has nothing in it (the page then
 * says nothing was recorded). On a busy machine the pieces can come after the countdown
 * shows the time gone. For a device that lets the page store (a recording kept in memory only has
 * no row to read).
 */
export async function untilOnDevice(page: Page, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const recording = await recordingOnDevice(page);
        return recording !== null && recording.size > 0 && recording.seconds >= seconds;
      },
      { message: `${seconds} s of the recording's pieces on the device`, intervals: [100, 250] },
    )
    .toBe(true);
}

/**
 * While a video question records (src/features/video-answer/recorder.tsx), waits until `seconds`
 * have been recorded: its countdown ("Time left", rounded up) shows that much less than the
 * question's time limit, and the device holds that much of the recording (untilOnDevice). The
 * camera records in real time, so the time has to pass; the bounds are the expectations' own
 * (playwright.config.ts) on top of that real time.
 */
export async function untilRecorded(question: Locator, seconds: number): Promise<void> {
  const limit = secondsIn(/Time limit: (\d+:\d\d)/.exec((await question.textContent()) ?? '')?.[1] ?? null);
  const timer = question.getByRole('timer');
  await expect
    .poll(async () => secondsIn(await timer.textContent()), {
      message: `${seconds} s recorded, by the countdown`,
      timeout: PATIENCE.expect + seconds * 1000,
      intervals: [100],
    })
    .toBeLessThanOrEqual(limit - seconds);
  await untilOnDevice(question.page(), seconds);
}
