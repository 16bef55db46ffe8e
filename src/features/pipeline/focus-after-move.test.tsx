/**
 * Where the focus goes when a card leaves its column (D281): the board's keyboard flow, in
 * happy-dom, through the hook the board uses, drawn as the board draws its cards and headings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import type { BoardCard } from '../../../contracts/pipeline.ts';
import { useFocusAfterMove, type FocusAfterMove, type FocusColumn } from './focus-after-move.ts';

afterEach(() => cleanup());

const card = (ref_id: string) => ({ ref_id }) as BoardCard;
type Stage = FocusColumn & { name: string };
const stage = (id: number, ...refs: string[]): Stage => ({
  key: `step-${id}`,
  name: `Stage ${id}`,
  cards: refs.map(card),
});

let hook: FocusAfterMove;
function Board({ stages }: { stages: Stage[] }) {
  const ref = useRef<HTMLDivElement>(null);
  hook = useFocusAfterMove(ref, stages);
  return (
    <div>
      <div ref={ref}>
        {stages.map((s) => (
          <section key={s.key}>
            <h2 tabIndex={-1} data-stage={s.key}>
              {s.name}
            </h2>
            {s.cards.map((c) => (
              <a key={c.ref_id} href={`#${c.ref_id}`} data-card={c.ref_id}>
                {c.ref_id}
              </a>
            ))}
          </section>
        ))}
      </div>
      <button type="button">Outside the board</button>
    </div>
  );
}

/** Focuses `from`, keeps the card's place, then draws the board as read again without it. */
function move(before: Stage[], after: Stage[], from: string, moved: string, afterDialog = false) {
  const { rerender } = render(<Board stages={before} />);
  screen.getByText(from).focus();
  act(() => hook.keep(card(moved), afterDialog));
  // Until the board is read again the card is still drawn, and the focus stays.
  rerender(<Board stages={before} />);
  expect(document.activeElement).toBe(screen.getByText(from));
  rerender(<Board stages={after} />);
}

describe('the focus after a card leaves its column', () => {
  it('given a card with one after it, when it is advanced, then the focus moves to the next card of its column', () => {
    move([stage(1, 'a', 'b', 'c'), stage(2)], [stage(1, 'a', 'c'), stage(2, 'b')], 'b', 'b');
    expect(document.activeElement).toBe(screen.getByText('c'));
  });

  it('given the last card of a column, when it is rejected, then the focus moves to the card before it', () => {
    move([stage(1, 'a', 'b')], [stage(1, 'a')], 'b', 'b');
    expect(document.activeElement).toBe(screen.getByText('a'));
  });

  it("given a column's only card, when it leaves, then the focus moves to the column's heading", () => {
    move([stage(1, 'a'), stage(2)], [stage(1), stage(2, 'a')], 'a', 'a');
    expect(document.activeElement).toBe(screen.getByText('Stage 1'));
  });

  it('given the reject dialog held the focus, when the card leaves, then the focus still comes back to the column', () => {
    move([stage(1, 'a', 'b')], [stage(1, 'b')], 'Outside the board', 'a', true);
    expect(document.activeElement).toBe(screen.getByText('b'));
  });

  it('given a move made from outside the board, when the card leaves, then the focus is left where it was', () => {
    move([stage(1, 'a', 'b')], [stage(1, 'b')], 'Outside the board', 'a');
    expect(document.activeElement).toBe(screen.getByText('Outside the board'));
  });

  it('given a move that failed, when the board is read again, then the hook moves no focus', () => {
    const { rerender } = render(<Board stages={[stage(1, 'a', 'b')]} />);
    screen.getByText('a').focus();
    act(() => hook.keep(card('a')));
    act(() => hook.cancel());
    rerender(<Board stages={[stage(1, 'b')]} />);
    expect(document.activeElement).toBe(document.body);
  });
});
