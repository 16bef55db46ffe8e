import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRef } from 'react';
import type { CandidateQuestion } from '../../../contracts/screening-questions.ts';
import { FileQuestionField, type AttachedFile } from './file-question-field.tsx';
import { QuestionField } from './question-field.tsx';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const question: CandidateQuestion = {
  account_question_id: 9,
  item_id: 'q9',
  question_type: 'file',
  question_text: 'Cover letter',
  help_text: '',
  is_required: true,
  settings: { accept: '.pdf' },
  options: [],
};

function renderFile(attached: AttachedFile | undefined, isOnline: boolean, isKeptOnDevice = true) {
  const onAttach = vi.fn(async () => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <FileQuestionField
        question={question}
        attached={attached}
        isOnline={isOnline}
        isKeptOnDevice={isKeptOnDevice}
        onAttach={onAttach}
        headingRef={createRef()}
      />
    </I18nProvider>,
  );
  return { onAttach };
}

describe('FileQuestionField', () => {
  afterEach(cleanup);

  it('given a file picked offline, then it is handed over once and the picker accepts what the question names', async () => {
    const { onAttach } = renderFile(undefined, false);
    const input = screen.getByLabelText(/Cover letter/) as HTMLInputElement;
    expect(input.accept).toBe('.pdf');
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(onAttach).toHaveBeenCalledWith(file));
  });

  it('given a file over 5 MB, then it is refused on the device with the limit named and nothing is attached', async () => {
    const { onAttach } = renderFile(undefined, true);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf');
    fireEvent.change(screen.getByLabelText(/Cover letter/), { target: { files: [big] } });
    expect(await screen.findByText('The file is larger than 5 MB. Choose a smaller file.')).toBeTruthy();
    expect(onAttach).not.toHaveBeenCalled();
  });

  it('given where the attached file stands, then the page says it plainly: kept on the device offline, not saved yet without IndexedDB, uploaded', () => {
    renderFile({ fileName: 'letter.pdf', size: 2048, state: 'waiting' }, false);
    expect(screen.getByText('Attached: letter.pdf (2 KB)')).toBeTruthy();
    expect(screen.getByText("Saved on this device. It will be uploaded when you're back online.")).toBeTruthy();
    cleanup();
    renderFile({ fileName: 'letter.pdf', size: 2048, state: 'not-saved' }, false, false);
    expect(screen.getByText(/Not saved yet: you're offline/)).toBeTruthy();
    cleanup();
    renderFile({ fileName: 'letter.pdf', size: 2048, state: 'uploaded' }, true);
    expect(screen.getByText('Uploaded')).toBeTruthy();
  });
});

describe('QuestionField without IndexedDB', () => {
  afterEach(cleanup);

  it('given answers go straight to the server, then a kept answer never claims to be saved on this device', () => {
    const q: CandidateQuestion = { ...question, question_type: 'yes_no', settings: {} };
    render(
      <I18nProvider i18n={i18n}>
        <QuestionField
          question={q}
          stored="yes"
          onChange={async () => undefined}
          onInput={() => undefined}
          headingRef={createRef()}
          isKeptOnDevice={false}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Saved on this device')).toBeNull();
  });
});
