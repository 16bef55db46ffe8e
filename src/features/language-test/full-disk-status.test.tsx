/**
 * A language test answer the disk refused (a full disk, D195) lives in the page until the server
 * has it (src/offline/language-test.ts holds it, D334): under the question it says "Kept in this
 * tab only" and to keep the tab open, never "Saved on this device"; once the server has it, "Saved".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AttemptRecord, LocalAnswer } from '../../offline/db.ts';
import { languageItemKey } from '../../offline/language-test.ts';
import { setStorageTrouble } from '../../offline/storage-trouble.ts';
import { renderInApp } from '../../offline-hooks/testing/lease-kit.tsx';
import { PartQuestion } from './part-question.tsx';
import { readingPart } from './testing/reading-part.ts';

const REF = '4c6e8a0b-2d4f-4b6c-8e0a-1b3d5f7a9c2e';
const ATTEMPT = '9e1a3c5d-7f2b-4d6e-8a0c-2e4a6c8e0b1d';
const PART = readingPart(8, 'reading-1');
const attempt = { attemptId: ATTEMPT, refId: REF, jobStepActivityId: 77, status: 'in-progress' } as AttemptRecord;
const answer = (status: LocalAnswer['status']): LocalAnswer => ({
  attemptId: ATTEMPT,
  itemId: languageItemKey(8, 'r1'),
  value: 'a',
  revision: 1,
  answeredAt: '2026-11-30T03:00:00.000Z',
  status,
});

afterEach(() => {
  cleanup();
  setStorageTrouble({ refused: false, unsent: 0, kept: [] });
});

function renderWith(shown: LocalAnswer) {
  renderInApp(() => (
    <PartQuestion
      activity={{ refId: REF, jobUuid: 'job', activityId: 77, title: 'Language test', partId: 8, questionIndex: 0 }}
      attempt={attempt}
      part={PART}
      answers={[shown]}
      onFinish={() => undefined}
      finishLabel="Finish this part"
    />
  ));
}

const status = () => document.querySelector('.lt-saved-slot')!.textContent ?? '';

describe('a language test answer on a full disk (D334)', () => {
  it('given an answer the page holds and the server lacks, then it says kept in this tab only, not saved on this device', async () => {
    const kept = answer('pending');
    setStorageTrouble({ refused: true, unsent: 1, kept: [kept] });
    renderWith(kept);
    await screen.findByRole('heading', { name: 'When does the shop open?' });
    await waitFor(() => expect(status()).toContain('Kept in this tab only: this device could not store it.'));
    expect(status()).toContain('keep this tab open until then');
    expect(status()).not.toContain('Saved on this device');
  });

  it('given the server has the held answer, then it says "Saved"', async () => {
    const sent = answer('synced');
    setStorageTrouble({ refused: true, unsent: 0, kept: [sent] });
    renderWith(sent);
    await screen.findByRole('heading', { name: 'When does the shop open?' });
    await waitFor(() => expect(status()).toContain('Saved'));
    expect(status()).not.toContain('Kept in this tab only');
  });
});
