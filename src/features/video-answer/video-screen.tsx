/**
 * A video activity: each question records (or takes a file for) one answer, which is kept in
 * IndexedDB and uploaded from the queue (offline/upload-runner.ts) with its percentage shown; an
 * answer counts once the server says it checked the file. Submit completes the activity when every
 * question has a ready answer.
 *
 * One writer (offline promise 10): while another tab or device has the activity, the page is
 * read-only (SubmissionShell): nothing is recorded, started uploading or submitted, and what is
 * already on this device stays there. An upload the server refused for that reason waits, parked,
 * until the candidate continues on this device.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { isWaitingOffline, NotReadyOffline } from '../../ui/offline-readiness/not-ready-offline.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { type VideoQuestion } from '../../../contracts/video.ts';
import { ApiError, call, currentAccessToken, refreshSession } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import type { UploadRecord } from '../../offline/db.ts';
import { discardRecording, keepRecording } from '../../offline/recording-chunks.ts';
import { forgetUploads, UploadRunner, uploadsOf } from '../../offline/upload-runner.ts';
import { useReadinessGate } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { SubmissionShell, type SubmissionPage } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { QuestionCard } from './question-card.tsx';
import { useRecorderTurn } from './recorder-turn.ts';
import { outcomeOf, saveTake, type SaveOutcome, type Take } from './save-take.ts';
import { isAnswerIn } from './answer-readiness.ts';
import { videoActivityQueryOptions, type VideoActivityRef } from './video.queries.ts';
import { VIDEO_BYTES } from './video-answer.kind.ts';
import './video-answer.css';
import { getVideoAnswerStatus, submitVideoActivity } from '../../lib/api/video.ts';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';
import { companyText } from '../../ui/company-text.ts';
import { videoAnswerKind } from './video-answer.kind.ts';

let sharedRunner: UploadRunner | undefined;
/** One runner per page, started by the first screen that needs it. */
function useRunner(): UploadRunner {
  sharedRunner ??= new UploadRunner({
    token: currentAccessToken,
    refresh: refreshSession,
    status: (uploadId) => call(getVideoAnswerStatus, { params: { uploadId } }),
  });
  return sharedRunner;
}

function useUploads(runner: UploadRunner, refId: string, activityId: number): UploadRecord[] {
  const [rows, setRows] = useState<UploadRecord[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void uploadsOf(refId, activityId)
        .then((r) => live && setRows(r))
        .catch(() => undefined);
    load();
    const off = runner.subscribe(load);
    const timer = setInterval(load, 2000);
    return () => {
      live = false;
      off();
      clearInterval(timer);
    };
  }, [runner, refId, activityId]);
  return rows;
}

export function VideoScreen({ activity, onSubmitted }: { activity: VideoActivityRef; onSubmitted(): void }) {
  const query = useQuery(videoActivityQueryOptions(activity));
  const runner = useRunner();
  const resumeParked = useCallback(
    () => void runner.resume(activity.refId, activity.activityId).catch(() => undefined),
    [runner, activity.refId, activity.activityId],
  );
  // Recordings are checked for room one by one as they start (recorder.tsx); this asks for a first one.
  const gate = useReadinessGate({
    content: [['assessment-content', 'video', activity.refId, activity.activityId]],
    bytes: VIDEO_BYTES,
  });
  return (
    <SubmissionShell
      activity={activity}
      isOpen={query.data?.is_completed !== true}
      gate={gate}
      // "Continue on this device" takes the lease over, then sends the uploads it had parked.
      onContinued={resumeParked}
    >
      {(page) => <VideoPage activity={activity} onSubmitted={onSubmitted} page={page} resumeParked={resumeParked} />}
    </SubmissionShell>
  );
}

