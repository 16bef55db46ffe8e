/** People chosen in order (an offer's countersigners, an approval chain): added, moved, removed, up to a limit. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PersonPicker } from './person-picker.tsx';

const STAFF = [
  { user_id: 1, first_name: 'Ana', last_name: 'Ruiz' },
  { user_id: 2, first_name: 'Ben', last_name: 'Ode' },
  { user_id: 3, first_name: 'Cleo', last_name: 'Park' },
];

function Picker({ max, first }: { max?: number; first?: string }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <I18nProvider i18n={i18n}>
      <PersonPicker
        chosen={chosen}
        onChange={setChosen}
        people={STAFF}
        choosable={STAFF}
        max={max}
        listLabel="In order"
        first={first}
        pickLabel="Add a person"
        placeholder="Choose…"
        addLabel="Add"
      />
      <output>{chosen.join(',')}</output>
    </I18nProvider>
  );
}

const add = (id: number) => {
  fireEvent.change(screen.getByLabelText('Add a person'), { target: { value: String(id) } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
};
const order = () => screen.getByRole('status').textContent;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the person picker', () => {
  it('given people added, then they are listed in order, move up and down, and leave when removed; one chosen is not offered again', () => {
    render(<Picker first="The candidate" />);
    add(3);
    add(1);
    expect(order()).toBe('3,1');
    const list = screen.getByRole('list', { name: 'In order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' ')[0]),
    ).toEqual(['The', 'Cleo', 'Ana']);
    expect(screen.getByRole('button', { name: 'Move Cleo Park up' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ana Ruiz up' }));
    expect(order()).toBe('1,3');
    fireEvent.click(screen.getByRole('button', { name: 'Move Ana Ruiz down' }));
    expect(order()).toBe('3,1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cleo Park' }));
    expect(order()).toBe('1');
    const offered = within(screen.getByLabelText('Add a person')).getAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(['Choose…', 'Ben Ode', 'Cleo Park']);
  });

  it('given the limit reached or nobody left, then there is nothing to add', () => {
    render(<Picker max={2} />);
    expect(screen.queryByRole('list')).toBeNull();
    add(1);
    add(2);
    expect(screen.queryByLabelText('Add a person')).toBeNull();
    cleanup();
    render(<Picker />);
    add(1);
    add(2);
    add(3);
    expect(order()).toBe('1,2,3');
    expect(screen.queryByLabelText('Add a person')).toBeNull();
  });
});
