import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TemplateList } from './template-list.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'Warehouse' },
  { id: 2, name: 'Front desk' },
];

function Harness({ onSearch }: { onSearch(value: string): void }) {
  return (
    <TemplateList<Row, string[]>
      idPrefix="t"
      intro="Intro"
      label="Templates"
      heading="Company templates"
      searchLabel="Search by name"
      orderings={['name', '-name']}
      state={{
        search: '',
        ordering: 'name',
        page: 1,
        isNarrowed: false,
        setSearch: onSearch,
        setOrdering: () => {},
        setPage: () => {},
      }}
      read={queryOptions({ queryKey: ['rows'], queryFn: async () => ({ results: ROWS, count: ROWS.length }) })}
      keyOf={(row) => row.id}
      renderAdd={(close) => <button onClick={close}>Close the add form</button>}
      renderEdit={(row, close) => <button onClick={close}>Stop editing {row.name}</button>}
      renderEntry={(row, edit) => <button onClick={edit}>Edit {row.name}</button>}
      deleteQuestion={(row) => `Delete ${row.name}?`}
      deleteLabel={() => 'Delete'}
      remove={async (row) => `Deleted: ${row.name}`}
    />
  );
}

function renderList(onSearch = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['rows'], { results: ROWS, count: ROWS.length });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness onSearch={onSearch} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return onSearch;
}

describe('the shared template list', () => {
  it('given two templates, then one is edited in place while the other stays at rest', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Warehouse' }));
    expect(screen.getByRole('button', { name: 'Stop editing Warehouse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Front desk' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop editing Warehouse' }));
    expect(screen.getByRole('button', { name: 'Edit Warehouse' })).toBeTruthy();
  });

  it('given the add button, then the add form replaces it until closed; the search reaches the list state', () => {
    const onSearch = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Add a template' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the add form' }));
    expect(screen.getByRole('button', { name: 'Add a template' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'ware' } });
    expect(onSearch).toHaveBeenCalledWith('ware');
  });
});
