/**
 * Screen-reader mode on the typing run (D232): the clock of a run not begun yet waits for the first
 * key, so the time a screen reader takes to read the passage out is not counted; without the mode,
 * or once something is typed, the clock runs from the start as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { replayKeystrokes } from '../../../contracts/typing-log.ts';
import { getOfflineDb, type TypingRunRecord } from '../../offline/db.ts';
import { startTypingRun, typingRunOf } from '../../offline/typing-runs.ts';
import { PATIENT } from '../../testing/patience-bounds.ts';
import { TypingRun } from './typing-run.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const run = (extra: Partial<TypingRunRecord> = {}): TypingRunRecord => ({
  passageId: 2,
  passageText: 'the cat sat on the mat',
  limitSeconds: 60,
  events: [],
  typedText: '',
  elapsedMs: 0,
  ...extra,
});

function renderRun(record: TypingRunRecord, startsAtFirstKey: boolean) {
  render(
    <I18nProvider i18n={i18n}>
      <TypingRun attemptId={crypto.randomUUID()} run={record} startsAtFirstKey={startsAtFirstKey} />
    </I18nProvider>,
  );
}

const clock = () => screen.getByRole('timer', { name: 'Time left' }).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the run's own clock is faked: IndexedDB (fake-indexeddb) keeps its real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the typing run in screen-reader mode', () => {
  it('given the mode and nothing typed, then the clock waits for the first key and runs from it', async () => {
    renderRun(run(), true);
    expect(screen.getByTestId('clock-waits').textContent).toBe('The clock starts with the first key you type.');
    await wait(5_000);
    expect(clock()).toBe('1:00');
    fireEvent.change(screen.getByLabelText('Type the passage here'), { target: { value: 't' } });
    expect(screen.queryByTestId('clock-waits')).toBeNull();
    await wait(2_000);
    expect(clock()).toBe('0:58');
  });

  it('given no mode, then the clock runs from the start', async () => {
    renderRun(run(), false);
    expect(screen.queryByTestId('clock-waits')).toBeNull();
    await wait(5_000);
    expect(clock()).toBe('0:55');
  });

  it('given the mode and a run already under way (a reload), then its clock goes on at once', async () => {
    renderRun(run({ typedText: 'the', elapsedMs: 10_000 }), true);
    expect(screen.queryByTestId('clock-waits')).toBeNull();
    await wait(5_000);
    expect(clock()).toBe('0:45');
  });
});

describe('a run resumed after a reload', () => {
  it('given the text box refilled with what was typed, then it has the focus and the caret after the text', () => {
    // As Chromium does with a text box filled before it is focused: the caret at its start.
    const focus = vi.spyOn(HTMLTextAreaElement.prototype, 'focus').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      focus.mockRestore();
      this.focus();
      this.setSelectionRange(0, 0);
    });
    try {
      renderRun(run({ typedText: 'the cat', elapsedMs: 10_000 }), false);
    } finally {
      focus.mockRestore();
    }
    const area = screen.getByLabelText<HTMLTextAreaElement>('Type the passage here');
    expect(document.activeElement).toBe(area);
    expect([area.selectionStart, area.selectionEnd]).toEqual([7, 7]);
  });
});

describe('the run saved as the candidate types (found by the chaos test, D270)', () => {
  it('given a key typed while a save is on its way, then the saved log and text still agree', async () => {
    // The chaos test's closed tabs: the next page resumed from a save whose log held a key its text
    // did not, so the resumed run's log replayed to another text and the server refused the result.
    const attemptId = crypto.randomUUID();
    const record = run();
    await startTypingRun({
      attemptId,
      refId: crypto.randomUUID(),
      jobStepActivityId: 6,
      passageId: record.passageId,
      passageText: record.passageText,
      limitSeconds: record.limitSeconds,
    });
    render(
      <I18nProvider i18n={i18n}>
        <TypingRun attemptId={attemptId} run={record} />
      </I18nProvider>,
    );
    const area = screen.getByLabelText('Type the passage here');
    fireEvent.change(area, { target: { value: 'the' } });
    // The save starts on the clock's tick; a key comes before it has written anything.
    await wait(1_200);
    fireEvent.change(area, { target: { value: 'the ' } });
    const saved = await vi.waitFor(async () => {
      const kept = typingRunOf(await getOfflineDb().attempts.get(attemptId));
      if (!kept?.typedText) throw new Error('not saved yet');
      return kept;
    }, PATIENT);
    expect(replayKeystrokes(saved.events).text).toBe(saved.typedText);
  });
});
