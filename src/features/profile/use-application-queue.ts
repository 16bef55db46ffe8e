import { useSyncExternalStore } from 'react';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import { onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import {
  queueApplicationSubmission,
  queueResume,
  queuedResume,
  readApplicationAttempt,
} from '../../offline/application-form.ts';
import type { SubmitApplicationForm } from '../../../contracts/application-form.ts';

/**
 * What this device keeps for one application form (src/offline/application-form.ts): the submission
 * queued offline and its state, and a resume chosen offline, waiting to upload. Both read live from
 * IndexedDB, so the page follows the background sync as it sends them.
 */
export function useApplicationQueue(refId: string, activityId: number, ownerId: number) {
  const attempt = useLiveValue(
    () => readApplicationAttempt(refId, activityId).catch(() => undefined),
    [refId, activityId],
  );
  // Read again when the resumes held in this page change (a full disk: not on the disk, so no live query sees them).
  const { keptFiles } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const held = keptFiles.map((f) => `${f.fileId}:${f.status}`).join();
  const resume = useLiveValue(() => queuedResume(refId, activityId).catch(() => undefined), [refId, activityId, held]);
  const file = resume.value;
  return {
    attempt: attempt.value,
    /** A resume kept on the device: waiting, uploading, on the server, or refused with the server's reason. */
    resume: file && {
      fileName: file.fileName,
      size: file.size,
      status: file.status,
      refusalMessage: file.refusal?.message,
      isKeptInTabOnly: keptFiles.some((f) => f.fileId === file.fileId),
    },
    queueResume: (blob: File) => queueResume({ refId, activityId, file: blob, fileName: blob.name, ownerId }),
    queueSubmission: (body: SubmitApplicationForm) => queueApplicationSubmission(body),
  };
}

export type ApplicationQueue = ReturnType<typeof useApplicationQueue>;
