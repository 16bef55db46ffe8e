import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, readDraft, writeDraft } from '../offline/form-drafts.ts';

/**
 * Form values kept in IndexedDB as they are typed: on open, a saved draft (if any) is laid over
 * the server's values by `merge`; every change is written back; `clear` forgets it after sending.
 * `isReady` is false until the draft was read, so nothing typed is overwritten by a late read.
 */
export function useFormDraft<V>(key: string, initial: V, merge: (values: V, draft: Record<string, unknown>) => V) {
  const [values, setValues] = useState<V>(initial);
  const [isReady, setIsReady] = useState(false);
  const [hasDraft, setHasDraft] = useState(false);
  const mergeRef = useRef(merge);
  useEffect(() => {
    let live = true;
    void readDraft(key).then((draft) => {
      if (!live) return;
      if (draft) {
        setValues((current) => mergeRef.current(current, draft));
        setHasDraft(true);
      }
      setIsReady(true);
    });
    return () => {
      live = false;
    };
  }, [key]);

  const update = useCallback(
    (next: (current: V) => V) => {
      setValues((current) => {
        const value = next(current);
        void writeDraft(key, value as Record<string, unknown>);
        return value;
      });
      setHasDraft(true);
    },
    [key],
  );

  const clear = useCallback(async () => {
    await deleteDraft(key);
    setHasDraft(false);
  }, [key]);

  return { values, update, clear, isReady, hasDraft };
}
