// @isolated: activateLanguage (src/lib/i18n.ts) keeps which catalogs it loaded in module state, and Lingui merges
// later ones into the first one's module: in a shared registry another file's catalogs are already there.
/**
 * D295: an answer the server refuses for good stays on the device and the questionnaire
 * shows it with the reason in the candidate's language and a way forward: send it again, change it,
 * and whom to ask if it is refused again. The outbox is the real one (fake-indexeddb); only the
 * server's answers are made up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { AssessmentItem } from '../../../contracts/assessment.ts';
import type { Language } from '../../../contracts/user.ts';
import { recordAnswer } from '../../offline/answers.ts';
import { beginAttempt } from '../../offline/attempts.ts';
import type { LocalAnswer, Refusal } from '../../offline/db.ts';
import { freshOfflineDb } from '../../testing/offline-db.ts';
import { SyncLoop } from '../../offline/sync-loop.ts';
import { activateLanguage, i18n, loadCatalog } from '../../lib/i18n.ts';
import type { QuestionStep } from './questionnaire-steps.ts';
import { RefusedAnswers, RefusedSubmission } from './refused-answers.tsx';
import { ReviewStep } from './review-step.tsx';

const REF = '3a1f5c7e-9b2d-4e6f-8a0c-1d3e5f7a9b2c';

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

const stepOf = (itemId: string, text: string, number: number): QuestionStep => ({
  item: { item_id: itemId, text } as AssessmentItem,
  scale: undefined,
  sectionTitle: 'Work values',
  isPractice: false,
  number,
  of: 2,
});
const steps = [stepOf('q1', 'I like clear goals', 1), stepOf('q2', 'I enjoy working with others', 2)];
const NOT_ASKED: Refusal = { status: 400, code: 'item_not_asked', message: 'This item is not asked.' };

/** A device whose answer to q2 the server refused for good, through the real outbox and sync loop. */
async function deviceWithRefusedAnswer(refusal: Refusal) {
  const db = freshOfflineDb('refused-answers');
  await beginAttempt({ attemptId: 'a1', refId: REF, jobStepActivityId: 7 }, db);
  await recordAnswer({ attemptId: 'a1', itemId: 'q1', value: 3 }, db);
  await recordAnswer({ attemptId: 'a1', itemId: 'q2', value: 4 }, db);
  const sent: { itemId: string; revision: number }[] = [];
  let refuse = true;
  const drain = () =>
    new SyncLoop({
      db,
      random: () => 0,
      send: async (entry) => {
        if (entry.kind !== 'answer')
          return { kind: 'ok', data: { attempt_id: 'a1', server_started_at: new Date().toISOString() } };
        const { item_id, revision } = entry.payload as { item_id: string; revision: number };
        sent.push({ itemId: item_id, revision });
        return item_id === 'q2' && refuse ? { kind: 'refused', refusal } : { kind: 'ok', data: {} };
      },
    }).drain({ force: true });
  await drain();
  const answers = async () => new Map((await db.answers.toArray()).map((a) => [a.itemId, a]));
  return {
    db,
    sent,
    drain,
    answers,
    accept: () => {
      refuse = false;
    },
  };
}

function showReview(answers: ReadonlyMap<string, LocalAnswer>, onResend: (a: LocalAnswer) => Promise<void>) {
  const goneTo: number[] = [];
  const view = render(
    <I18nProvider i18n={i18n}>
      <ReviewStep
        attempt={{ attemptId: 'a1', refId: REF, jobStepActivityId: 7, status: 'in-progress', createdAt: '' }}
        steps={steps}
        answers={answers}
        onSubmit={async () => undefined}
        onResend={onResend}
        canSubmit
        onGoTo={(position) => goneTo.push(position)}
        onBack={() => undefined}
      />
    </I18nProvider>,
  );
  return { goneTo, view };
}

const WORDS: Record<Language, { reason: string; resend: string; change: string; contact: RegExp }> = {
  en: {
    reason: 'this question is no longer part of the questionnaire.',
    resend: 'Send it again',
    change: 'Change this answer',
    contact: /if it is not accepted again, please contact the company that invited you\.$/,
  },
  es: {
    reason: 'esta pregunta ya no forma parte del cuestionario.',
    resend: 'Enviar de nuevo',
    change: 'Cambia esta respuesta',
    contact: /si no se acepta de nuevo, contacta con la empresa que te invitó\.$/,
  },
  fr: {
    reason: 'cette question ne fait plus partie du questionnaire.',
    resend: 'L’envoyer de nouveau',
    change: 'Modifier cette réponse',
    contact: /si elle est encore refusée, contactez l’entreprise qui vous a invité\.$/,
  },
};

