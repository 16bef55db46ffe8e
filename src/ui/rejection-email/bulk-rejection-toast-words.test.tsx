/**
 * D266: the bulk reject's toast says what happens to the rejection mails (sent now, or held for
 * the company's delay with an Undo that calls them back), and the bulk Undo's toast what became of
 * them, in each language of the staff screens (real catalogs).
 */
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useRejectionToastWords } from './rejection-toast-words.ts';

const catalogs: Record<string, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/staff.po'),
  es: () => import('../../locales/es/staff.po'),
  fr: () => import('../../locales/fr/staff.po'),
};

async function wordsIn(locale: 'en' | 'es' | 'fr') {
  const { messages } = await catalogs[locale]!();
  i18n.loadAndActivate({ locale, messages: messages as Messages });
  return renderHook(() => useRejectionToastWords(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  }).result.current;
}

const CASES = [
  {
    locale: 'en' as const,
    held: '3 applicants rejected. The mails to the candidates wait 10 minutes: undoing the rejections cancels them.',
    later:
      '3 applicants rejected. The mails to the candidates wait until the time you chose: undoing the rejections cancels them.',
    sent: '3 applicants rejected. The mails to the candidates have been sent: undoing the rejections cannot call them back.',
    undone: '3 rejections undone. 2 mails were cancelled: they will not be sent. 1 mail had already been sent.',
    failed:
      '1 rejection undone. 1 mail was cancelled: it will not be sent. 2 rejections could not be undone: the time to undo them had passed, or they were already undone. 1 rejection was not undone: the applicant has been moved since. 1 rejection was not undone: the applicant has been removed since.',
  },
  {
    locale: 'es' as const,
    held: '3 candidatos rechazados. Los correos a los candidatos esperan 10 minutos: deshacer los rechazos los cancela.',
    later:
      '3 candidatos rechazados. Los correos a los candidatos esperan hasta la hora que elegiste: deshacer los rechazos los cancela.',
    sent: '3 candidatos rechazados. Los correos a los candidatos ya se enviaron: deshacer los rechazos no puede recuperarlos.',
    undone: '3 rechazos deshechos. Se cancelaron 2 correos: no se enviarán. 1 correo ya se había enviado.',
    failed:
      '1 rechazo deshecho. Se canceló 1 correo: no se enviará. No se pudieron deshacer 2 rechazos: el tiempo para deshacerlos había pasado o ya se habían deshecho. 1 rechazo no se deshizo: el candidato se movió desde entonces. 1 rechazo no se deshizo: el candidato se eliminó desde entonces.',
  },
  {
    locale: 'fr' as const,
    held: '3 candidats refusés. Les e-mails aux candidats attendent 10 minutes : annuler les refus les annule aussi.',
    later:
      '3 candidats refusés. Les e-mails aux candidats attendent l’heure que vous avez choisie : annuler les refus les annule aussi.',
    sent: '3 candidats refusés. Les e-mails aux candidats sont partis : annuler les refus ne peut pas les rattraper.',
    undone: '3 refus annulés. 2 e-mails ont été annulés : ils ne seront pas envoyés. 1 e-mail était déjà parti.',
    failed:
      '1 refus annulé. 1 e-mail a été annulé : il ne sera pas envoyé. 2 refus n’ont pas pu être annulés\u202f: le délai pour les annuler était passé, ou ils étaient déjà annulés. 1 refus n’a pas été annulé\u202f: le candidat a été déplacé depuis. 1 refus n’a pas été annulé\u202f: le candidat a été supprimé depuis.',
  },
];

describe('the bulk reject’s toasts say what became of the rejection mails (D266)', () => {
  for (const c of CASES) {
    it(`in ${c.locale}: held for the delay or a chosen time (Undo calls them back), or sent now (Undo cannot)`, async () => {
      const words = await wordsIn(c.locale);
      expect(words.rejectedMany(3, { timing: 'delay', delayMinutes: 10 })).toBe(c.held);
      expect(words.rejectedMany(3, { timing: 'later', delayMinutes: 10 })).toBe(c.later);
      expect(words.rejectedMany(3, { timing: 'now', delayMinutes: 10 })).toBe(c.sent);
      // A company delay of 0 sends them with the rejection.
      expect(words.rejectedMany(3, { timing: 'delay', delayMinutes: 0 })).toBe(c.sent);
      // No mail: the move alone.
      expect(words.rejectedMany(3, { timing: 'none', delayMinutes: 10 })).toBe(c.held.split('. ')[0] + '.');
    });

    it(`in ${c.locale}: after the bulk Undo, how many were undone, what became of their mails, and why the others were not`, async () => {
      const words = await wordsIn(c.locale);
      expect(words.undoneMany({ undone: 3, emails_cancelled: 2, emails_sent: 1, not_undone: [] })).toBe(c.undone);
      // What the bulk Undo's one answer says of those it did not undo, and why (D490).
      const notUndone = [
        { ref_id: 'a', reason: 'nothing_to_undo' as const },
        { ref_id: 'b', reason: 'moved_on' as const },
        { ref_id: 'c', reason: 'nothing_to_undo' as const },
        // Removed since the rejection: named, the others undone all the same (D504).
        { ref_id: 'd', reason: 'removed' as const },
      ];
      expect(words.undoneMany({ undone: 1, emails_cancelled: 1, emails_sent: 0, not_undone: notUndone })).toBe(
        c.failed,
      );
    });
  }
});
