/** A questionnaire attempt's start: the server's start time is kept on the attempt. */
import type * as contract from '../../../contracts/user-response.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { setStartTime } from '../../lib/api/user-response.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type StartPayload = BodyOf<typeof contract.setStartTime>;

export const startKind: ActivityKind<'start', StartPayload, typeof contract.setStartTime> = {
  kind: 'start',
  get endpoint() {
    return setStartTime;
  },
  prepare: sendAsQueued,
  stores: ['attempts'],
  onSuccess: async (db, sent, result) => {
    await db.attempts.update(sent.attemptId, { serverStartedAt: result?.server_started_at });
  },
  onRefusal: async (db, sent, refusal) => {
    await db.attempts.update(sent.attemptId, { refusal });
  },
};
