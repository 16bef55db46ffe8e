/** The question screen's reads of the offline store: the first read, then Dexie's live query. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { loadLiveReads, useLiveValue } from './use-deferred-live-value.ts';

afterEach(cleanup);

describe('useLiveValue', () => {
  it('keeps the first read when the live query answers the same records, so the screen below does not render again', async () => {
    const first = [{ itemId: 'a', value: { choice: 2 } }];
    let seen: unknown;
    let screenRenders = 0;
    let liveAnswers = 0;
    function Screen({ value }: { value: unknown }) {
      screenRenders += 1;
      seen = value;
      return null;
    }
    function Page() {
      const answers = useLiveValue(
        () => {
          liveAnswers += 1;
          return Promise.resolve([{ itemId: 'a', value: { choice: 2 } }]);
        },
        ['same'],
        () => Promise.resolve(first),
      );
      return <Screen value={answers.value} />;
    }
    render(<Page />);
    await waitFor(() => expect(seen).toBe(first));
    const rendersWithFirst = screenRenders;
    // Dexie has loaded, its live query has answered, and React has processed what it set.
    await loadLiveReads();
    await waitFor(() => expect(liveAnswers).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(seen).toBe(first);
    expect(screenRenders).toBe(rendersWithFirst);
  });

  it('takes the live value when it differs from the first read', async () => {
    const { result } = renderHook(() =>
      useLiveValue(
        () => Promise.resolve([{ itemId: 'a', value: { choice: 3 } }]),
        ['changed'],
        () => Promise.resolve([{ itemId: 'a', value: { choice: 2 } }]),
      ),
    );
    await waitFor(() => expect(result.current.value).toEqual([{ itemId: 'a', value: { choice: 3 } }]));
  });

  it('reads as not loaded for new dependencies until their query answers', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLiveValue(() => Promise.resolve(`live ${id}`), [id]),
      { initialProps: { id: 'one' } },
    );
    await waitFor(() => expect(result.current.value).toBe('live one'));
    rerender({ id: 'two' });
    expect(result.current).toEqual({ loaded: false, value: undefined });
    await waitFor(() => expect(result.current.value).toBe('live two'));
  });
});
