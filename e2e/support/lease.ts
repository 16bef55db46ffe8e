import { expect, type APIRequestContext, type Page, type Response } from './test.ts';
import config from '../../playwright.config.ts';

/** The e2e servers' attempt lease (ATTEMPT_LEASE_MS in playwright.config.ts). */
export const LEASE_MS = Number(
  [config.webServer]
    .flat()
    .map((server) => server?.env?.ATTEMPT_LEASE_MS)
    .find(Boolean) ?? 8_000,
);

/**
 * Waits until the server's lease on a skills or language test has lapsed, as the server tells it: a
 * heartbeat from a device that never held the test is refused (409 attempt_leased) with the lease's
 * end and changes nothing. The end is read again at every poll, so a renewal by the holder is seen.
 * The e2e servers run on this machine, so their clock is this one. Call it once the holder can no
 * longer renew (offline, closed): the lease then ends within LEASE_MS.
 *
 * `api` is signed in as the candidate; `target` names the test's activity.
 */
export async function waitForLeaseToLapse(
  api: APIRequestContext,
  test: 'skills-test' | 'language-test',
  target: { ref_id: string; job_step_activity_id: number },
): Promise<void> {
  const observer = `e2e-observer-${crypto.randomUUID()}`;
  const leaseEnd = async () => {
    const response = await api.post(`/api/user-response/v1/${test}/lease/heartbeat/`, {
      data: target,
      headers: { 'X-Assay-Device': observer },
    });
    const body = (await response.json()) as { code?: string; errors?: { prop: string; message: string }[] };
    expect(`${response.status()} ${body.code}`).toBe('409 attempt_leased');
    return Date.parse(body.errors!.find((e) => e.prop === 'lease_expires_at')!.message);
  };
  // The lapse takes LEASE_MS of the server's time at most; the bound (playwright.config.ts) is far above it.
  await expect
    .poll(async () => Date.now() - (await leaseEnd()), {
      message: `the lease has lapsed (within ATTEMPT_LEASE_MS, ${LEASE_MS} ms, of the holder's last heartbeat)`,
      intervals: [250],
    })
    .toBeGreaterThan(0);
}

const isTakeOver = (response: Response) =>
  response.request().method() === 'POST' && /\/take-over\/$/.test(new URL(response.url()).pathname);

/**
 * On a page made read-only by another device's lease (the lease notice), presses "Continue on this
 * device" until the server lets this device take the activity over: once the holder, which can no
 * longer renew (offline, closed), has let the lease lapse. Each press waits for the server's answer
 * to its take-over (409 while the lease is live, and the notice says so), so no press is judged
 * before it is answered, however slow the machine; the next press follows a second later. For a
 * test without an API signed in as the candidate (waitForLeaseToLapse needs one).
 */
export async function continueOnceLapsed(page: Page): Promise<void> {
  const notice = page.getByTestId('lease-notice');
  await expect(async () => {
    // A take-over the page retried on its own after a refused press may have gone through.
    if ((await notice.count()) === 0) return;
    const [answer] = await Promise.all([
      page.waitForResponse(isTakeOver),
      notice.getByTestId('lease-continue').click(),
    ]);
    expect(answer.status(), 'the take-over once the lease lapsed (409 while it is live)').toBeLessThan(300);
  }, `"Continue on this device" takes the activity over within ATTEMPT_LEASE_MS (${LEASE_MS} ms)`).toPass({
    intervals: [1_000],
  });
}
