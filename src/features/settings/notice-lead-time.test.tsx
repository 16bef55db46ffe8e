// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D297: the notice settings' lead time, held for New York City, with the day the notice went up
 * and the first day a requisition that assesses may open, in the reader's language; which days count
 * (D307: New York's public holidays do not) said in words.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Language } from '../../../contracts/user.ts';
import { toolUsableFrom } from '../../../contracts/candidate-notice-rules.ts';
import { activateLanguage, loadStaffMessages } from '../../lib/i18n.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { LeadTimeFields } from './candidate-notice-settings.tsx';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const WORDS: Record<
  Language,
  { legend: string; held: RegExp; day: string; from: string; holidays: RegExp; thanksgiving: string; pinned: string }
> = {
  en: {
    legend: 'New York City’s notice lead time',
    held: /^Hold requisitions that assess until the notice has stood 10 business days$/,
    day: 'The day the notice went up',
    from: 'Requisitions that assess can open from',
    holidays:
      /^Business days are Monday to Friday\. Public holidays do not count, by New York State’s calendar \(General Construction Law § 24\)/,
    thanksgiving: 'Thanksgiving',
    pinned: 'December 7, 2026',
  },
  es: {
    legend: 'Plazo de aviso de la ciudad de Nueva York',
    held: /^Retener las vacantes que evalúan hasta que el aviso lleve publicado 10 días hábiles$/,
    day: 'Día en que se publicó el aviso',
    from: 'Las vacantes que evalúan pueden abrirse a partir del',
    holidays:
      /^Los días hábiles son de lunes a viernes\. Los días festivos no cuentan, según el calendario del estado de Nueva York/,
    thanksgiving: 'Acción de Gracias',
    pinned: '7 de diciembre de 2026',
  },
  fr: {
    legend: 'Délai de préavis de la ville de New York',
    held: /^Retenir les postes à pourvoir qui évaluent jusqu’à ce que l’avis soit publié depuis 10 jours ouvrables$/,
    day: 'Jour de publication de l’avis',
    from: 'Les postes à pourvoir qui évaluent peuvent ouvrir à partir du',
    holidays:
      /^Les jours ouvrables vont du lundi au vendredi\. Les jours fériés ne comptent pas, selon le calendrier de l’État de New York/,
    thanksgiving: 'Thanksgiving',
    pinned: '7 décembre 2026',
  },
};

describe('the notice lead time setting', () => {
  for (const language of ['en', 'es', 'fr'] as const) {
    it(`given a ${language} reader and the lead time held since a day, then the setting, the day and the first day a requisition may open are in their language`, async () => {
      await loadStaffMessages();
      await activateLanguage(language);
      const words = WORDS[language];
      const changes: unknown[] = [];
      renderInApp(() => (
        <LeadTimeFields
          held
          postedOn="2026-11-27"
          error={undefined}
          onHeld={(held) => changes.push(held)}
          onPostedOn={(day) => changes.push(day)}
        />
      ));
      expect(await screen.findByRole('group', { name: words.legend })).toBeTruthy();
      const held = screen.getByRole('checkbox', { name: words.held }) as HTMLInputElement;
      expect(held.checked).toBe(true);
      expect(document.getElementById('notice-lead-time-why')!.textContent).toMatch(/\S/);
      const from = new Date(`${toolUsableFrom('2026-11-27')}T00:00:00Z`).toLocaleDateString(language, {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      expect(screen.getByRole('status').textContent).toBe(`${words.from} ${from}.`);
      fireEvent.click(held);
      fireEvent.change(screen.getByLabelText(words.day), { target: { value: '2026-11-30' } });
      expect(changes).toEqual([false, '2026-11-30']);
    });
  }

  for (const language of ['en', 'es', 'fr'] as const) {
    it(`given a ${language} reader, then the page says in words that New York's public holidays are no business days, and the day it names skips Thanksgiving`, async () => {
      await loadStaffMessages();
      await activateLanguage(language);
      const words = WORDS[language];
      renderInApp(() => (
        <LeadTimeFields held postedOn="2026-11-20" error={undefined} onHeld={() => {}} onPostedOn={() => {}} />
      ));
      const held = await screen.findByRole('checkbox', { name: words.held });
      const described = held
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
      const days = document.getElementById('notice-lead-time-days')!.textContent!;
      expect(days).toMatch(words.holidays);
      expect(days).toContain(words.thanksgiving);
      expect(described).toContain(days);
      // 20 November 2026 + 10 business days: 4 December counting weekends only, 7 December with Thanksgiving (26 November) out.
      expect(screen.getByRole('status').textContent).toBe(`${words.from} ${words.pinned}.`);
    });
  }
});
