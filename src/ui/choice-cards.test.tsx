import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChoiceCards } from './choice-cards.tsx';

const OPTIONS = [
  { value: 'a', label: 'Agree' },
  { value: 'd', label: 'Disagree' },
];

describe('ChoiceCards', () => {
  afterEach(cleanup);

  it('given one chosen option, when another card is pressed, then it reports that option, checked, and each label names its radio', () => {
    const changes: [string, boolean][] = [];
    render(
      <ChoiceCards
        name="q1"
        options={OPTIONS}
        isChosen={(v) => v === 'a'}
        onChange={(v, checked) => changes.push([v, checked])}
      />,
    );
    const agree = screen.getByRole('radio', { name: 'Agree' }) as HTMLInputElement;
    expect(agree.checked).toBe(true);
    fireEvent.click(screen.getByText('Disagree'));
    expect(changes).toEqual([['d', true]]);
  });

  it('given several may be chosen, then the cards are checkboxes and unchecking one reports it unchecked', () => {
    const changes: [string, boolean][] = [];
    render(
      <ChoiceCards
        name="q2"
        multiple
        options={OPTIONS}
        isChosen={() => true}
        onChange={(v, checked) => changes.push([v, checked])}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(changes).toEqual([['a', false]]);
  });

  it('given it is read only, then no card can be chosen', () => {
    render(<ChoiceCards name="q3" disabled options={OPTIONS} isChosen={() => false} onChange={() => undefined} />);
    expect(screen.getAllByRole('radio').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });
});
