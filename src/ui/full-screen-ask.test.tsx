// @vitest-environment happy-dom
/**
 * The company's ask that timed tests fill the screen (D431): asked from the candidate's tap only
 * where asked and possible; while a timed part runs outside full screen, a note offers the way
 * back, gone once the screen is filled; nothing where not asked, not running or not possible.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterFullScreen, FullScreenAsk, FullScreenNotice } from './full-screen-ask.tsx';

const catalogs = {
  es: () => import('../locales/es/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

let isEnabled = true;
let element: Element | null = null;
const request = vi.fn(async () => {
  element = document.documentElement;
});

beforeEach(async () => {
  isEnabled = true;
  element = null;
  request.mockClear();
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => isEnabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  document.documentElement.requestFullscreen = request as unknown as Element['requestFullscreen'];
  i18n.loadAndActivate({
    locale: 'en',
    messages: (await import('../locales/en/messages.po')).messages as Messages,
  });
});
afterEach(cleanup);

const show = (isAsked: boolean | undefined, isRunning = true) =>
  render(
    <I18nProvider i18n={i18n}>
      <FullScreenAsk isAsked={isAsked} isRunning={isRunning} />
    </I18nProvider>,
  );

describe('asking for full screen', () => {
  it('given the ask and a browser that can, then the tap asks the browser; otherwise it never does', () => {
    enterFullScreen(true);
    expect(request).toHaveBeenCalledTimes(1);
    enterFullScreen(true); // already full: not asked again
    element = null;
    enterFullScreen(false);
    enterFullScreen(undefined);
    isEnabled = false;
    enterFullScreen(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('given a refusal by the browser, then nothing breaks', async () => {
    request.mockImplementationOnce(async () => {
      throw new TypeError('Permissions check failed');
    });
    expect(() => enterFullScreen(true)).not.toThrow();
    await Promise.resolve();
  });

  it('given a running part outside full screen, then the note offers the way back, gone once filled', async () => {
    show(true);
    expect(screen.getByTestId('full-screen-ask').textContent).toContain('changes no score');
    fireEvent.click(screen.getByRole('button', { name: 'Fill the screen' }));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.queryByTestId('full-screen-ask')).toBeNull();
    // Leaving it again brings the note back.
    element = null;
    await act(async () => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(screen.getByTestId('full-screen-ask')).toBeTruthy();
  });

  it.each([
    ['not asked', false, true, true],
    ['not running', true, false, true],
    ['a browser that cannot (most iPhones)', true, true, false],
  ])('given %s, then nothing shows', (_, isAsked, isRunning, can) => {
    isEnabled = can;
    const view = show(isAsked, isRunning);
    expect(view.container.innerHTML).toBe('');
  });

  it('given the ask, then the notice before the test says so in Spanish (tú) and French', async () => {
    for (const [locale, words] of [
      ['es', 'puedes salir de la pantalla completa'],
      ['fr', 'vous pouvez quitter le plein écran'],
    ] as const) {
      i18n.loadAndActivate({ locale, messages: (await catalogs[locale]()).messages as Messages });
      const view = render(
        <I18nProvider i18n={i18n}>
          <p>
            <FullScreenNotice isAsked />
          </p>
        </I18nProvider>,
      );
      expect(view.container.textContent).toContain(words);
      view.unmount();
    }
  });
});
