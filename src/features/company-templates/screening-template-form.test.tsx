import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveQuestionId } from '../../../contracts/screening-templates.ts';
import { prescreenQuestionsQueryOptions } from './company-templates.queries.ts';
import { ScreeningTemplateForm } from './screening-template-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const QUESTIONS = [
  { account_question_id: 11, question_text: 'Can you work weekends?' },
  { account_question_id: 12, question_text: 'Do you hold a driving licence?' },
  { account_question_id: 13, question_text: 'Can you start within a month?' },
];

function renderForm(
  onSave: (value: unknown) => Promise<void>,
  initial?: { name: string; account_question_ids: number[] },
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(prescreenQuestionsQueryOptions(7, '').queryKey, QUESTIONS as never);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ScreeningTemplateForm
          accountId={7}
          idPrefix="t"
          className="panel"
          submitLabel="Save template"
          onSave={onSave}
          {...(initial ? { initial } : {})}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the screening-question template form', () => {
  it('given questions added from the pre-screen list and moved with buttons, then they are saved in that order', async () => {
    const onSave = vi.fn(async (_value: unknown) => {});
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('Template name'), { target: { value: ' Weekend shifts ' } });
    for (const q of QUESTIONS) fireEvent.click(screen.getByRole('button', { name: `Add ${q.question_text}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Move up Can you start within a month?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Can you work weekends?' }));
    expect(
      (screen.getByRole('button', { name: 'Move up Can you start within a month?' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save template' })));
    expect(onSave).toHaveBeenCalledWith({ name: 'Weekend shifts', account_question_ids: [13, 12] });
  });

  it('given no name and no question, then both fields say what is missing and nothing is saved', async () => {
    const onSave = vi.fn(async () => {});
    renderForm(onSave);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save template' })));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('Add at least one question.')).toBeTruthy();
  });

  it('given a move past either end, then the order stays', () => {
    expect(moveQuestionId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveQuestionId([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveQuestionId([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });
});
