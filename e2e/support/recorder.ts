import { PATIENCE } from '../../playwright.config.ts';
import { expect, type Locator } from './test.ts';

/** Seconds in an "m:ss" text. */
function secondsIn(text: string | null): number {
  const [, m, s] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
  if (m === undefined) throw new Error(`no m:ss in "${text}"`);
  return Number(m) * 60 + Number(s);
}

/**
 * While a video question records (src/features/video-answer/recorder.tsx), waits until `seconds`
 * have been recorded: its countdown ("Time left", rounded up) shows that much less than the
 * question's time limit. The camera records in real time, so the time has to pass; this waits for
 * exactly that much, seen on the page. Its bound is the expectations' own (playwright.config.ts)
 * on top of that real time.
 */
export async function untilRecorded(question: Locator, seconds: number): Promise<void> {
  const limit = secondsIn(/Time limit: (\d+:\d\d)/.exec((await question.textContent()) ?? '')?.[1] ?? null);
  const timer = question.getByRole('timer');
  await expect
    .poll(async () => secondsIn(await timer.textContent()), {
      message: `${seconds} s recorded`,
      timeout: PATIENCE.expect + seconds * 1000,
      intervals: [100],
    })
    .toBeLessThanOrEqual(limit - seconds);
}
