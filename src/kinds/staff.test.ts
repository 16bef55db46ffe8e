import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ACTIVITY_KIND_TYPES } from '../../contracts/activity-kinds.ts';
import { ACTIVITY_KIND_LABELS } from '../features/smartreq/smartreq-labels.ts';
import { STAFF_KINDS, staffKindOf, staffKindSettingsByField } from './staff.ts';

describe('the staff side of the activity kinds', () => {
  it('given every activity kind, when the plan editor names it, then each has a label', () => {
    expect(ACTIVITY_KIND_TYPES.filter((type) => !ACTIVITY_KIND_LABELS[type])).toEqual([]);
  });

  it("given a kind that declares its settings, then they travel in its contract definition's field", () => {
    for (const { kind, settings } of STAFF_KINDS.filter((k) => k.settings)) {
      expect(settings?.field).toBe(kind.settingsField);
      expect(staffKindOf(kind.type)?.settings?.field).toBe(kind.settingsField);
      expect(staffKindSettingsByField(kind.settingsField ?? '')).toBeDefined();
    }
  });

  it("given a kind's figures on the scorecard, then its result reads them in the reader's locale, and says nothing when one is missing", () => {
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    const typing = staffKindOf('typing_test')?.result;
    expect(typing?.text(i18n, { net_wpm: 52.25, accuracy: 97, raw_wpm: 54 })).toBe('52,3 net WPM, 97% accuracy');
    expect(typing?.text(i18n, { net_wpm: 52 })).toBeUndefined();
    expect(staffKindOf('skills_test')?.result?.text(i18n, { percent: 90, correct: 9, total: 10 })).toBe(
      '90% (9 of 10)',
    );
    expect(STAFF_KINDS.filter((k) => k.result).map((k) => k.result?.scoreKind)).toEqual(['typing', 'speed', 'skills']);
  });
});
