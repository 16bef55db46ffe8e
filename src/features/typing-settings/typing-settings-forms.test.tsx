import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultsFromDraft, TypingDefaultsForm } from './typing-defaults-form.tsx';
import { TypingPassageForm } from './typing-passage-form.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

// The forms save through useMutation: a client of the test's own.
const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </QueryClientProvider>,
  );
const TEXT = 'Every order is packed with care,\n\nevery label is checked twice and parcels leave before noon.';

describe('the typing passage form', () => {
  it('given a title, a language and a text with line breaks, then it saves them trimmed with the breaks as spaces', async () => {
    const onSave = vi.fn(async (_value: unknown) => {});
    wrap(<TypingPassageForm idPrefix="p" className="panel" language="en" submitLabel="Add passage" onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Warehouse ' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText('Passage'), { target: { value: TEXT } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add passage' })));
    expect(onSave).toHaveBeenCalledWith({ title: 'Warehouse', language: 'fr', text: TEXT.replace(/\s+/g, ' ') });
  });

  it('given no title and too short a text, then each field says what is wrong and nothing is saved', async () => {
    const onSave = vi.fn(async () => {});
    wrap(<TypingPassageForm idPrefix="p" className="panel" language="en" submitLabel="Add passage" onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Passage'), { target: { value: 'Too short.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add passage' })));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Write at least 50 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Passage').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the typing defaults form', () => {
  it('given empty minimums, then they are saved as no minimum', async () => {
    const onSave = vi.fn(async (_value: unknown) => {});
    wrap(
      <TypingDefaultsForm initial={{ duration_seconds: 60, min_net_wpm: 40, min_accuracy: null }} onSave={onSave} />,
    );
    fireEvent.change(screen.getByLabelText('Duration (seconds)'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Minimum net words per minute'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Minimum accuracy (%)'), { target: { value: '95' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save defaults' })));
    expect(onSave).toHaveBeenCalledWith({ duration_seconds: 90, min_net_wpm: null, min_accuracy: 95 });
  });

  it('given words, decimals or numbers out of range, then each field is named and nothing is saved', async () => {
    const onSave = vi.fn(async () => {});
    wrap(
      <TypingDefaultsForm initial={{ duration_seconds: 60, min_net_wpm: null, min_accuracy: null }} onSave={onSave} />,
    );
    fireEvent.change(screen.getByLabelText('Duration (seconds)'), { target: { value: 'a minute' } });
    fireEvent.change(screen.getByLabelText('Minimum net words per minute'), { target: { value: '301' } });
    fireEvent.change(screen.getByLabelText('Minimum accuracy (%)'), { target: { value: '92.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save defaults' })));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a whole number of seconds from 10 to 900.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 300, or leave it empty.')).toBeTruthy();
    expect(screen.getByText('Enter a whole percentage from 1 to 100, or leave it empty.')).toBeTruthy();
  });

  it('given a draft, then only whole numbers pass through', () => {
    expect(defaultsFromDraft({ duration_seconds: ' 45 ', min_net_wpm: '', min_accuracy: '1e2' })).toEqual({
      duration_seconds: 45,
      min_net_wpm: null,
      min_accuracy: Number.NaN,
    });
  });
});