function VideoPage({
  activity,
  onSubmitted,
  page,
  resumeParked,
}: {
  activity: VideoActivityRef;
  onSubmitted(): void;
  page: SubmissionPage;
  resumeParked(): void;
}) {
  const { t, i18n } = useLingui();
  const title =
    companyText(i18n, { text: activity.title, versions: activity.titleVersions }, videoAnswerKind.builtInTitles) ||
    t`Video answers`;
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const gate = useStartGate();
  const { lease, isBlocked } = page;
  const query = useQuery(videoActivityQueryOptions(activity));
  const runner = useRunner();
  const rows = useUploads(runner, activity.refId, activity.activityId);
  const turn = useRecorderTurn();
  const [isSubmitting, setIsSubmitting] = useState(false);
  // An upload in progress holds a new app version back until it ends (promise 10).
  useHoldUpdates(
    'video-upload',
    rows.some((r) => r.status === 'uploading'),
  );

  useEffect(() => {
    runner.start();
    return () => runner.stop();
  }, [runner]);

  // While another tab or device writes the activity, this page starts none of its uploads.
  useEffect(() => {
    runner.hold(activity.refId, activity.activityId, isBlocked);
    return () => runner.hold(activity.refId, activity.activityId, false);
  }, [runner, activity.refId, activity.activityId, isBlocked]);

  // When an upload finishes here, the server's view is read again.
  const doneCount = rows.filter((r) => r.status === 'done' || r.status === 'refused').length;
  useEffect(() => {
    if (doneCount > 0) void queryClient.invalidateQueries({ queryKey: videoActivityQueryOptions(activity).queryKey });
  }, [doneCount, queryClient, activity]);

  const latest = useCallback((questionId: number) => rows.filter((r) => r.questionId === questionId).at(-1), [rows]);

  // A take the device could not save stays on offer beside its question, with the reason (save-problem.tsx).
  async function take(question: VideoQuestion, recorded: Take): Promise<SaveOutcome> {
    const target = {
      refId: activity.refId,
      activityId: activity.activityId,
      questionId: question.video_question_id,
      language: i18n.locale,
    };
    const outcome = await saveTake(target, recorded);
    if (outcome === 'saved') void runner.tick();
    runner.refresh();
    return outcome;
  }

  async function keepInterrupted(row: UploadRecord): Promise<SaveOutcome> {
    const outcome = await outcomeOf(() => keepRecording(row.id!));
    if (outcome === 'saved') void runner.tick();
    runner.refresh();
    return outcome;
  }

  async function discardInterrupted(row: UploadRecord) {
    await discardRecording(row.id!).catch(() => undefined);
    runner.refresh();
  }

  async function submit() {
    setIsSubmitting(true);
    try {
      await call(submitVideoActivity, {
        body: { ref_id: activity.refId, job_step_activity_id: activity.activityId },
        idempotencyKey: crypto.randomUUID(),
      });
    } catch (error) {
      // Another device writes the activity: the page turns read-only and says so; nothing is lost.
      if (lease.noteRefusal(error)) {
        setIsSubmitting(false);
        return;
      }
      if (!(error instanceof ApiError && error.code === 'attempt_submitted')) {
        notify({ type: 'error', body: errorText(error) });
        setIsSubmitting(false);
        return;
      }
    }
    await forgetUploads(activity.refId, activity.activityId).catch(() => undefined);
    notify({ type: 'success', body: t`Your answers were submitted.` });
    onSubmitted();
    void navigate({ to: '/user/progress-tracker', search: { jobUuid: activity.jobUuid, refId: activity.refId } });
  }

  const data = query.data;
  const turnAt = data?.questions.findIndex((q) => q.video_question_id === turn.holder) ?? -1;
  const isReady = (q: VideoQuestion) => isAnswerIn(q.answer?.status, latest(q.video_question_id)?.status);
  const allReady = data !== undefined && data.questions.length > 0 && data.questions.every(isReady);

  return (
    <section className="va-page" aria-labelledby="va-title">
      <Link
        to="/user/progress-tracker"
        search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
        className="back-link"
      >
        <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
      </Link>
      <h1 id="va-title" className="va-title">
        {title}
      </h1>
      <p className="va-lead">
        <Trans>
          Answer each question with a short recording. You can watch it and record it again before you use it.
          Recordings are kept on this device until they are uploaded, so a lost connection or a reload loses nothing.
        </Trans>
      </p>
      <DeviceCheckLink />
      {page.notice}
      {isWaitingOffline(query) ? (
        <NotReadyOffline />
      ) : (
        query.isPending && (
          <p className="va-muted" role="status">
            <Trans>Loading the questions…</Trans>
          </p>
        )
      )}
      {query.isError && !data && (
        <div className="notice notice--error" role="alert">
          <p>
            {isOnline
              ? errorText(query.error)
              : t`The questions need a connection the first time. Connect and try again.`}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {data && (
        <>
          {!data.is_completed && gate.notice}
          <ol className="va-questions">
            {data.questions.map((q, i) => (
              <QuestionCard
                key={q.video_question_id}
                question={q}
                defaultLanguage={data.default_language}
                index={i}
                row={latest(q.video_question_id)}
                maxBytes={data.max_bytes}
                isOnline={isOnline}
                isLocked={data.is_completed}
                isBlocked={isBlocked}
                refId={activity.refId}
                activityId={activity.activityId}
                turn={turn}
                waitsFor={turnAt >= 0 && turnAt !== i ? turnAt + 1 : undefined}
                onTake={(recorded) => take(q, recorded)}
                onKeepInterrupted={keepInterrupted}
                onDiscardInterrupted={discardInterrupted}
                onResume={resumeParked}
              />
            ))}
          </ol>
          <div className="va-actions">
            <Button
              onClick={() => void submit()}
              disabled={!allReady || !isOnline || isBlocked}
              isBusy={isSubmitting}
              busyLabel={<Trans>Submitting…</Trans>}
            >
              <Trans>Submit answers</Trans>
            </Button>
            {!allReady && (
              <p className="va-muted">
                <Trans>Submit becomes available when every answer is uploaded.</Trans>
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
