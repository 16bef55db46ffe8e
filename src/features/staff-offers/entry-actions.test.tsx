import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { EntryActions } from './entry-actions.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('the actions of an offer field or template', () => {
  it('given Remove, then nothing goes until it is confirmed; a refusal stays in the dialog; a confirmed removal runs once', async () => {
    const onRemove = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 500, body: { message: 'down' } }))
      .mockResolvedValueOnce(undefined);
    render(
      // The removal runs through useMutation: a client of the test's own.
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <EntryActions name="Salary" onEdit={() => {}} onRemove={onRemove} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Salary' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.getByText('Remove Salary?')).toBeTruthy();
    const confirm = () => screen.getAllByRole('button', { name: 'Remove', hidden: true }).at(-1)!;
    await act(async () => fireEvent.click(confirm()));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert', { hidden: true })).toBeTruthy();
    await act(async () => fireEvent.click(confirm()));
    expect(onRemove).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
  });
});
