// @vitest-environment happy-dom
/**
 * The notice a candidate reads before a typing test (D402): what the device records, and that a
 * move to another device mid-run is seen too (from the lease, D486), in English, Spanish and French.
 */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TypingIntro } from './typing-intro.tsx';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/typing-test.po'),
  es: () => import('../../locales/es/typing-test.po'),
  fr: () => import('../../locales/fr/typing-test.po'),
};

afterEach(cleanup);

describe('the notice before a typing test', () => {
  it.each([
    [
      'en',
      'paste attempts',
      'If the test moves to another device or browser partway through, the company sees that too.',
    ],
    ['es', 'intentos de pegar', 'Si la prueba pasa a otro dispositivo o navegador a mitad, la empresa también lo ve.'],
    [
      'fr',
      'tentatives de collage',
      'Si le test passe sur un autre appareil ou navigateur en cours de route, l’entreprise le voit aussi.',
    ],
  ] as const)('in %s, says a move to another device is seen too', async (language, what, moved) => {
    i18n.loadAndActivate({ locale: language, messages: (await catalogs[language]!()).messages as Messages });
    render(
      <I18nProvider i18n={i18n}>
        <TypingIntro limitSeconds={60} hasRun={false} isStarting={false} isBlocked={false} onStart={() => {}} />
      </I18nProvider>,
    );
    const notice = screen.getByTestId('integrity-notice').textContent;
    expect(notice).toContain(what);
    expect(notice).toContain(moved);
  });
});
