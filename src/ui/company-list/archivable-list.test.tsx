import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderedList } from './archivable-list.tsx';
import { useListActions } from './company-list.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

type Row = { id: number; name: string; archived: boolean };
const ROWS: Row[] = [
  { id: 1, name: 'Shirt size', archived: false },
  { id: 2, name: 'Start date', archived: false },
  { id: 3, name: 'Pay', archived: false },
  { id: 4, name: 'Old question', archived: true },
];

function Harness(props: {
  rows: Row[];
  onOrder(ids: number[]): Promise<unknown>;
  onArchive(row: Row): void;
  onRestore(row: Row): Promise<unknown>;
  onDelete(row: Row): void;
}) {
  const actions = useListActions();
  return (
    <OrderedList
      items={props.rows}
      isArchived={(row) => row.archived}
      keyOf={(row) => row.id}
      nameOf={(row) => row.name}
      label="Fields in order"
      emptyText="No fields yet."
      detail={(row) => `detail of ${row.name}`}
      archivedDetail={(row) => `kept: ${row.name}`}
      archivedTitle="Archived"
      actions={actions}
      errorText={() => 'Could not do that.'}
      onEdit={() => {}}
      onOrder={props.onOrder}
      onArchive={props.onArchive}
      onRestore={props.onRestore}
      canDelete={(row) => row.id !== 2}
      onDelete={props.onDelete}
    />
  );
}

const show = (rows: Row[], handlers: Partial<Parameters<typeof Harness>[0]> = {}) => {
  const all = {
    onOrder: vi.fn(async () => {}),
    onArchive: vi.fn(),
    onRestore: vi.fn(async () => {}),
    onDelete: vi.fn(),
    ...handlers,
  };
  render(
    // The list's actions run through useMutation: a client of the test's own.
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <Harness rows={rows} {...all} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return all;
};
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('an ordered list', () => {
  it('lists the entries in use in order, the archived apart, and names every button for screen readers', () => {
    show(ROWS);
    const inOrder = screen.getByRole('list', { name: 'Fields in order' });
    expect([...inOrder.querySelectorAll('.company-list__name')].map((p) => p.textContent)).toEqual([
      'Shirt size',
      'Start date',
      'Pay',
    ]);
    expect((screen.getByRole('button', { name: 'Move up Shirt size' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down Pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down Shirt size' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Delete Start date' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Pay' })).toBeTruthy();
    const archived = screen.getByRole('region', { name: 'Archived' });
    expect(within(archived).getByText('kept: Old question')).toBeTruthy();
    expect(within(archived).queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it('saves the new order and announces the move; restores and announces it', async () => {
    const handlers = show(ROWS);
    await click('Move up Pay');
    expect(handlers.onOrder).toHaveBeenCalledWith([1, 3, 2]);
    expect(screen.getByRole('status').textContent).toBe('Moved up: Pay');
    await click('Move down Shirt size');
    expect(handlers.onOrder).toHaveBeenLastCalledWith([2, 1, 3]);
    await click('Restore Old question');
    expect(handlers.onRestore).toHaveBeenCalledWith(ROWS[3]);
    expect(screen.getByRole('status').textContent).toBe('Restored: Old question');
    await click('Archive Start date');
    expect(handlers.onArchive).toHaveBeenCalledWith(ROWS[1]);
  });

  it('shows a refused move as an error and announces nothing', async () => {
    show(ROWS, { onOrder: vi.fn(async () => Promise.reject(new Error('no'))) });
    await click('Move up Pay');
    // The refusal is useMutation's error state, published on its notify tick after the click's act.
    expect((await screen.findByRole('alert')).textContent).toBe('Could not do that.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('has no move buttons for a single entry, and says when nothing is in use', () => {
    show([ROWS[0]!]);
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    cleanup();
    show([ROWS[3]!]);
    expect(screen.getByText('No fields yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Archived' })).toBeTruthy();
  });
});
