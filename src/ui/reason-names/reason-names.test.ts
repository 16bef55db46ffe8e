import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_REJECTION_REASONS, DEFAULT_SEPARATION_REASONS } from '../../../contracts/default-reasons.ts';
import { messages as esStaff } from '../../locales/es/staff.po';
import { messages as frStaff } from '../../locales/fr/staff.po';
import { REASON_NAMES, reasonName } from './reason-names.ts';

const given = [...DEFAULT_REJECTION_REASONS, ...DEFAULT_SEPARATION_REASONS].map((reason) => reason.name);

describe('reasonName', () => {
  it('knows every reason a new company starts with, and no other', () => {
    expect(Object.keys(REASON_NAMES).sort()).toEqual([...given].sort());
  });

  it.each([
    ['es', esStaff],
    ['fr', frStaff],
  ])(
    'given a %s reader, then each reason the product gave reads translated, and a company’s own as written',
    (locale, messages) => {
      const i18n = setupI18n({ locale, messages: { [locale]: messages as Messages } });
      for (const name of given) {
        const shown = reasonName(i18n, name);
        expect(shown, name).not.toBe(name);
        expect(shown, name).not.toBe('');
      }
      expect(reasonName(i18n, 'Salary too high for the band')).toBe('Salary too high for the band');
    },
  );
});
