/**
 * skill-test's one screen: the timed sections, one after another, each with its countdown, inside
 * the activity shell (timed-screen.tsx). It renders only the test: the shell claims and leases the
 * run and says when another tab or device has it; where answers go is the run's (skills-run.ts on
 * the device, direct-run.tsx online only), and online only the channel's notice says so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  type SkillsTestContent,
  type SkillsTestReceipt,
  type SkillsTestSection,
} from '../../../contracts/skills-test.ts';
import { call } from '../../lib/api-client.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { kindStateOf, type LocalAnswer } from '../../offline/db.ts';
import { SectionClosedError } from '../../offline/skills-test.ts';
import { isKeptInPageOnly, onStorageTrouble, storageTrouble } from '../../offline/storage-trouble.ts';
import { offsetFrom, remainingMs, remainingSeconds } from '../../offline/skills-timer.ts';
import type { AnswerChannel } from '../../ui/activity-shell/answer-channel.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Countdown } from './countdown.tsx';
import { pageClock } from './page-clock.ts';
import { TrackerLink } from './page-parts.tsx';
import { KeptInTabOnly } from '../../ui/kept-in-tab-only.tsx';
import { AnswerStatus, FailureNotice } from './answer-status.tsx';
import { DoneActions, SectionForm, SectionHeading, SectionIntro, SectionQuestion } from './section-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import type { SkillsFailure, SkillsRun } from './skills-run.ts';
import { skillsTestKeys } from './skills-test.queries.ts';
import { sectionDetails as sectionDetailsEndpoint } from '../../lib/api/skills-test.ts';
import '../../ui/form/button.css';
import './skills-test.css';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';
import { useIntegritySignals } from '../../offline-hooks/use-integrity-signals.ts';
import { enterFullScreen, FullScreenAsk } from '../../ui/full-screen-ask.tsx';
import { CameraConsent, CameraOnNote } from '../../ui/camera-consent/camera-consent.tsx';
import { useSectionCamera } from './use-section-camera.ts';
import { stateOf } from './section-state.ts';

const CHECKPOINT_EVERY_MS = 5_000;

export interface TimedSectionsProps {
  activity: SkillsActivity;
  test: SkillsTestContent;
  /** When the content was fetched: its server_now gives the first clock offset. */
  fetchedAt: number;
  channel: AnswerChannel;
}

