import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TimerAnnouncer } from './timer-announcer.tsx';

afterEach(cleanup);

function renderAt(secondsLeft: number, totalSeconds = 600) {
  const ui = (left: number) => (
    <I18nProvider i18n={i18n}>
      <TimerAnnouncer secondsLeft={left} totalSeconds={totalSeconds} what="Section 1" />
    </I18nProvider>
  );
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const view = render(ui(secondsLeft));
  return (left: number) => view.rerender(ui(left));
}

describe('TimerAnnouncer', () => {
  it('given a countdown ticking every second, then the polite live region speaks at the start, each minute, 10 seconds and the end only', () => {
    const tick = renderAt(180);
    const region = screen.getByTestId('timer-announcer');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('3 minutes left in Section 1.');
    const heard: string[] = [region.textContent];
    for (let left = 179; left >= 0; left--) {
      tick(left);
      if (region.textContent !== heard.at(-1)) heard.push(region.textContent ?? '');
    }
    expect(heard).toEqual([
      '3 minutes left in Section 1.',
      '2 minutes left in Section 1.',
      '1 minute left in Section 1.',
      '10 seconds left in Section 1.',
      'Time is up for Section 1.',
    ]);
  });

  it('given a page reloaded part-way through a minute, then the start says less than the minute under way', () => {
    const tick = renderAt(100);
    const region = screen.getByTestId('timer-announcer');
    expect(region.textContent).toBe('Less than 2 minutes left in Section 1.');
    tick(99.4);
    expect(region.textContent).toBe('Less than 2 minutes left in Section 1.');
    tick(60);
    expect(region.textContent).toBe('1 minute left in Section 1.');
  });

  it('given a short run, then seconds are said as seconds', () => {
    renderAt(45, 45);
    expect(screen.getByTestId('timer-announcer').textContent).toBe('45 seconds left in Section 1.');
  });
});
