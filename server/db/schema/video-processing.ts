/** What is made from a submitted recorded answer (migration 0113, D238). */
import type { ColumnType } from 'kysely';
import type { CreatedAt, Timestamp } from './columns.ts';

/** original: only on a row made for a person's captions on an answer submitted before processing (D241). */
export type TranscodeStatus = 'original' | 'preparing' | 'ready' | 'failed' | 'unavailable';
export type CaptionsStatus = 'preparing' | 'ready' | 'failed';
export type VideoFileRole = 'playable' | 'poster' | 'captions';

export interface VideoProcessingTable {
  video_answer_id: number;
  ref_id: string;
  account_id: number;
  transcode_status: ColumnType<TranscodeStatus, TranscodeStatus | undefined, TranscodeStatus>;
  transcode_reason: ColumnType<string, string | undefined, string>;
  captions_status: CaptionsStatus | null;
  captions_reason: ColumnType<string, string | undefined, string>;
  transcript: string | null;
  /** Who wrote or checked the captions (D241); null while they are a machine's. */
  captions_checked_by: number | null;
  captions_checked_at: Date | null;
  updated_at: Timestamp;
}

export interface VideoAnswerFilesTable {
  video_answer_id: number;
  role: VideoFileRole;
  ref_id: string;
  storage_path: string;
  content_type: string;
  /** bigint: the driver returns text. */
  size_bytes: ColumnType<string, string | number, string | number>;
  created_at: CreatedAt;
}

export interface VideoServiceChecksTable {
  account_id: number;
  status: 'connected' | 'failing';
  reason: string;
  checked_at: Timestamp;
}
