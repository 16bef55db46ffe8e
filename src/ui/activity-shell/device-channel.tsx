/**
 * The channel where IndexedDB works (answer-channel.ts): the attempt and its answers as this device
 * keeps them, each write committed with its outbox entry before it counts as saved (promise 3),
 * and the one-writer rule (promise 10): the first tab to open the attempt writes it (attempt-lock.ts),
 * it renews the server's lease while online, and another device's lease turns the page read-only
 * with "Continue on this device". The first values are read without Dexie (first-read.ts), so a
 * screen shows before Dexie's chunk has loaded.
 */
import { lazy, startTransition, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnswerValue } from '../../../contracts/user-response.ts';
import { claimOnce, type AttemptRole } from '../../offline/attempt-lock.ts';
import type { LocalAnswer } from '../../offline/db.ts';
import { firstAnswers, firstAttempt } from '../../offline/first-read.ts';
import { answersRefusedByLease } from '../../offline/lease-state.ts';
import { isIndexedDbUsable, isStorageFailure, requestPersistentStorage } from '../../offline/storage.ts';
import { onStorageTrouble, storageTrouble, withKeptAnswers } from '../../offline/storage-trouble.ts';
import { useAttemptLease } from '../../offline-hooks/use-attempt-lease.ts';
import { loadLiveReads, useLiveValue, type LiveReads } from '../../offline-hooks/use-deferred-live-value.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { deviceFile, type AnswerChannel } from './answer-channel.ts';
import type { ActivityShellProps } from './activity-shell-props.ts';
import { OtherTabNotice } from './other-tab-notice.tsx';

// Shown only when another device holds the attempt: loaded then.
const LeaseNotice = lazy(() => import('../lease-notice.tsx').then((m) => ({ default: m.LeaseNotice })));

export interface DeviceChannelProps extends ActivityShellProps {
  /** IndexedDB turned out unusable when the attempt was to begin (a private window's quota, say). */
  onStorageLost: () => void;
}

export function DeviceChannel({
  activity,
  loading,
  blocked,
  refusedByLease,
  keepsFiles,
  flavour,
  isLeased,
  onStorageLost,
  children,
}: DeviceChannelProps) {
  const { refId, activityId } = activity;
  const attempt = useLiveValue(
    (reads) => reads.findAttempt(refId, activityId),
    [refId, activityId],
    () => firstAttempt(refId, activityId),
  );
  // Its status the disk refused is held in this page (D195): a held submission shows as submitting, not Submit again.
  const { kept, keptFiles, keptAttempts } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const onDisk = attempt.value;
  const heldStatus = onDisk && keptAttempts.get(onDisk.attemptId)?.status;
  const record = useMemo(() => (heldStatus ? { ...onDisk!, status: heldStatus } : onDisk), [onDisk, heldStatus]);
  const attemptId = record?.attemptId;
  const stored = useLiveValue(
    (reads) => (attemptId ? reads.getAnswers(attemptId) : Promise.resolve([])),
    [attemptId],
    () => (attemptId ? firstAnswers(attemptId) : Promise.resolve([])),
  );
  // Answers the disk refused are kept in this page (D195): shown as given, over the disk's older revisions (D317).
  const keptAnswers = useMemo(
    () => withKeptAnswers(stored.value ?? [], attemptId, kept),
    [stored.value, attemptId, kept],
  );
  const answers = stored.loaded ? { loaded: true as const, value: keptAnswers } : stored;
  const fileRecords = useLiveValue(
    (reads) => (attemptId ? reads.filesOf(attemptId) : Promise.resolve([])),
    [attemptId],
    undefined,
    keepsFiles === true,
  );
  const [role, setRole] = useState<{ attemptId: string; role: AttemptRole }>();
  const isOwner = role?.attemptId === attemptId && role?.role === 'owner';
  const leaseProblem = useAttemptLease(
    record,
    answers.value,
    isOwner && (isLeased?.(answers.value ?? []) ?? true),
    flavour?.heartbeat,
  );

  useEffect(() => {
    if (!attemptId) return;
    let live = true;
    void claimOnce(attemptId).then((claim) => live && startTransition(() => setRole({ attemptId, role: claim.role })));
    return () => {
      live = false;
    };
  }, [attemptId]);

  const files = useMemo(() => {
    // Files the disk refused are held in this page (D347): shown over the disk's copies.
    const inPage = new Map(keptFiles.filter((f) => f.attemptId === attemptId).map((f) => [f.fileId, f]));
    const byId = new Map([...(fileRecords.value ?? []).map((f) => [f.fileId, f] as const), ...inPage]);
    return new Map(
      (answers.value ?? []).flatMap((a) => {
        const file = typeof a.value === 'string' ? byId.get(a.value) : undefined;
        return file ? [[a.itemId, deviceFile(file, inPage.has(file.fileId))] as const] : [];
      }),
    );
  }, [answers.value, fileRecords.value, keptFiles, attemptId]);

  /** A write of the attempt's, through the live reads, then a sync. */
  const write = async (run: (reads: LiveReads, attemptId: string) => Promise<unknown>) => {
    if (!attemptId) return;
    const reads = await loadLiveReads();
    await run(reads, attemptId);
    reads.requestSync();
  };

  const channel: AnswerChannel = {
    storage: 'device',
    attempt: attempt.loaded ? (record ?? null) : undefined,
    answers: answers.loaded ? answers.value : undefined,
    files,
    async begin() {
      // Asked before the first answer: Safari may otherwise evict a tab's storage after a week.
      await requestPersistentStorage();
      if (!(await isIndexedDbUsable())) return onStorageLost();
      const reads = await loadLiveReads();
      try {
        if (flavour) await flavour.begin(refId, activityId);
        else if (!(await reads.findAttempt(refId, activityId)))
          await reads.beginAttempt({ attemptId: crypto.randomUUID(), refId, jobStepActivityId: activityId });
      } catch (error) {
        // The probe passed and the write still failed (a private window's quota): online only, or the kind's page saying why not.
        if (isStorageFailure(error)) return onStorageLost();
        throw error;
      }
      reads.requestSync();
    },
    answer: (itemId: string, value: AnswerValue) =>
      write((reads, id) => reads.recordAnswer({ attemptId: id, itemId, value })),
    attachFile: (itemId: string, file: File) =>
      write((reads, id) =>
        reads.attachFile({
          attemptId: id,
          itemId,
          file,
          fileName: file.name,
          ownerId: store.get(sessionAtom).user?.user_id,
        }),
      ),
    submit: () => write((reads, id) => reads.submitAttempt(id)),
  };

  if (!attempt.loaded) return loading;
  if (!record) return children(channel);
  if (!role || role.attemptId !== attemptId || !answers.loaded) return loading;
  const seen = { attempt: record, answers: answers.value ?? [] };
  if (role.role === 'read-only') return blocked(<OtherTabNotice />, seen);
  if (leaseProblem) {
    const refused: LocalAnswer[] = answersRefusedByLease(answers.value);
    return blocked(
      <Suspense>
        <LeaseNotice
          problem={leaseProblem}
          onContinueHere={async () => {
            if (flavour) return flavour.continueHere(record);
            const { continueHere } = await import('../../offline/attempt-lease.ts');
            await continueHere(refId, activityId, record.attemptId);
          }}
        >
          {refusedByLease?.(refused)}
        </LeaseNotice>
      </Suspense>,
      seen,
    );
  }
  return children(channel);
}
