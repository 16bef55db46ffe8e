/**
 * How a timed test was taken (D402, integrity-recorder.ts): one signal an entry, sent as queued.
 * The server keeps it once (its id is the device's) and refuses it for nothing but not being the
 * candidate's own timed test; a refusal leaves nothing to show, so both outcomes only end the
 * entry and no answer ever waits on one.
 */
import type * as contract from '../../../contracts/integrity-signals.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { recordIntegritySignals } from '../../lib/api/integrity-signals.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type IntegritySignalsPayload = BodyOf<typeof contract.recordIntegritySignals>;

export const integritySignalsKind: ActivityKind<
  'integrity-signals',
  IntegritySignalsPayload,
  typeof contract.recordIntegritySignals
> = {
  kind: 'integrity-signals',
  get endpoint() {
    return recordIntegritySignals;
  },
  prepare: sendAsQueued,
  stores: [],
  onSuccess: async () => {},
  onRefusal: async () => {},
};