export function TimedSections({ activity, test, fetchedAt, channel, run }: TimedSectionsProps & { run: SkillsRun }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const gate = useStartGate();
  const record = channel.attempt ?? undefined;
  const attemptId = record?.attemptId;
  const [now, setNow] = useState(() => pageClock().now());
  const [timeUp, setTimeUp] = useState<string>();
  const [failure, setFailure] = useState<SkillsFailure>();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A submission the disk refused is held in this page (D195): it is not saved on this device.
  const { keptAttempts } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);

  useEffect(() => {
    const id = setInterval(() => setNow(pageClock().now()), 250);
    return () => clearInterval(id);
  }, []);

  // What the server knows (another device, storage cleared, a cached read) joins the page's timers.
  useEffect(() => {
    const offset = Date.parse(test.server_now) - fetchedAt;
    for (const s of test.sections) if (s.details?.section_started_at) run.adopt(s.details, offset);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId, test, fetchedAt]);

  const timed = test.sections.filter((s) => !s.is_practice);
  const timerOf = (s: SkillsTestSection) => run.timers?.find((x) => x.skillsTestSectionId === s.skills_test_section_id);
  const loaded = run.timers !== undefined && channel.answers !== undefined && record !== undefined;
  const current = loaded ? timed.find((s) => stateOf(s, timerOf(s), now) !== 'done') : undefined;
  const currentTimer = current ? timerOf(current) : undefined;
  const currentState = current ? stateOf(current, currentTimer, now) : undefined;
  const remaining = currentTimer ? remainingSeconds(currentTimer, now) : undefined;
  const status = record?.status ?? 'in-progress';
  const finished = status !== 'in-progress' || test.submitted_at !== null;
  const currentId = current?.skills_test_section_id;

  useDocumentTitle(current && !finished ? current.title : test.title);
  // A running section holds a new app version back until it ends (promise 10).
  const isRunning = currentState === 'running' && !finished;
  useHoldUpdates('skills-section', isRunning);
  // How the running section is taken, kept on the device with its answers (D402).
  useIntegritySignals(
    attemptId && !channel.direct ? { refId: activity.refId, jobStepActivityId: activity.activityId, attemptId } : null,
    isRunning,
  );
  const camera = useSectionCamera({ test, channel, timed, current, currentTimer, now, isRunning });
  useEffect(() => focusOnArrival(headingRef.current), [currentId, finished]);

  // Online: measure the clock offset against the server for the running section (promise 4).
  const timerStarted = Boolean(currentTimer?.deviceStartedAt ?? currentTimer?.serverStartedAt);
  const serverStarted = Boolean(currentTimer?.serverStartedAt);
  useEffect(() => {
    if (!currentId || !currentTimer || !isOnline) return;
    let live = true;
    const sentAt = pageClock().now();
    call(sectionDetailsEndpoint, {
      query: { ref_id: activity.refId, job_step_activity_id: activity.activityId, skills_test_section_id: currentId },
    })
      .then((details) => {
        if (live && details.section_started_at)
          run.adopt(details, offsetFrom(details.server_now, sentAt, pageClock().now()));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per section start and per return online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId, timerStarted, serverStarted, isOnline]);

  // Save the lowest remaining time every few seconds and when the page goes away.
  const remainingRef = useRef<{ id: number; ms: number; at: number }>(undefined);
  useEffect(() => {
    if (currentId && currentTimer)
      remainingRef.current = { id: currentId, ms: remainingMs(currentTimer, now), at: now };
  });
  const checkpoint = run.checkpoint;
  useEffect(() => {
    if (!checkpoint) return;
    const save = () => {
      const r = remainingRef.current;
      if (r) checkpoint(r.id, r.ms, r.at);
    };
    const id = setInterval(save, CHECKPOINT_EVERY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(id);
      window.removeEventListener('pagehide', save);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId, Boolean(checkpoint)]);

  // Time up: the section ends here (the server closes it by its own clock anyway).
  const expired = loaded
    ? timed.filter((s) => timerOf(s) && !timerOf(s)!.closedAt && remainingMs(timerOf(s)!, now) <= 0)
    : [];
  const expiredKey = expired.map((s) => s.skills_test_section_id).join(',');
  useEffect(() => {
    if (!expiredKey) return;
    const last = expired[expired.length - 1]!;
    void run.timeUp(expired.map((s) => s.skills_test_section_id)).then(() => setTimeUp(last.title));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiredKey]);

  // Every section over: submit (behind every answer), and again when back online if it did not go.
  const allDone = loaded && !current && status === 'in-progress' && test.submitted_at === null;
  useEffect(() => {
    if (allDone) void run.submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allDone, isOnline]);

  // Once submitted, the tracker (pct_complete) and the content (submitted_at) are stale.
  useEffect(() => {
    if (status !== 'submitted') return;
    void queryClient.invalidateQueries({ queryKey: ['progress-tracker'] });
    void queryClient.invalidateQueries({
      queryKey: skillsTestKeys.content(activity.refId, activity.activityId, activity.language),
    });
  }, [status, queryClient, activity]);

  if (!loaded) return null;

  const isDevice = !channel.direct;
  const banner = channel.direct
    ? channel.direct.notice
    : !isOnline && (
        <p className="st-offline" role="status">
          <Trans>
            You're offline. Your answers are saved on this device and will be sent when you're back online. The time
            keeps running.
          </Trans>
        </p>
      );

  if (finished || !current) {
    const isSubmitted = status === 'submitted' || test.submitted_at !== null;
    // Online only the receipt is the channel's (the skills test's names its run); on the device the sync loop keeps its id.
    const receipt = record.receipt as Partial<SkillsTestReceipt> | undefined;
    const reportId =
      kindStateOf(record, 'skills')?.userSkillsTestId ?? receipt?.user_skills_test_id ?? test.user_skills_test_id;
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        {!isSubmitted && channel.direct?.notice}
        <p className="st-kicker">{test.title}</p>
        <h1 className="st-title" tabIndex={-1} ref={headingRef}>
          {isSubmitted ? <Trans>Your skills test is submitted</Trans> : <Trans>Submitting your skills test…</Trans>}
        </h1>
        {timeUp && (
          <p className="notice" role="status">
            <Trans>Time is up. Your answers were saved and the skills test is submitted.</Trans>
          </p>
        )}
        {isDevice && status === 'submitting' && !isOnline && (
          <p className="st-lead" role="status">
            {keptAttempts.has(record.attemptId) ? (
              <KeptInTabOnly className="" />
            ) : (
              <Trans>Your answers are saved on this device and will be submitted when you're back online.</Trans>
            )}
          </p>
        )}
        {!isSubmitted && channel.direct?.submitNotices}
        {record.refusal && (
          <p className="notice notice--error" role="alert">
            {record.refusal.message}
          </p>
        )}
        <DoneActions activity={activity} reportId={isSubmitted ? reportId : undefined}>
          {channel.direct && !isSubmitted && status === 'in-progress' && (
            <Button onClick={() => void run.submit()}>
              <Trans>Submit again</Trans>
            </Button>
          )}
        </DoneActions>
      </section>
    );
  }

  const index = timed.indexOf(current) + 1;
  const heading = (
    <SectionHeading testTitle={test.title} index={index} count={timed.length} title={current.title} ref={headingRef} />
  );
  const act = async (write: () => Promise<SkillsFailure | undefined>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      setFailure(await write());
    } finally {
      setBusy(false);
    }
  };

  if (currentState === 'not-started') {
    const isCameraQuestion = camera.isAsked && camera.answer === undefined;
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        {banner}
        <SectionIntro
          section={current}
          timeUp={timeUp}
          heading={heading}
          isBreakOffered={index > 1 && (test.accommodations ?? []).includes('breaks')}
        >
          {gate.notice}
          <FailureNotice failure={failure} isOnline={isOnline} />
          {isCameraQuestion ? (
            <CameraConsent activity={activity} onAnswer={camera.give} />
          ) : (
            <div className="st-actions">
              <Button
                disabled={!gate.canStart}
                isBusy={busy}
                onClick={() => {
                  setTimeUp(undefined);
                  // From the tap itself, as browsers require (D431).
                  enterFullScreen(test.ask_full_screen);
                  void act(() => run.start(current));
                }}
              >
                <Trans>Start this section</Trans>
              </Button>
            </div>
          )}
        </SectionIntro>
      </section>
    );
  }

  return (
    <RunningSection
      key={current.skills_test_section_id}
      heading={heading}
      banner={
        <>
          {banner}
          <FullScreenAsk isAsked={test.ask_full_screen} isRunning={currentState === 'running'} />
          {camera.isOn && <CameraOnNote />}
        </>
      }
      section={current}
      run={run}
      isDevice={isDevice}
      isOnline={isOnline}
      remaining={remaining ?? current.details?.remaining_seconds ?? 0}
      answers={channel.answers ?? []}
      isLast={index === timed.length}
      isCountdownHidden={(test.accommodations ?? []).includes('no_countdown')}
      isBusy={busy}
      failure={<FailureNotice failure={failure} isOnline={isOnline} />}
      onFinish={() => void act(() => run.finish(current.skills_test_section_id))}
    />
  );
}

