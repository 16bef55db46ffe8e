/**
 * The camera check's answer (D455, camera-check.ts): given or declined, one entry, sent as queued
 * and before the photos queued behind it. The device keeps the answer on its attempt, so nothing
 * changes here on the server's acceptance or refusal.
 */
import type * as contract from '../../../contracts/camera-check.ts';
import type { BodyOf } from '../../../contracts/endpoint.ts';
import { recordCameraConsent } from '../../lib/api/camera-check.ts';
import { sendAsQueued, type ActivityKind } from './kind.ts';

export type CameraConsentPayload = BodyOf<typeof contract.recordCameraConsent>;

export const cameraConsentKind: ActivityKind<
  'camera-consent',
  CameraConsentPayload,
  typeof contract.recordCameraConsent
> = {
  kind: 'camera-consent',
  get endpoint() {
    return recordCameraConsent;
  },
  prepare: sendAsQueued,
  stores: [],
  onSuccess: async () => {},
  onRefusal: async () => {},
};
