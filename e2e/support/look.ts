import type { Locator, Page } from '@playwright/test';

/**
 * A PNG for a person to look at, taken only when E2E_SCREENSHOTS=1 (`E2E_SCREENSHOTS=1 npx
 * playwright test e2e/x.spec.ts`): in CI a picture nobody compares asserts nothing and costs time.
 * What a journey must see, it asserts.
 */
export async function lookAt(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot(options);
}
