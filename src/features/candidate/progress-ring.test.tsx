/**
 * The tracker's ring writes its percentage as the reader's language does. Session 69's walk: a
 * French and a Spanish tracker showed "50%" inside the ring while its accessible name said "50 %".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ProgressRing } from './progress-ring.tsx';

afterEach(cleanup);

const shown = (locale: string, pct: number) => {
  i18n.loadAndActivate({ locale, messages: {} });
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <ProgressRing pct={pct} />
    </I18nProvider>,
  );
  const text = container.querySelector('.progress-ring__text')!.textContent;
  cleanup();
  return text;
};

describe("the tracker's progress ring", () => {
  it("given French or Spanish, then the percentage has the language's space before %, and English none", () => {
    // A no-break space (or the narrower one, by the engine's locale data), never a plain one.
    expect(shown('fr', 50)).toMatch(/^50[\u00a0\u202f]%$/);
    expect(shown('es', 25)).toMatch(/^25[\u00a0\u202f]%$/);
    expect(shown('en', 100)).toBe('100%');
    expect(shown('en', 33.4)).toBe('33%');
  });
});
