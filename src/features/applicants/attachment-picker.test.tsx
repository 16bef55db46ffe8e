// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AttachmentPicker } from './attachment-picker.tsx';

afterEach(cleanup);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const renderPicker = (files: File[], onChange = vi.fn()) =>
  render(
    <I18nProvider i18n={i18n}>
      <AttachmentPicker files={files} onChange={onChange} />
    </I18nProvider>,
  );

describe('the attachment picker', () => {
  it('given an oversized file, then it says so by name before anything is uploaded', () => {
    renderPicker([fileOf('contract.pdf', 11 * 1024 * 1024)]);
    expect(screen.getByRole('alert').textContent).toBe('contract.pdf is larger than 10 MB. Choose a smaller file.');
    expect(screen.getByText('11.0 MB')).toBeTruthy();
  });

  it('given files within the limits, then no problem is shown, and Remove drops just that file', () => {
    const files = [fileOf('a.pdf', 2048), fileOf('b.png', 10)];
    const onChange = vi.fn();
    renderPicker(files, onChange);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onChange).toHaveBeenCalledWith([files[1]]);
  });

  it('adds newly chosen files after the ones already there', () => {
    const first = fileOf('a.pdf', 10);
    const onChange = vi.fn();
    renderPicker([first], onChange);
    const added = fileOf('b.txt', 10);
    fireEvent.change(screen.getByLabelText('Attachments (optional)'), { target: { files: [added] } });
    expect(onChange).toHaveBeenCalledWith([first, added]);
  });
});
