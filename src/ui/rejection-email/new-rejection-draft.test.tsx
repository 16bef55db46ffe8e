import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fillMergeFields } from '../../../contracts/merge-fields.ts';
import { messages as esStaff } from '../../locales/es/staff.po';
import { messages as frStaff } from '../../locales/fr/staff.po';
import { useNewRejectionDraft } from './rejection-email-fields.tsx';

function draftIn(locale: string, messages: Messages) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useNewRejectionDraft(), { wrapper }).result.current();
}

describe('the reject dialog’s own text starts from the standard words in the writer’s language', () => {
  it.each([
    ['es', esStaff, 'Hola:', 'Hola Ana:'],
    ['fr', frStaff, 'Bonjour,', 'Bonjour Ana,'],
    ['en', {}, 'Hello there,', 'Hello Ana,'],
  ])(
    'given a %s writer, then a candidate without a first name is greeted as the language does without one, never with an English word',
    (locale, messages, nameless, named) => {
      const { message } = draftIn(locale, messages as Messages);
      expect(fillMergeFields(message, {}).split('\n')[0]).toBe(nameless);
      expect(fillMergeFields(message, { first_name: 'Ana' }).split('\n')[0]).toBe(named);
    },
  );
});
