import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { PERSON_AUDIT_EVENTS } from '../../../contracts/audit-events.ts';
import { LANGUAGES } from '../../../contracts/languages.ts';
import {
  auditEntryWords,
  auditEventWords,
  LABELLED_AUDIT_EVENTS as CSV_EVENTS,
  LABELLED_METHODS as CSV_METHODS,
} from '../../../server/modules/audit-log/index.ts';
import { messages as esStaff } from '../../locales/es/staff.po';
import { messages as frStaff } from '../../locales/fr/staff.po';
import { auditEntryLabel, auditEventLabel, LABELLED_AUDIT_EVENTS, LABELLED_METHODS } from './audit-event-label.ts';

const catalogs: Record<string, Messages> = { en: {}, es: esStaff as Messages, fr: frStaff as Messages };

describe('auditEventLabel', () => {
  it('names every kind about a person’s own sign-in, and the same kinds as the CSV', () => {
    expect(LABELLED_AUDIT_EVENTS).toEqual(expect.arrayContaining([...PERSON_AUDIT_EVENTS]));
    expect([...LABELLED_AUDIT_EVENTS].sort()).toEqual([...CSV_EVENTS].sort());
  });

  it.each(LANGUAGES)('given a %s reader, then the screen and the CSV say each kind in the same words', (locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale]! } });
    for (const event of LABELLED_AUDIT_EVENTS) {
      const shown = auditEventLabel(event, (descriptor) => i18n._(descriptor));
      expect(shown, event).toBe(auditEventWords(event, locale));
    }
  });

  it.each(LANGUAGES)(
    'given a %s reader, then a sign-in says its method and second factor as the CSV does',
    (locale) => {
      const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale]! } });
      expect([...LABELLED_METHODS].sort()).toEqual([...CSV_METHODS].sort());
      for (const method of LABELLED_METHODS) {
        const entry = { event: 'sign_in', details: { method: 'password', second_factor: method } };
        const shown = auditEntryLabel(entry, (descriptor) => i18n._(descriptor));
        expect(shown, method).toBe(auditEntryWords(entry.event, entry.details, locale));
        expect(shown.split(' · '), method).toHaveLength(3);
      }
    },
  );

  it('given a kind with no words of its own, then its code reads as words', () => {
    expect(auditEventLabel('something_new_happened', (d) => d.message ?? '')).toBe('Something new happened');
    expect(auditEventWords('something_new_happened', 'fr')).toBe('Something new happened');
  });
});
