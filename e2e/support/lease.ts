import { expect, type APIRequestContext } from '@playwright/test';
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
  await expect
    .poll(async () => Date.now() - (await leaseEnd()), {
      message: 'the lease has lapsed',
      timeout: LEASE_MS + 4_000,
      intervals: [250],
    })
    .toBeGreaterThan(0);
}
