/**
 * Where this device keeps an activity's answers: 'device' (IndexedDB works: saved as typed,
 * synced later) or 'online-only' (private modes and blocked storage: each answer goes straight to
 * the server). Undefined until the probe answers, so no screen claims either way too soon. The
 * answer arrives as a transition: a screen's first render is not redone at once for it.
 */
import { startTransition, useEffect, useState } from 'react';
import { isIndexedDbUsable } from '../offline/storage.ts';

export type AnswerStorage = 'device' | 'online-only';

export function useAnswerStorage(probe: () => Promise<boolean> = isIndexedDbUsable): AnswerStorage | undefined {
  const [storage, setStorage] = useState<AnswerStorage>();
  useEffect(() => {
    let live = true;
    void probe().then((usable) => live && startTransition(() => setStorage(usable ? 'device' : 'online-only')));
    return () => {
      live = false;
    };
  }, [probe]);
  return storage;
}
