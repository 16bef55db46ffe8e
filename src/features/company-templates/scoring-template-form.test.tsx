import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { ScoringTemplateForm } from './scoring-template-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderForm(onSave: (value: unknown) => Promise<void>) {
  render(
    <I18nProvider i18n={i18n}>
      {/* The form saves through useMutation: a client of the test's own. */}
      <QueryClientProvider client={new QueryClient()}>
        <ScoringTemplateForm idPrefix="s" className="panel" submitLabel="Add template" onSave={onSave} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}
/** The texts an element's aria-describedby points at. */
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const type = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('the scoring-criteria template form', () => {
  it('given an empty criterion, then sending names each missing field and saves nothing', async () => {
    const onSave = vi.fn(async () => {});
    renderForm(onSave);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add template' })));
    expect(onSave).not.toHaveBeenCalled();
    expect(described(screen.getByLabelText('Template name'))).toContain('Enter a name.');
    expect(described(screen.getByLabelText('Criterion name'))).toContain('Name the criterion.');
    expect(described(screen.getByLabelText('What level 3 looks like'))).toContain(
      'Describe what this level looks like.',
    );
    expect((screen.getByLabelText('Level 3 label') as HTMLInputElement).value).toBe('Good');
  });

  it('given two written criteria moved with the keyboard buttons, then the template is saved in the new order', async () => {
    const onSave = vi.fn(async (_value: unknown) => {});
    renderForm(onSave);
    type('Template name', 'Store roles');
    fireEvent.click(screen.getByRole('button', { name: 'Add a criterion' }));
    ['Care', 'Pace'].forEach((name, i) => {
      type('Criterion name', name, i);
      [1, 2, 3, 4, 5].forEach((level) => type(`What level ${level} looks like`, `${name} at ${level}`, i));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move up Pace' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add template' })));
    const saved = onSave.mock.calls[0]![0] as {
      name: string;
      criteria: { name: string; levels: { label: string; description: string }[] }[];
    };
    expect(saved.name).toBe('Store roles');
    expect(saved.criteria.map((c) => c.name)).toEqual(['Pace', 'Care']);
    expect(saved.criteria[0]!.levels[4]).toEqual({ level: 5, label: 'Excellent', description: 'Pace at 5' });
  });

  it('given the server refuses the name, then the refusal shows at the name and the text typed stays', async () => {
    renderForm(async () => {
      throw new ApiError({
        status: 409,
        body: { code: ErrorCode.nameTaken, message: 'taken', errors: [{ prop: 'name', message: 'taken' }] },
      });
    });
    type('Template name', 'Store roles');
    type('Criterion name', 'Care');
    [1, 2, 3, 4, 5].forEach((level) => type(`What level ${level} looks like`, `At ${level}`));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add template' })));
    // The save's outcome reaches the form a task later (TanStack Query notifies on a timeout), which
    // act does not always wait for.
    await waitFor(() =>
      expect(described(screen.getByLabelText('Template name'))).toContain('Another template already has this name.'),
    );
    expect((screen.getByLabelText('Criterion name') as HTMLInputElement).value).toBe('Care');
  });
});
