/**
 * Where the focus goes when a card leaves its column (Advance, Reject, a drop): to the card that
 * came after it in that column, else the one before, else the column's heading, once the board
 * has drawn the column without it. Without this the focus fell to the page's body and a keyboard
 * user began again from the top (D281). Only a move made from inside the board moves focus.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { BoardCard } from '../../../contracts/pipeline.ts';

interface Pending {
  moved: string;
  column: string;
  next?: string;
}

/** A column of the board: its key is its heading's `data-stage`. */
export interface FocusColumn {
  key: string;
  cards: BoardCard[];
}

export interface FocusAfterMove {
  /** Before a move: `afterDialog` when a dialog opened from the card holds the focus now. */
  keep(card: BoardCard, afterDialog?: boolean): void;
  /** The move failed: the card stays, and so does the focus. */
  cancel(): void;
}

export function useFocusAfterMove(boardRef: RefObject<HTMLElement | null>, stages: FocusColumn[]): FocusAfterMove {
  // A ref, not state: nothing is drawn from it; the board's next read runs the effect.
  const pendingRef = useRef<Pending>(undefined);

  useEffect(() => {
    const board = boardRef.current;
    const pending = pendingRef.current;
    if (!pending || !board) return;
    const stage = stages.find((s) => s.key === pending.column);
    // Still drawn in its column: the board has not been read again yet.
    if (stage?.cards.some((c) => c.ref_id === pending.moved)) return;
    pendingRef.current = undefined;
    const card = pending.next && board.querySelector<HTMLElement>(`[data-card="${CSS.escape(pending.next)}"]`);
    (card || board.querySelector<HTMLElement>(`[data-stage="${CSS.escape(pending.column)}"]`))?.focus();
  }, [boardRef, stages]);

  return {
    keep(card, afterDialog = false) {
      const fromBoard = afterDialog || boardRef.current?.contains(document.activeElement);
      const stage = stages.find((s) => s.cards.some((c) => c.ref_id === card.ref_id));
      if (!fromBoard || !stage) return;
      const at = stage.cards.findIndex((c) => c.ref_id === card.ref_id);
      const next = stage.cards[at + 1] ?? stage.cards[at - 1];
      pendingRef.current = { moved: card.ref_id, column: stage.key, next: next?.ref_id };
    },
    cancel: () => {
      pendingRef.current = undefined;
    },
  };
}
