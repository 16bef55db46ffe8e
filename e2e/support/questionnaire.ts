/**
 * A questionnaire begun on another device: its attempt and answers sent through the API the way a
 * device's outbox sends them (set-start-time, then one batch), with no device id, so that no
 * device holds its lease and a browser may continue it at once ("Continue on this device", which
 * adopts the server's answers and resumes at the first unanswered item).
 */
import { randomUUID } from 'node:crypto';
import type { AssessmentContent } from '../../contracts/assessment.ts';
import { questionSteps } from '../../src/features/questionnaire/questionnaire-steps.ts';
import { trackerActivity, type NewApplicant } from './candidate.ts';
import { expect } from './test.ts';

/**
 * Answers every item of the tracker's questionnaire `title` but the last `unanswered` of the
 * attempt's own order (D319), each with its scale's first option; returns how many items it has.
 */
export async function answeredElsewhereBut(
  candidate: NewApplicant,
  title: string,
  unanswered: number,
): Promise<{ total: number }> {
  const activity = await trackerActivity(candidate.api, candidate.refId, title);
  const asmtId = activity.asmt_id!;
  const read = await candidate.api.get(
    `/api/user-response/v1/assessment-content/${asmtId}/?language=en&ref_id=${candidate.refId}`,
  );
  expect(read.ok(), await read.text()).toBe(true);
  const content = ((await read.json()) as { data: AssessmentContent }).data;
  const target = {
    ref_id: candidate.refId,
    job_step_activity_id: activity.job_step_activity_id,
    attempt_id: randomUUID(),
  };
  const steps = questionSteps(content, target.attempt_id);
  const now = new Date().toISOString();
  const headers = () => ({ 'Idempotency-Key': randomUUID() });
  const started = await candidate.api.post('/api/user-response/v1/set-start-time/', {
    headers: headers(),
    data: { ...target, started_at: now },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const items = steps.slice(0, steps.length - unanswered).map((step) => ({
    item_id: step.item.item_id,
    value: step.scale!.options[0]!.value,
    idempotency_key: randomUUID(),
    revision: 1,
    answered_at: now,
  }));
  const batch = await candidate.api.post('/api/user-response/v1/assessment-answers/batch/', {
    headers: headers(),
    data: { ...target, items },
  });
  expect(batch.ok(), await batch.text()).toBe(true);
  return { total: steps.filter((step) => !step.isPractice).length };
}
