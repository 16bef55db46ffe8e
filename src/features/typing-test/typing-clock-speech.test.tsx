// The typing test's clock and a screen reader (D271): the ticking clock is not
// live; the announcer speaks at the start, each minute, 10 seconds left and the end only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { getOfflineDb } from '../../offline/db.ts';
import { startTypingRun } from '../../offline/typing-runs.ts';
import { TypingRun } from './typing-run.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

beforeEach(() => {
  // Only the run's own clock is faked: IndexedDB (fake-indexeddb) keeps its real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The nearest ancestor (or the element) that a screen reader reads out when it changes. */
const liveAncestor = (element: Element) =>
  element.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]');

describe('the typing test clock and a screen reader', () => {
  it('given a 2-minute run ticking, then the clock is not live and the announcer speaks 4 times in 120 seconds', async () => {
    // The run is on the device, as the screen starts it: at time up the run finishes there.
    const attemptId = crypto.randomUUID();
    const started = await startTypingRun({
      attemptId,
      refId: crypto.randomUUID(),
      jobStepActivityId: 6,
      passageId: 2,
      passageText: 'the cat sat',
      limitSeconds: 120,
    });
    const run = started.kindState?.kind === 'typing' ? started.kindState.run : undefined;
    render(
      <I18nProvider i18n={i18n}>
        <TypingRun attemptId={attemptId} run={run!} startsAtFirstKey={false} />
      </I18nProvider>,
    );
    const clock = screen.getByRole('timer', { name: 'Time left' });
    expect(clock.getAttribute('aria-live')).toBe('off');
    expect(liveAncestor(clock)).toBeNull();
    const region = screen.getByTestId('timer-announcer');
    const heard = [region.textContent];
    for (let second = 1; second <= 120; second++) {
      act(() => vi.advanceTimersByTime(1_000));
      if (region.textContent !== heard.at(-1)) heard.push(region.textContent);
    }
    expect(clock.textContent).toBe('0:00');
    expect(heard).toEqual([
      '2 minutes left in the typing test.',
      '1 minute left in the typing test.',
      '10 seconds left in the typing test.',
      'Time is up for the typing test.',
    ]);
    // The run the clock ended is finished on the device before the file moves on.
    await expect.poll(async () => (await getOfflineDb().attempts.get(attemptId))?.status).toBe('submitting');
  });
});
