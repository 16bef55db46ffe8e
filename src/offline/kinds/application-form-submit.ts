/**
 * The application form's (or the resume activity's) submission, queued on the device
 * (application-form.ts). Sent as queued, once the attempt's resume is uploaded (the sync loop holds
 * it until then). The server's answer marks the attempt submitted and forgets the draft; 409
 * attempt_submitted (submitted before, from elsewhere) counts as submitted too; any other refusal
 * reopens the form with the server's reason, the draft kept.
 */
import type * as contract from '../../../contracts/application-form.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import { submitApplicationForm } from '../../lib/api/application-form.ts';
import { applicationFormDraftKey } from '../form-drafts.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type ApplicationFormSubmitPayload = BodyOf<typeof contract.submitApplicationForm>;

export const applicationFormSubmitKind: ActivityKind<
  'application-form-submit',
  ApplicationFormSubmitPayload,
  typeof contract.submitApplicationForm
> = {
  kind: 'application-form-submit',
  get endpoint() {
    return submitApplicationForm;
  },
  prepare: sendAsQueued,
  stores: ['attempts', 'formDrafts'],
  awaitsFiles: true,
  onSuccess: async (db, sent) => {
    await db.attempts.update(sent.attemptId, { status: 'submitted', refusal: undefined });
    await db.formDrafts.delete(applicationFormDraftKey(sent.payload.ref_id, sent.payload.job_step_activity_id));
  },
  onRefusal: async (db, sent, refusal) => {
    const submitted = refusal.code === UserResponseErrorCode.attemptSubmitted;
    await db.attempts.update(sent.attemptId, { status: submitted ? 'submitted' : 'in-progress', refusal });
  },
};
