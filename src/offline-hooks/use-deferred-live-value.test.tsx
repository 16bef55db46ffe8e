/** The question screen's reads of the offline store: the first read, then Dexie's live query. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { Dexie } from 'dexie';
import { useLiveValue } from './use-deferred-live-value.ts';

afterEach(cleanup);

describe('useLiveValue', () => {
  it('keeps the first read when the live query answers the same records, so the screen below does not render again', async () => {
    const db = new Dexie('use-live-value-same-records');
    db.version(1).stores({ answers: 'itemId' });
    const answers = db.table<{ itemId: string; value: { choice: number } }, string>('answers');
    await answers.put({ itemId: 'a', value: { choice: 2 } });
    const first = [{ itemId: 'a', value: { choice: 2 } }];
    const shown: unknown[] = [];
    let liveAnswers = 0;
    function Screen({ value }: { value: unknown }) {
      shown.push(value);
      return null;
    }
    function Page() {
      const live = useLiveValue(
        async () => {
          const rows = await answers.toArray();
          liveAnswers += 1;
          return rows;
        },
        ['same'],
        () => Promise.resolve(first),
      );
      return <Screen value={live.value} />;
    }
    try {
      render(<Page />);
      await waitFor(() => expect(shown.at(-1)).toBe(first));
      const rendersWithFirst = shown.length;
      // The live query has read the same records; a change now brings its next answer, and once
      // that is on screen the same-records answer before it has been processed too.
      await waitFor(() => expect(liveAnswers).toBeGreaterThan(0));
      await answers.put({ itemId: 'a', value: { choice: 3 } });
      await waitFor(() => expect(shown.at(-1)).toEqual([{ itemId: 'a', value: { choice: 3 } }]));
      // One render more, for the change: none for the answer that repeated the first read.
      expect(shown).toHaveLength(rendersWithFirst + 1);
    } finally {
      cleanup();
      db.close();
      await Dexie.delete(db.name);
    }
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
