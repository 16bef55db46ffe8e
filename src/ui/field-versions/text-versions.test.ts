import { describe, expect, it } from 'vitest';
import { overLength, versionsBody } from './text-versions.ts';

describe("a company text's versions as the editors send them", () => {
  it('sends every language but the default, trimmed, a blank one blank so the server removes it', () => {
    expect(versionsBody({ en: 'Typing test', es: '  Prueba  ' }, 'en')).toEqual({ es: 'Prueba', fr: '' });
    expect(versionsBody({ en: 'Typing test', es: 'Prueba' }, 'es')).toEqual({ en: 'Typing test', fr: '' });
  });

  it('names the versions over the limit once trimmed, and none of the default language', () => {
    const long = 'x'.repeat(201);
    expect(overLength({ en: long, es: long, fr: ` ${'y'.repeat(200)} ` }, 'en', 200, 'too long')).toEqual({
      es: 'too long',
    });
    expect(overLength({}, 'fr', 200, 'too long')).toEqual({});
  });
});
