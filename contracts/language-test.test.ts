import { describe, expect, it } from 'vitest';
import { formatVendorAssessmentId, parseVendorAssessmentId } from './language-test.ts';

describe('vendor assessment ids (type | language | instruction language)', () => {
  it('given listening|es|en, then the three parts are the assessment type, the language tested and the instruction language', () => {
    expect(parseVendorAssessmentId('listening|es|en')).toEqual({
      assessmentType: 'listening',
      language: 'es',
      instructionLanguage: 'en',
    });
  });

  it('given spaces and capitals around the parts, then they are forgiven and the id formats back canonically', () => {
    const parsed = parseVendorAssessmentId(' Reading | ES |fr ');
    expect(parsed).toEqual({ assessmentType: 'reading', language: 'es', instructionLanguage: 'fr' });
    expect(formatVendorAssessmentId(parsed!)).toBe('reading|es|fr');
  });

  it('given two or four parts, empty parts or malformed languages, then there is no id', () => {
    for (const bad of [
      'listening|es',
      'listening|es|en|x',
      '|es|en',
      'listening||en',
      'listening|spa|en',
      'listening|es|e1',
      '1listening|es|en',
      '',
      'listening-es-en',
    ]) {
      expect(parseVendorAssessmentId(bad), bad).toBeNull();
    }
  });
});