function RunningSection(props: {
  heading: ReactNode;
  banner: ReactNode;
  section: SkillsTestSection;
  run: SkillsRun;
  isDevice: boolean;
  isOnline: boolean;
  remaining: number;
  answers: readonly LocalAnswer[];
  isLast: boolean;
  /** An approved "no visible countdown" (D200, D214). */
  isCountdownHidden: boolean;
  isBusy: boolean;
  failure: ReactNode;
  onFinish(): void;
}) {
  const { section, run, remaining, answers, isLast } = props;
  const [closedFor, setClosedFor] = useState<number[]>([]);
  // The choice shows at once; the kept value takes over when it arrives.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const answerOf = (questionId: number) => answers.find((a) => a.itemId === String(questionId));
  // Answers the disk refused live in this page until the server has them (D195, D317, D328).
  const { kept } = useSyncExternalStore(onStorageTrouble, storageTrouble, storageTrouble);
  const answeredCount = section.questions.filter((q) => answerOf(q.skills_test_question_id)?.value != null).length;

  async function choose(questionId: number, optionId: number) {
    setChosen((map) => ({ ...map, [questionId]: optionId }));
    try {
      await run.answer(section.skills_test_section_id, questionId, optionId);
    } catch (error) {
      setChosen(({ [questionId]: _dropped, ...rest }) => rest);
      if (error instanceof SectionClosedError) setClosedFor((list) => [...list, questionId]);
      else throw error;
    }
  }

  return (
    <section className="st-page st-page--running">
      <div className="st-sticky">
        <Countdown
          seconds={remaining}
          totalSeconds={section.details?.duration_seconds ?? section.minutes * 60}
          sectionTitle={section.title}
          isHidden={props.isCountdownHidden}
        />
      </div>
      {props.banner}
      {props.heading}
      {section.instructions && <p className="st-lead">{section.instructions}</p>}
      <SectionForm
        answered={answeredCount}
        total={section.questions.length}
        isLast={isLast}
        isBusy={props.isBusy}
        onFinish={props.onFinish}
        notice={props.failure}
      >
        {section.questions.map((q, i) => {
          const stored = answerOf(q.skills_test_question_id);
          const shown = chosen[q.skills_test_question_id] ?? stored?.value;
          return (
            <SectionQuestion
              key={q.skills_test_question_id}
              question={q}
              number={i + 1}
              checked={shown as number | undefined}
              isClosed={closedFor.includes(q.skills_test_question_id)}
              onChoose={(optionId) => void choose(q.skills_test_question_id, optionId)}
              status={
                stored && (stored.value === shown || stored.status === 'refused' || stored.isLate) ? (
                  <AnswerStatus
                    answer={stored}
                    isDevice={props.isDevice}
                    isOnline={props.isOnline}
                    isKeptInPageOnly={props.isDevice && isKeptInPageOnly(kept, stored.attemptId, stored.itemId)}
                  />
                ) : null
              }
            />
          );
        })}
      </SectionForm>
    </section>
  );
}