describe('an answer the server refuses for good (D295)', () => {
  for (const language of ['en', 'es', 'fr'] as const) {
    it(`given a ${language} reader, then the review names the question, the reason in their language and the ways forward (no resend where it cannot help)`, async () => {
      await loadCatalog('questionnaire');
      await activateLanguage(language);
      const device = await deviceWithRefusedAnswer(NOT_ASKED);
      const answers = await device.answers();
      expect(answers.get('q2')?.status).toBe('refused');
      const { goneTo } = showReview(answers, async () => undefined);
      const words = WORDS[language];
      const notice = await screen.findByTestId('refused-answers');
      expect(notice.getAttribute('role')).toBe('alert');
      const item = notice.querySelector('li')!;
      expect(item.textContent).toContain('I enjoy working with others');
      expect(item.textContent).toContain(words.reason);
      expect(item.textContent).not.toContain('This item is not asked.');
      expect(notice.querySelectorAll('li')).toHaveLength(1);
      expect([...notice.querySelectorAll('p')].at(-1)!.textContent).toMatch(words.contact);
      fireEvent.click(screen.getByRole('button', { name: words.change }));
      expect(goneTo).toEqual([1]);
      // The same answer would be refused again for this reason: no resend offered.
      expect(screen.queryByRole('button', { name: words.resend })).toBeNull();
      cleanup();
      showReview(
        new Map(
          [...answers].map(([id, a]) => [id, id === 'q2' ? { ...a, refusal: { ...NOT_ASKED, code: 'odd' } } : a]),
        ),
        async () => undefined,
      );
      expect(screen.getByRole('button', { name: words.resend })).toBeTruthy();
    });
  }

  it('given a refused answer, when the candidate sends it again and the server now takes it, then the same answer goes as a new revision and the notice is gone', async () => {
    const device = await deviceWithRefusedAnswer({ status: 400, code: 'validation_error', message: 'Bad value' });
    expect(device.sent).toEqual([
      { itemId: 'q1', revision: 1 },
      { itemId: 'q2', revision: 1 },
    ]);
    const resent: LocalAnswer[] = [];
    const { view } = showReview(await device.answers(), async (answer) => {
      resent.push(answer);
      await recordAnswer({ attemptId: answer.attemptId, itemId: answer.itemId, value: answer.value }, device.db);
    });
    expect(screen.getByTestId('refused-answers').textContent).toContain("the answer did not pass the server's checks.");
    fireEvent.click(screen.getByRole('button', { name: 'Send it again' }));
    await waitFor(() => expect(resent).toHaveLength(1));
    expect((await device.answers()).get('q2')).toMatchObject({ value: 4, revision: 2, status: 'pending' });

    device.accept();
    await device.drain();
    expect(device.sent.at(-1)).toEqual({ itemId: 'q2', revision: 2 });
    const answers = await device.answers();
    expect(answers.get('q2')?.status).toBe('synced');
    view.rerender(
      <I18nProvider i18n={i18n}>
        <RefusedAnswers refused={[...answers.values()].filter((a) => a.status === 'refused')} steps={steps} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('refused-answers')).toBeNull();
  });

  it('given a questionnaire already submitted, then a refused answer offers no resend, only whom to ask; an unknown reason shows the server words', async () => {
    const device = await deviceWithRefusedAnswer({ status: 422, code: 'odd_rule', message: 'Rule 12 failed' });
    render(
      <I18nProvider i18n={i18n}>
        <RefusedAnswers refused={[(await device.answers()).get('q2')!]} steps={steps} />
        <RefusedSubmission refusal={{ status: 409, code: 'answers_mismatch', message: 'mismatch' }} isOpen={false} />
      </I18nProvider>,
    );
    const notice = screen.getByTestId('refused-answers');
    expect(notice.textContent).toContain('the server gave this reason: Rule 12 failed');
    expect(notice.querySelectorAll('button')).toHaveLength(0);
    expect(notice.textContent).toContain('Please contact the company that invited you and tell them this.');
    expect(screen.getByTestId('refused-submission').textContent).toContain(
      'Your answers were not accepted: the answers the server holds differ from the ones on this device.',
    );
  });
});
