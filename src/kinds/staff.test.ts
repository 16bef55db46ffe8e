import { describe, expect, it } from 'vitest';
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
});
