import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRef } from 'react';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { QuestionField } from './question-field.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const question = (
  question_type: CandidateQuestion['question_type'],
  extra: Partial<CandidateQuestion> = {},
): CandidateQuestion => ({
  account_question_id: 7,
  item_id: 'q7',
  question_type,
  question_text: 'The question',
  help_text: '',
  is_required: true,
  settings: {},
  options: [],
  ...extra,
});

function renderField(q: CandidateQuestion, stored?: AnswerValue) {
  const onChange = vi.fn(async () => undefined);
  const onInput = vi.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QuestionField question={q} stored={stored} onChange={onChange} onInput={onInput} headingRef={createRef()} />
    </I18nProvider>,
  );
  return { onChange, onInput, view };
}

describe('QuestionField', () => {
  afterEach(cleanup);

  it('given a yes/no question, when Yes is chosen and the question is left, then "yes" is saved once and never cleared', () => {
    const { onChange, view } = renderField(question('yes_no'));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenCalledWith('yes');
    view.unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given a multiple choice, when two options are ticked, then the ids are saved as strings in option order', () => {
    const options = [
      { question_option_id: 31, option_text: 'Phone', sort_order: 1 },
      { question_option_id: 32, option_text: 'Email', sort_order: 2 },
    ];
    const { onChange } = renderField(question('multiple_choice', { options }), ['32']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(onChange).toHaveBeenLastCalledWith(['31', '32']);
  });

  it('given a text question, when the candidate types and leaves at once, then the typed text is saved on leaving', () => {
    const { onChange, onInput, view } = renderField(question('short_text'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'English' } });
    expect(onInput).toHaveBeenLastCalledWith('English');
    view.unmount();
    expect(onChange).toHaveBeenCalledWith('English');
  });

  it('given a number question, when letters are typed, then they are passed on as typed for the rules to name', () => {
    const { onInput } = renderField(question('number'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'forty' } });
    expect(onInput).toHaveBeenLastCalledWith('forty');
  });
  it('given a saved number, when the candidate types another, then "Saved on this device" waits until the new one is saved', async () => {
    // Stop 55's journey: the tick still vouched for "70" while "40" waited for its pause, and Next
    // was pressed on the strength of it.
    const q = question('number');
    const { view } = renderField(q, 70);
    expect(screen.getByRole('status').textContent).toContain('Saved on this device');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '40' } });
    expect(screen.getByRole('status').textContent).not.toContain('Saved on this device');
    view.rerender(
      <I18nProvider i18n={i18n}>
        <QuestionField
          question={q}
          stored={40}
          onChange={async () => undefined}
          onInput={() => undefined}
          headingRef={createRef()}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Saved on this device');
  });
});
