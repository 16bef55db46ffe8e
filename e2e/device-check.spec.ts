import { expect, test } from './support/test.ts';
import { demo } from './support/demo-users.ts';
import { expectAccessible } from './support/accessibility.ts';
import { signInAt } from './support/sign-in.ts';
import config, { FULL_CHROMIUM } from '../playwright.config.ts';

// Chromium's fake camera and microphone stand in for real ones; permission is what each test grants.
// The full browser: the headless shell has no permission prompt, so "asked" never asks there.
const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    executablePath: FULL_CHROMIUM,
    args: [...baseArgs, '--use-fake-device-for-media-stream'],
  },
});

test.describe('with camera and microphone allowed', () => {
  test.use({ permissions: ['camera', 'microphone'] });

  test('a signed-in candidate checks the camera, the microphone and the connection, and reads each verdict', async ({
    page,
  }) => {
    await signInAt(page, demo.candidate, '/test');
    await expect(page.getByRole('heading', { name: 'Check your device', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Check your device/);

    const camera = page.getByTestId('check-camera');
    await camera.getByRole('button', { name: 'Check the camera' }).click();
    await expect(camera.getByText('Ready', { exact: true })).toBeVisible();
    await expect(camera.getByText(/You should see yourself below/)).toBeVisible();
    await expect
      .poll(() => camera.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
        message: 'the camera preview has a size',
      })
      .toBeGreaterThan(0);

    const microphone = page.getByTestId('check-microphone');
    await microphone.getByRole('button', { name: 'Check the microphone' }).click();
    await expect(microphone.getByText('Ready', { exact: true })).toBeVisible();
    await expect(microphone.getByRole('meter', { name: 'Microphone level' })).toBeVisible();

    // Storage and installing are read without a click.
    await expect(
      page.getByTestId('check-storage').getByText(/Ready|Works, with a caveat|Needs attention/),
    ).toBeVisible();
    await expect(page.getByTestId('check-install').getByText(/Ready|Works, with a caveat/)).toBeVisible();

    const connection = page.getByTestId('check-connection');
    await connection.getByRole('button', { name: 'Measure my connection' }).click();
    await expect(connection.getByText('Sending', { exact: true })).toBeVisible();
    await expect(connection.getByText(/^\d+(\.\d)? Mbps$/).first()).toBeVisible();
    await expect(connection.getByRole('button', { name: 'Measure again' })).toBeVisible();

    await expect(page.getByTestId('device-check-summary')).toHaveText(/ready|will work|needs attention/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
  });
});

test.describe('with camera permission refused', () => {
  test('says the browser was not allowed and how to allow it; the connection asks a visitor to sign in', async ({
    page,
  }) => {
    await page.goto('/test');
    const camera = page.getByTestId('check-camera');
    await camera.getByRole('button', { name: 'Check the camera' }).click();
    await expect(camera.getByText('Needs attention')).toBeVisible();
    await expect(camera.getByText(/The browser was not allowed to use it/)).toBeVisible();
    await expect(page.getByTestId('device-check-summary')).toHaveText(
      'Something needs attention before you start: see below.',
    );
    await expect(
      page.getByTestId('check-connection').getByRole('link', { name: 'Sign in to measure your connection' }),
    ).toHaveAttribute('href', /\/login\?redirect=%2Ftest/);
  });
});
