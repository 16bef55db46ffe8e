import type { ComponentProps } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { aiWritingStatusQueryOptions } from '../../ui/rich-text/writing-help/ai-writing.queries.ts';
import { QuestionForm } from './question-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

/** The question's writing help asks the server whether it is set up; here it is not. */
function withoutWritingHelp() {
  const client = new QueryClient();
  client.setQueryData(aiWritingStatusQueryOptions().queryKey, {
    is_configured: false,
  });
  return client;
}

/** The form with writing help not set up, as the settings page renders it. */
function renderForm(
  props: Pick<ComponentProps<typeof QuestionForm>, 'list' | 'attributes' | 'onSave' | 'defaultLanguage'>,
) {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={withoutWritingHelp()}>
        <QuestionForm idPrefix="q" className="panel" submitLabel="Add question" {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
  });
};

describe('the bank question form', () => {
  it('given the company writes in English, then the question, its help and each choice take Spanish and French versions, which are saved; without the default language known, none is offered', async () => {
    const onSave = vi.fn(async () => {});
    renderForm({ list: 'prescreen', onSave, defaultLanguage: 'en' });
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Can you lift 20 kg?' } });
    const question = screen.getByRole('group', { name: 'The question in other languages' });
    fireEvent.change(within(question).getByLabelText('Spanish'), {
      target: { value: '¿Puedes levantar 20 kg?' },
    });
    const firstChoice = screen.getByRole('group', { name: 'Choice 1 in other languages' });
    fireEvent.change(within(firstChoice).getByLabelText('French'), { target: { value: 'Oui' } });
    expect(within(question).queryByLabelText('English')).toBeNull();
    await send();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        question_text_i18n: { es: '¿Puedes levantar 20 kg?' },
        options: [
          expect.objectContaining({ option_text: 'Yes', option_text_i18n: { fr: 'Oui' } }),
          expect.objectContaining({ option_text: 'No', option_text_i18n: {} }),
        ],
      }),
    );
    cleanup();
    renderForm({ list: 'prescreen', onSave });
    expect(screen.queryByRole('group', { name: 'The question in other languages' })).toBeNull();
  });

  it('given nothing written, then it names the problem at the field and saves nothing; written with a knockout No, it saves that', async () => {
    const onSave = vi.fn(async () => {});
    renderForm({ list: 'prescreen', onSave });
    await send();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Write the question.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question'), {
      target: { value: 'Can you lift 20 kg?' },
    });
    fireEvent.click(screen.getAllByLabelText('Knockout')[1]!);
    await send();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        question_type: 'yes_no',
        question_text: 'Can you lift 20 kg?',
        options: [
          { option_text: 'Yes', option_text_i18n: {}, score: '', is_knockout: false },
          { option_text: 'No', option_text_i18n: {}, score: '', is_knockout: true },
        ],
      }),
    );
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('');
  });

  it('given a choice type with one choice and points out of range, then both problems show; the refusal of an answered question is kept with what was typed', async () => {
    const refusal = new ApiError({
      status: 409,
      body: { message: 'answered', code: ErrorCode.conflict },
    });
    const onSave = vi.fn().mockRejectedValueOnce(refusal);
    renderForm({ list: 'prescreen', onSave });
    fireEvent.change(screen.getByLabelText('Type of answer'), {
      target: { value: 'single_choice' },
    });
    fireEvent.change(screen.getByLabelText('Question'), {
      target: { value: 'Which shift?' },
    });
    fireEvent.change(screen.getByLabelText('Choice 1'), {
      target: { value: 'Day' },
    });
    fireEvent.change(screen.getAllByLabelText('Points')[0]!, {
      target: { value: '101' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove choice 2' }));
    await send();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Points are a number from 0 to 100, or empty.')).toBeTruthy();
    expect(screen.getByText('Give at least two choices.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    fireEvent.change(screen.getByLabelText('Choice 2'), {
      target: { value: 'Night' },
    });
    fireEvent.change(screen.getAllByLabelText('Points')[0]!, {
      target: { value: '100' },
    });
    await send();
    expect(onSave).toHaveBeenCalledTimes(1);
    // The refusal is shown once the rejected save has come back: waited for, not read at once.
    expect(
      await screen.findByText('Candidates have already answered this question, so its type and choices cannot change.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Choice 2') as HTMLInputElement).value).toBe('Night');
  });

  it('given the interview list, then it asks for the question, guidance and the attributes it probes, not a type or choices', async () => {
    const onSave = vi.fn(async () => {});
    renderForm({ list: 'interview', attributes: [{ attribute_type_id: 4, name: 'Teamwork' }], onSave });
    expect(screen.queryByLabelText('Type of answer')).toBeNull();
    expect(screen.queryByText('Choices')).toBeNull();
    await send();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Write the question.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Why this team?' } });
    fireEvent.change(screen.getByLabelText('Guidance for the interviewer (optional)'), {
      target: { value: 'Listen for others.' },
    });
    fireEvent.click(screen.getByLabelText('Teamwork'));
    await send();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        question_type: 'long_text',
        question_text: 'Why this team?',
        help_text: 'Listen for others.',
        attributeIds: [4],
        options: [],
      }),
    );
  });
});
