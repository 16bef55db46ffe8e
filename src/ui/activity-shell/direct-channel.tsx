/**
 * The channel where IndexedDB cannot be used (private modes, a full disk; answer-channel.ts):
 * every answer is kept in the page and sent straight to the server with the outbox's keys and
 * revisions (src/offline/direct-answers.ts); the tab keeps the attempt id, the revisions and what
 * the server confirmed (online-only-session.ts), so a reload continues the attempt. Offline, what
 * was given waits in the page, said to be not saved yet, and goes when the network is back; a file
 * is uploaded first, then its id is sent as the answer. A kind with its own endpoints (the skills
 * test) hands the shell its `encoding` (src/offline/direct-answers.ts), and makes its other writes
 * (a section's start and close) through `direct.send`. Rarely needed: its own chunk.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';
import type { SubmitReceiptType } from '../../../contracts/user-response.ts';
import { sendAnswerFile } from '../../offline/answer-files.ts';
import { firstAttempt } from '../../offline/first-read.ts';
import { withinTime } from '../../lib/within-time.ts';
import type { AttemptRecord, LocalAnswer, Refusal } from '../../offline/db.ts';
import { directSend, tabDirectAnswers } from '../../offline/online-only-session.ts';
import { useDirectAnswers } from '../../offline-hooks/use-direct-answers.ts';
import { loadLiveReads } from '../../offline-hooks/use-deferred-live-value.ts';
import { DirectSubmitNotices } from '../direct-submission.tsx';
import { useIsOnline } from '../offline-notice.tsx';
import { OnlineOnlyNotice } from '../online-only-notice.tsx';
import type { AnswerChannel, ChannelFile } from './answer-channel.ts';
import { DirectAnswerStatus } from './direct-status.tsx';
import type { ActivityShellProps } from './activity-shell-props.ts';

interface PageFile {
  fileId: string;
  file: File;
  state: 'not-saved' | 'uploaded' | 'refused';
  refusal?: Refusal;
}

type Submission =
  | { state: 'idle' | 'sending' | 'waiting' }
  | { state: 'done'; receipt?: SubmitReceiptType }
  | { state: 'refused'; refusal: Refusal };

const STATUS = { saved: 'synced', refused: 'refused', unsent: 'pending', sending: 'pending' } as const;

/**
 * Where the probe found IndexedDB unusable. A full disk still lets the device read what it keeps:
 * an attempt already begun on this device for the activity goes on there (`device`), its refused
 * writes held in the page and shown as kept in this tab (storage-failure.ts), with what a reload
 * restored of them (D364), rather than a new attempt online only that showed none of it (D375).
 * Otherwise the kind's `needsDevice` page, or the online-only channel.
 */
export function OnlineOnlyChannel({
  device,
  ...props
}: Pick<ActivityShellProps, 'activity' | 'encoding' | 'needsDevice' | 'loading' | 'children'> & {
  /** The device's channel; undefined when storage failed as this page began the attempt. */
  device: ReactNode;
}) {
  const { refId, activityId } = props.activity;
  const [isOnDevice, setIsOnDevice] = useState<boolean>();
  useEffect(() => {
    let live = true;
    // Read through Dexie when the tab holds a note of the previous page's writes: its open restores them (D364).
    const found = device
      ? firstAttempt(refId, activityId).catch(() =>
          loadLiveReads().then((reads) => reads.findAttempt(refId, activityId)),
        )
      : Promise.resolve(undefined);
    // A private mode's IndexedDB may never answer, as the probe found: online only then.
    void withinTime(found, READ_TIMEOUT_MS, undefined).then((attempt) => live && setIsOnDevice(attempt !== undefined));
    return () => {
      live = false;
    };
  }, [device, refId, activityId]);
  if (isOnDevice === undefined) return props.loading;
  if (isOnDevice) return device;
  if (props.needsDevice) return props.needsDevice;
  return <DirectChannel {...props} />;
}

/** How long the look for an attempt on the device may take before the page goes online only. */
const READ_TIMEOUT_MS = 5_000;

