import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useRejectionToastWords } from './rejection-toast-words.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const words = () =>
  renderHook(() => useRejectionToastWords(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  }).result.current;

describe('the reject and undo toasts say what became of the rejection mail (D266)', () => {
  it('given a mail that waits the company’s delay, then the reject toast says how long and that undoing cancels it', () => {
    expect(words().rejected('Ana Lee rejected.', { timing: 'delay', delayMinutes: 10 })).toBe(
      'Ana Lee rejected. The mail to the candidate waits 10 minutes: undoing the rejection cancels it.',
    );
    expect(words().rejected('Ana Lee rejected.', { timing: 'delay', delayMinutes: 1 })).toContain('waits 1 minute:');
  });

  it('given "send now" (or a delay of 0), then the reject toast says the mail has gone and Undo cannot call it back', () => {
    const sent =
      'Ana Lee rejected. The mail to the candidate has been sent: undoing the rejection cannot call it back.';
    expect(words().rejected('Ana Lee rejected.', { timing: 'now', delayMinutes: 10 })).toBe(sent);
    expect(words().rejected('Ana Lee rejected.', { timing: 'delay', delayMinutes: 0 })).toBe(sent);
  });

  it('given no mail, then the reject toast is the move alone', () => {
    expect(words().rejected('Ana Lee rejected.', { timing: 'none', delayMinutes: 10 })).toBe('Ana Lee rejected.');
    expect(words().rejected('Ana Lee rejected.', undefined)).toBe('Ana Lee rejected.');
  });

  it('given the undo’s answer, then the toast says the mail was cancelled, or had already been sent, or nothing', () => {
    expect(words().undone('cancelled')).toBe(
      'Rejection undone. The mail to the candidate was cancelled: it will not be sent.',
    );
    expect(words().undone('sent')).toBe('Rejection undone, but the mail to the candidate had already been sent.');
    expect(words().undone(null)).toBeUndefined();
  });
});
