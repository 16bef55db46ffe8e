import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND_TYPES } from '../../contracts/activity-kinds.ts';
import { KINDS_WITH_SETTINGS, SERVER_KINDS } from './activity-kinds.ts';

describe('the server list of activity kinds', () => {
  it('given the kinds of contracts/activity-kinds.ts, then the server lists each once, in the same order', () => {
    expect(SERVER_KINDS.map((k) => k.kind.type)).toEqual([...ACTIVITY_KIND_TYPES]);
  });

  it('given a kind that keeps plan settings, then the server knows how to check and keep them', () => {
    const withField = SERVER_KINDS.filter((k) => k.kind.settingsField).map((k) => k.kind.type);
    expect(KINDS_WITH_SETTINGS.map((k) => k.kind.type)).toEqual(withField);
  });
});
