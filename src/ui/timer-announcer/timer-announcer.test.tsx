import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TimerAnnouncer } from './timer-announcer.tsx';

afterEach(cleanup);

function renderAt(secondsLeft: number) {
  const ui = (left: number) => (
    <I18nProvider i18n={i18n}>
      <TimerAnnouncer secondsLeft={left} totalSeconds={600} what="Section 1" />
    </I18nProvider>
  );
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const view = render(ui(secondsLeft));
  return (left: number) => view.rerender(ui(left));
}

describe('TimerAnnouncer', () => {
  it('given a countdown ticking every second, then the polite live region speaks only when a milestone is crossed', () => {
    const tick = renderAt(302);
    const region = screen.getByTestId('timer-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    tick(301);
    expect(region.textContent).toBe('');
    tick(300);
    expect(region.textContent).toBe('5 minutes left in Section 1.');
    tick(61.4);
    expect(region.textContent).toBe('5 minutes left in Section 1.');
    tick(59.2);
    expect(region.textContent).toBe('1 minute left in Section 1.');
    tick(0);
    expect(region.textContent).toBe('Time is up for Section 1.');
  });
});
