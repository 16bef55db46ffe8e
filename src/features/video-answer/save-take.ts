/**
 * Saving a take on this device (IndexedDB) so the upload queue sends it, and what came of it: saved,
 * refused by the storage (a full disk, a browser that does not allow it), or failed otherwise. The
 * screen keeps an unsaved take on offer with that reason (save-problem.tsx) instead of dropping it.
 */
import { keepRecording } from '../../offline/recording-chunks.ts';
import { isStorageFailure } from '../../offline/storage.ts';
import { queueRecording } from '../../offline/upload-runner.ts';

/** A recording or a picked file under review, before it is saved on the device. */
export interface Take {
  blob: Blob;
  fileName: string;
  mimeType: string;
  durationSeconds: number;
  /** A recording kept in IndexedDB as it was recorded (its `uploads` row); none for a picked file. */
  recordingId?: number;
}

export type SaveOutcome = 'saved' | 'storage-full' | 'failed';

export interface TakeTarget {
  refId: string;
  activityId: number;
  questionId: number;
  /** The screen's language, in which the question was read (D473). */
  language?: string | undefined;
}

export async function outcomeOf(save: () => Promise<unknown>): Promise<SaveOutcome> {
  try {
    await save();
    return 'saved';
  } catch (error) {
    return isStorageFailure(error) ? 'storage-full' : 'failed';
  }
}

/** A recording is already on this device, piece by piece, and joins the queue; a take held in memory (a picked file, or pieces the disk refused) is stored now. */
export function saveTake(target: TakeTarget, take: Take): Promise<SaveOutcome> {
  return outcomeOf(() =>
    take.recordingId !== undefined
      ? keepRecording(take.recordingId, take.durationSeconds)
      : queueRecording({
          refId: target.refId,
          jobStepActivityId: target.activityId,
          questionId: target.questionId,
          blob: take.blob,
          fileName: take.fileName,
          mimeType: take.mimeType,
          durationSeconds: take.durationSeconds,
          language: target.language,
        }),
  );
}
