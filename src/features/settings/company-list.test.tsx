import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { SourceForm } from './source-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { CompanyList, CompanyListEntry } from '../../ui/company-list/company-list.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

/** The entry forms save through useMutation: a client of the test's own, kept across rerenders. */
const inI18n = (node: ReactNode) => {
  const client = new QueryClient();
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
};
const nameField = () => screen.getByLabelText('Source name') as HTMLInputElement;
const submit = async (label: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};

describe('an entry form (the source form)', () => {
  it('shows the problem next to the field and saves nothing until the name is given, then saves it trimmed and empties itself', async () => {
    const onSave = vi.fn(async () => {});
    inI18n(<SourceForm idPrefix="new-source" className="panel" submitLabel="Add source" onSave={onSave} />);
    await submit('Add source');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: '  Meetup  ' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'event' } });
    await submit('Add source');
    expect(onSave).toHaveBeenCalledWith({ name: 'Meetup', source_type: 'event' });
    expect(nameField().value).toBe('');
    expect(screen.queryByText('Enter a name.')).toBeNull();
  });

  it('keeps what was typed and shows a refusal at its field; an edit form keeps its values after a save', async () => {
    const refusal = new ApiError({ status: 400, body: { message: 'taken', code: ErrorCode.nameTaken } });
    const onSave = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const onCancel = vi.fn();
    inI18n(
      <SourceForm
        idPrefix="source-3"
        className="edit"
        initial={{ name: 'Indeed', source_type: 'job_board' }}
        submitLabel="Save source"
        onSave={onSave}
        onCancel={onCancel}
      />,
    );
    fireEvent.change(nameField(), { target: { value: 'LinkedIn' } });
    await submit('Save source');
    // The save's outcome reaches the form a task later (TanStack Query notifies on a timeout), which
    // act does not always wait for.
    expect(await screen.findByText('Another entry already has this name.')).toBeTruthy();
    expect(nameField().value).toBe('LinkedIn');
    await submit('Save source');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(nameField().value).toBe('LinkedIn');
    await waitFor(() => expect(screen.queryByText('Another entry already has this name.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

type Page = { results: { id: number; name: string }[]; count: number };
function queryOf(state: { data?: Page; error?: Error }, refetch = vi.fn()): UseQueryResult<Page> {
  return { data: state.data, error: state.error ?? null, refetch } as unknown as UseQueryResult<Page>;
}
function list(query: UseQueryResult<Page>, isNarrowed = false) {
  return (
    <CompanyList
      label="Sources"
      query={query}
      page={1}
      pageSize={2}
      onPage={() => {}}
      isNarrowed={isNarrowed}
      emptyText="No sources yet."
      noMatchText="No source matches."
      keyOf={(item) => item.id}
    >
      {(item) => (
        <CompanyListEntry
          name={item.name}
          isActive={item.id === 1}
          detail="Job board"
          onEdit={() => {}}
          onToggle={() => {}}
        />
      )}
    </CompanyList>
  );
}

describe('a company list', () => {
  it('says it is loading, then offers a retry when the list could not be read', () => {
    const { rerender } = inI18n(list(queryOf({})));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const refetch = vi.fn();
    rerender(<I18nProvider i18n={i18n}>{list(queryOf({ error: new ApiError({}) }, refetch))}</I18nProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('tells an empty company from a search that matched nothing', () => {
    const { rerender } = inI18n(list(queryOf({ data: { results: [], count: 0 } })));
    expect(screen.getByText('No sources yet.')).toBeTruthy();
    rerender(<I18nProvider i18n={i18n}>{list(queryOf({ data: { results: [], count: 0 } }), true)}</I18nProvider>);
    expect(screen.getByText('No source matches.')).toBeTruthy();
  });

  it('lists the entries with their state, names each button for screen readers, and pages', () => {
    inI18n(
      list(
        queryOf({
          data: {
            results: [
              { id: 1, name: 'Indeed' },
              { id: 2, name: 'Fair' },
            ],
            count: 3,
          },
        }),
      ),
    );
    const items = screen.getByRole('list', { name: 'Sources' }).querySelectorAll('li');
    expect([...items].map((li) => li.querySelector('.company-list__name')?.textContent)).toEqual([
      'Indeed Active',
      'Fair Inactive',
    ]);
    expect(screen.getByRole('button', { name: 'Turn off Indeed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on Fair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Fair' })).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
  });
});
