// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnswerStorage, type AnswerStorage } from './use-answer-storage.ts';

function Probe({ probe, seen }: { probe: () => Promise<boolean>; seen: (AnswerStorage | undefined)[] }) {
  seen.push(useAnswerStorage(probe));
  return null;
}

async function storageAfter(probe: () => Promise<boolean>): Promise<(AnswerStorage | undefined)[]> {
  const seen: (AnswerStorage | undefined)[] = [];
  await act(async () => {
    render(<Probe probe={probe} seen={seen} />);
    await probe();
  });
  return seen;
}

describe('where answers are kept', () => {
  it('given IndexedDB works, then it is undefined until the probe answers, then device', async () => {
    const usable = () => Promise.resolve(true);
    const seen = await storageAfter(usable);
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('device');
  });

  it('given IndexedDB does not work, then online-only', async () => {
    const unusable = () => Promise.resolve(false);
    expect((await storageAfter(unusable)).at(-1)).toBe('online-only');
  });
});
