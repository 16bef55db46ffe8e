/**
 * One photo of the camera check (D455, camera-check.ts), taken with consent: its own entry, sent as
 * queued behind the answer. The server keeps it once (its id is the device's); a refusal (no
 * consent on record, a moment already kept elsewhere) only ends the entry, and no answer waits on it.
 */
import type * as contract from '../../../contracts/camera-check.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { recordCameraStill } from '../../lib/api/camera-check.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type CameraStillPayload = BodyOf<typeof contract.recordCameraStill>;

export const cameraStillKind: ActivityKind<'camera-still', CameraStillPayload, typeof contract.recordCameraStill> = {
  kind: 'camera-still',
  get endpoint() {
    return recordCameraStill;
  },
  prepare: sendAsQueued,
  stores: [],
  onSuccess: async () => {},
  onRefusal: async () => {},
};
