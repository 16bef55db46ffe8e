import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../contracts/progress.ts';
import { kindLabelOf } from './labels.ts';

describe('the kinds’ labels', () => {
  it('name every activity kind, and nothing else', () => {
    expect(ACTIVITY_TYPES.filter((type) => kindLabelOf(type) === undefined)).toEqual([]);
    expect(kindLabelOf('toString')).toBeUndefined();
    expect(kindLabelOf('no_such_kind')).toBeUndefined();
  });
});
