import { describe, expect, it } from 'vitest';
import { firstInvalidEmail, parseRecipients } from './share-recipients.ts';

describe('share recipients', () => {
  it('given emails separated every usual way, then each appears once, lower-cased, in order', () => {
    expect(parseRecipients(' A@x.test, b@x.test;\nc@x.test  a@X.test ,, ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
    ]);
    expect(parseRecipients('   ')).toEqual([]);
  });

  it('given a word that is not an email, then it is the one named', () => {
    expect(firstInvalidEmail(['a@x.test', 'bob', 'c@'])).toBe('bob');
    expect(firstInvalidEmail(['a@x.test'])).toBeUndefined();
  });
});
