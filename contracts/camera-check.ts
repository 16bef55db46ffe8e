/**
 * The camera check by consent (D455): a company may ask for up to three still photos during a
 * timed test (at its start, middle and end), only with the candidate's explicit consent. Declining
 * is recorded as declined, never as a failure, and the alternative process stays open to them. The
 * photos are never analysed by a machine, never change a score, are seen by staff only on demand
 * (each view in the audit log), and go with the application.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { INTEGRITY_ACTIVITY_TYPES } from './integrity-signals.ts';
import { bodyId, id, UserSmartreqIdParams, uuid } from './scorecard-common.ts';

/** The timed tests a company's camera check applies to. */
export const CAMERA_CHECK_ACTIVITY_TYPES = INTEGRITY_ACTIVITY_TYPES;
export type CameraCheckActivityType = (typeof CAMERA_CHECK_ACTIVITY_TYPES)[number];

export const CAMERA_CONSENTS = ['given', 'declined'] as const;
export type CameraConsent = (typeof CAMERA_CONSENTS)[number];

/** When a still is taken: one of each at most, so three per timed test. */
export const CAMERA_MOMENTS = ['start', 'middle', 'end'] as const;
export type CameraMoment = (typeof CAMERA_MOMENTS)[number];

/** A still's largest JPEG, in bytes (the device takes about 15 KB: 320 pixels wide). */
export const MAX_STILL_BYTES = 150_000;
/** The same as base64, as the body carries it. */
const MAX_STILL_BASE64 = Math.ceil(MAX_STILL_BYTES / 3) * 4;

const isoTime = z.iso.datetime({ offset: true });

export const RecordCameraConsentBody = z.object({
  ref_id: uuid,
  job_step_activity_id: bodyId,
  consent: z.enum(CAMERA_CONSENTS),
  /** When the candidate answered, by the device's clock: a later answer replaces an earlier one. */
  decided_at: isoTime,
});
export type RecordCameraConsentBodyType = z.infer<typeof RecordCameraConsentBody>;

export const recordCameraConsent = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/camera-consent/',
  access: 'signed-in',
  summary:
    "Your answer to a company's camera check on one of your timed tests: given or declined (declining is never a failure). A later answer replaces an earlier one; declining after giving erases the photos taken",
  body: RecordCameraConsentBody,
  response: z.object({ consent: z.enum(CAMERA_CONSENTS) }),
});

export const RecordCameraStillBody = z.object({
  /** Minted on the device: the same photo sent again is kept once. */
  still_id: uuid,
  ref_id: uuid,
  job_step_activity_id: bodyId,
  moment: z.enum(CAMERA_MOMENTS),
  taken_at: isoTime,
  /** The JPEG, base64. */
  image: z.string().check(z.minLength(4), z.maxLength(MAX_STILL_BASE64), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});
export type RecordCameraStillBodyType = z.infer<typeof RecordCameraStillBody>;

export const recordCameraStill = defineEndpoint({
  method: 'POST',
  path: '/user-response/v1/camera-stills/',
  access: 'signed-in',
  summary:
    'One still photo of your timed test, taken with your consent (409 without it); one per moment (start, middle, end): another of the same moment is not kept',
  body: RecordCameraStillBody,
  response: z.object({ recorded: z.boolean() }),
});

export const StaffCameraCheckSchema = z.object({
  job_step_activity_id: z.number(),
  activity_type: z.string(),
  title: z.string(),
  consent: z.enum(CAMERA_CONSENTS),
  decided_at: isoTime,
  /** The photos kept, without their images: each is opened on demand. */
  stills: z.array(z.object({ still_id: z.string(), moment: z.enum(CAMERA_MOMENTS), taken_at: isoTime })),
});
export type StaffCameraCheck = z.infer<typeof StaffCameraCheckSchema>;

export const listStaffCameraChecks = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/camera-checks/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "The camera check of an application's timed tests: the candidate's answer (given or declined) and the photos kept, without their images, for staff who may work on its job",
  params: UserSmartreqIdParams,
  response: z.array(StaffCameraCheckSchema),
});

export const viewCameraStill = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/camera-checks/{userSmartreqId}/stills/{stillId}/',
  access: 'applicant-team',
  summary:
    'One photo of a camera check, for staff on the job who hold the private-data permission (403 otherwise); each view is written to the audit log',
  params: z.object({ userSmartreqId: id, stillId: uuid }),
  response: z.object({
    still_id: z.string(),
    moment: z.enum(CAMERA_MOMENTS),
    taken_at: isoTime,
    /** The JPEG, base64. */
    image: z.string(),
  }),
});
