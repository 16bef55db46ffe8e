import { describe, expect, it } from 'vitest';
import { letterBlocks, withLetterDetails } from './offer-letter-text.ts';

describe('withLetterDetails', () => {
  it('given a letter that says where, then the details go there on lines of their own, every time it says so', () => {
    const letter = 'Dear {{candidate_first_name}}, {{ offer_details }} Regards.';
    expect(
      letterBlocks(withLetterDetails(letter, '- Health insurance\n- 25 days off'), { candidate_first_name: 'Ana' }),
    ).toEqual([
      { kind: 'paragraph', text: 'Dear Ana,' },
      { kind: 'item', text: 'Health insurance' },
      { kind: 'item', text: '25 days off' },
      { kind: 'paragraph', text: 'Regards.' },
    ]);
    expect(withLetterDetails('{{offer_details}}\n---\n{{offer_details}}', 'X')).toBe('\n\nX\n\n\n---\n\n\nX\n\n');
  });

  it('given no place in the letter, then the details follow it; with no details the place is removed', () => {
    expect(withLetterDetails('Hello.\n\n', '# Benefits')).toBe('Hello.\n\n# Benefits\n');
    expect(withLetterDetails('Hello. {{offer_details}}', '  ')).toBe('Hello. ');
    expect(withLetterDetails('Hello.', '')).toBe('Hello.');
  });
});
