import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { AttributeForm } from './attribute-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderForm(onSave: (value: unknown) => Promise<void>) {
  render(
    <I18nProvider i18n={i18n}>
      {/* The form saves through useMutation: a client of the test's own. */}
      <QueryClientProvider client={new QueryClient()}>
        <AttributeForm idPrefix="a" className="panel" submitLabel="Add attribute" onSave={onSave} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add attribute' })));
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? '';

describe('the company attribute form', () => {
  it('given no name and a description too long, then each field says what is wrong and nothing is sent', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(1001) } });
    await send();
    expect(onSave).not.toHaveBeenCalled();
    expect(errorOf('a-name')).toContain("Enter the attribute's name.");
    expect(errorOf('a-description')).toContain('Use at most 1000 characters.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('given a name the company already has, then the refusal shows next to the name and the values stay; trimmed values are sent', async () => {
    const refusal = new ApiError({
      status: 409,
      body: { message: 'taken', code: ErrorCode.nameTaken, errors: [{ prop: 'name', message: 'taken' }] },
    });
    const onSave = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Store Know-how ' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'values' } });
    await send();
    expect(onSave).toHaveBeenCalledWith({ name: 'Store Know-how', category: 'values', description: '' });
    // The save's outcome reaches the form a task later (TanStack Query notifies on a timeout), which
    // act does not always wait for.
    await waitFor(() => expect(errorOf('a-name')).toContain('Another entry already has this name.'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  Store Know-how ');
    await send();
    expect(onSave).toHaveBeenCalledTimes(2);
    // Added: the form is empty again for the next attribute.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(errorOf('a-name')).toBe(''));
  });
});