export function DirectChannel({
  activity,
  encoding,
  children,
}: Pick<ActivityShellProps, 'activity' | 'encoding' | 'children'>) {
  const isOnline = useIsOnline();
  const [direct] = useState(() => tabDirectAnswers(activity, encoding));
  const send = useMemo(() => directSend(direct.attemptId), [direct]);
  const [files, setFiles] = useState<ReadonlyMap<string, PageFile>>(new Map());
  // The latest files for event handlers and uploads finishing later; state is what renders.
  const filesRef = useRef(files);
  const updateFiles = (next: ReadonlyMap<string, PageFile>) => {
    filesRef.current = next;
    setFiles(next);
  };
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const [createdAt] = useState(() => new Date().toISOString());
  // Back online, files waiting in the page go up too; leaving with one not uploaded warns first.
  const version = useDirectAnswers(direct, {
    onOnline: () => {
      for (const [itemId, pageFile] of filesRef.current)
        if (pageFile.state === 'not-saved') void uploadFile(itemId, pageFile);
    },
    hasUnsent: () => [...filesRef.current.values()].some((f) => f.state === 'not-saved'),
  });

  async function uploadFile(itemId: string, pageFile: PageFile) {
    if (!navigator.onLine) return;
    const result = await sendAnswerFile({
      fileId: pageFile.fileId,
      attemptId: '',
      itemId,
      refId: activity.refId,
      jobStepActivityId: activity.activityId,
      blob: pageFile.file,
      fileName: pageFile.file.name,
      size: pageFile.file.size,
      status: 'uploading',
      failures: 0,
      nextAttemptAt: 0,
      createdAt: new Date().toISOString(),
    });
    // A newer file for the same question replaced this one meanwhile: its result no longer matters.
    if (filesRef.current.get(itemId)?.fileId !== pageFile.fileId) return;
    if (result.kind === 'retry') return;
    const next: PageFile =
      result.kind === 'ok'
        ? { ...pageFile, state: 'uploaded' }
        : { ...pageFile, state: 'refused', refusal: result.refusal };
    updateFiles(new Map(filesRef.current).set(itemId, next));
    if (result.kind === 'ok') direct.answer(itemId, pageFile.fileId);
  }

  const answers = useMemo(
    (): LocalAnswer[] =>
      direct.all().map((a) => ({
        attemptId: direct.attemptId,
        itemId: a.itemId,
        value: a.value,
        revision: a.revision,
        answeredAt: a.answeredAt,
        status: STATUS[a.status],
        ...(a.refusal ? { refusal: a.refusal } : {}),
        ...(a.status === 'saved' && encoding?.isLate?.(a.result) ? { isLate: true } : {}),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [direct, version],
  );
  const attempt: AttemptRecord = {
    attemptId: direct.attemptId,
    refId: activity.refId,
    jobStepActivityId: activity.activityId,
    createdAt,
    status: submission.state === 'done' ? 'submitted' : submission.state === 'sending' ? 'submitting' : 'in-progress',
    ...(submission.state === 'done' && submission.receipt ? { receipt: submission.receipt } : {}),
    ...(submission.state === 'refused' ? { refusal: submission.refusal } : {}),
  };
  const channelFiles = new Map(
    [...files].map(([itemId, f]): [string, ChannelFile] => [
      itemId,
      {
        fileName: f.file.name,
        size: f.file.size,
        state: f.state,
        refusalMessage: f.refusal?.message,
        fileId: f.fileId,
      },
    ]),
  );
  const unsent = direct.unsentCount() + [...files.values()].filter((f) => f.state === 'not-saved').length;
  const byItem = new Map(answers.map((a) => [a.itemId, a]));

  const channel: AnswerChannel = {
    storage: 'online-only',
    attempt,
    answers,
    files: channelFiles,
    begin: () => Promise.resolve(),
    answer(itemId, value) {
      direct.answer(itemId, value);
      return Promise.resolve();
    },
    async attachFile(itemId, file) {
      const pageFile: PageFile = { fileId: crypto.randomUUID(), file, state: 'not-saved' };
      updateFiles(new Map(filesRef.current).set(itemId, pageFile));
      await uploadFile(itemId, pageFile);
    },
    async submit() {
      setSubmission({ state: 'sending' });
      const result = await direct.submit();
      if (result.kind === 'ok') setSubmission({ state: 'done', receipt: result.data as SubmitReceiptType });
      // Submitted already: an earlier submission from this tab reached the server before a reload.
      else if (result.kind === 'refused' && result.refusal.code === UserResponseErrorCode.attemptSubmitted)
        setSubmission({ state: 'done' });
      else if (result.kind === 'refused') setSubmission({ state: 'refused', refusal: result.refusal });
      else setSubmission({ state: 'waiting' });
    },
    direct: {
      unsent,
      notice: <OnlineOnlyNotice />,
      // A refused submission shows as the attempt's refusal, where the device's would.
      submitNotices: (
        <DirectSubmitNotices
          unsent={unsent}
          isOnline={isOnline}
          submission={{ state: submission.state === 'waiting' ? 'waiting' : 'idle' }}
        />
      ),
      statusOf: (itemId, showsSaved = false) => (
        <DirectAnswerStatus answer={byItem.get(itemId)} unsent={unsent} isOnline={isOnline} showsSaved={showsSaved} />
      ),
      flush: () => direct.flush().then(() => direct.unsentCount()),
      send,
    },
  };
  return children(channel);
}
