import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPostingValues, toBody } from './posting-form.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe("a posting's versions in other languages, as the editor sends them", () => {
  it("given a Spanish posting with English and French versions typed, then the body carries those two, trimmed, and not the posting's own language", () => {
    const values = {
      ...newPostingValues('Especialista de soporte', 'Ayuda a **clientes**.', 'es' as const),
      title_i18n: { en: ' Support specialist ', es: 'ignored', fr: '' },
      description_i18n: { en: 'Help **customers**.' },
    };
    const body = toBody(values);
    expect(body.title).toBe('Especialista de soporte');
    expect(body.title_i18n).toEqual({ en: 'Support specialist', fr: '' });
    expect(body.description_i18n).toEqual({ en: 'Help **customers**.', fr: '' });
  });
});
