import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteDraft, profileDraftKey, readDraft, writeDraft } from './form-drafts.ts';

describe('form drafts', () => {
  it('given a draft written, when read back (as after a reload), then the values are the same until deleted', async () => {
    const key = profileDraftKey(7);
    expect(await readDraft(key)).toBeUndefined();
    expect(await writeDraft(key, { first_name: 'Maria', gender: 'Female' })).toBe(true);
    expect(await writeDraft(key, { first_name: 'María', gender: 'Female' })).toBe(true);
    expect(await readDraft(key)).toEqual({ first_name: 'María', gender: 'Female' });
    await deleteDraft(key);
    expect(await readDraft(key)).toBeUndefined();
  });
});
