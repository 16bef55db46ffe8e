/**
 * One question answered at a time (D277): a question's recorder takes the turn when it starts
 * recording or is given a file, and keeps it while the take is recorded and under review, until the
 * take is saved on this device, thrown away (Retake), or the recorder goes. Meanwhile the other
 * questions' recorders do not start and say which question to finish first. Before this, question 1
 * could still be recording while question 2 offered "Use this answer".
 *
 * The turn is claimed synchronously (a ref), so two starts in one tick cannot both win.
 */
import { useCallback, useMemo, useRef, useState } from 'react';

export interface RecorderTurn {
  /** The question (its id) whose recorder is busy now, if any. */
  holder: number | undefined;
  /** Takes the turn for this question; false while another question has it. */
  claim(questionId: number): boolean;
  /** Gives the turn back; nothing when this question does not have it. */
  release(questionId: number): void;
}

export function useRecorderTurn(): RecorderTurn {
  const held = useRef<number | undefined>(undefined);
  const [holder, setHolder] = useState<number>();
  const claim = useCallback((questionId: number) => {
    if (held.current !== undefined && held.current !== questionId) return false;
    held.current = questionId;
    setHolder(questionId);
    return true;
  }, []);
  const release = useCallback((questionId: number) => {
    if (held.current !== questionId) return;
    held.current = undefined;
    setHolder(undefined);
  }, []);
  return useMemo(() => ({ holder, claim, release }), [holder, claim, release]);
}
