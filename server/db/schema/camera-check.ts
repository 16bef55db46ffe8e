/**
 * The camera check by consent (migration 0180, D455): the candidate's answer per application and
 * timed activity, and the still photos taken with it. The tables join the database's type here.
 */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';
import type { CameraConsent, CameraMoment } from '../../../contracts/camera-check.ts';

export interface CameraConsentsTable {
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  consent: CameraConsent;
  decided_at: Timestamp;
  received_at: CreatedAt;
}

export interface CameraStillsTable {
  still_id: string;
  ref_id: string;
  job_step_activity_id: number;
  user_id: number;
  moment: CameraMoment;
  taken_at: Timestamp;
  image: ColumnType<Uint8Array, Uint8Array, never>;
  received_at: CreatedAt;
}

declare module '../schema.ts' {
  interface Database {
    camera_consents: CameraConsentsTable;
    camera_stills: CameraStillsTable;
  }
}
