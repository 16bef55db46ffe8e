import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { type SkillsTestContent, type SkillsTestSection } from '../../../contracts/skills-test.ts';
import { call } from '../../lib/api-client.ts';
import { useHoldUpdates } from '../../offline-hooks/service-worker.ts';
import { beginRecord } from '../../offline/attempts.ts';
import { getOfflineDb, type AttemptRecord, type LocalAnswer, type TimerRecord } from '../../offline/db.ts';
import {
  adoptServerSection,
  closeSection,
  recordSkillsAnswer,
  saveCheckpoint,
  SectionClosedError,
  startSection,
  submitSkills,
  timerKey,
} from '../../offline/skills-test.ts';
import { offsetFrom, remainingMs, remainingSeconds } from '../../offline/skills-timer.ts';
import { isIndexedDbUsable } from '../../offline/storage.ts';
import { requestSync } from '../../offline/sync-loop.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { OfflineReadyGate } from '../../ui/offline-readiness/offline-ready-gate.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { claimOnce } from '../../offline/attempt-lock.ts';
import { SkillsLeaseView } from './skills-lease-view.tsx';
import { skillsHeartbeat } from './skills-lease.ts';
import { useAttemptLease } from '../../offline-hooks/use-attempt-lease.ts';
import { Countdown } from './countdown.tsx';
import { pageClock } from './page-clock.ts';
import { LoadError, TrackerLink } from './page-parts.tsx';
import { DoneActions, SectionForm, SectionHeading, SectionIntro, SectionQuestion } from './section-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { skillsTestKeys, skillsTestQueryOptions } from './skills-test.queries.ts';
import { useLiveValue } from '../../offline-hooks/use-live-value.ts';
import '../../ui/form/button.css';
import './skills-test.css';
import { sectionDetails as sectionDetailsEndpoint } from '../../lib/api/skills-test.ts';

const CHECKPOINT_EVERY_MS = 5_000;

type SectionState = 'not-started' | 'running' | 'done';

function stateOf(section: SkillsTestSection, timer: TimerRecord | undefined, now: number): SectionState {
  if (timer) return timer.closedAt || remainingMs(timer, now) <= 0 ? 'done' : 'running';
  const d = section.details;
  if (d?.section_started_at) return d.submitted_at || d.remaining_seconds <= 0 ? 'done' : 'running';
  return 'not-started';
}

// Rarely needed (browsers without IndexedDB): its own chunk, as the questionnaire's.
const OnlineOnlySkills = lazy(() => import('./online-only-skills.tsx').then((m) => ({ default: m.OnlineOnlySkills })));

/**
 * skill-test: the timed sections, one after another, each with its countdown. Where IndexedDB
 * cannot be used, the online-only version (online-only-skills.tsx) instead.
 */
export function SkillsTestScreen({ activity }: { activity: SkillsActivity }) {
  const [storage, setStorage] = useState<'device' | 'online-only'>();
  useEffect(() => {
    let live = true;
    void isIndexedDbUsable().then((usable) => live && setStorage(usable ? 'device' : 'online-only'));
    return () => {
      live = false;
    };
  }, []);
  const loading = (
    <p className="st-page" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
  if (storage === 'online-only') {
    return (
      <Suspense fallback={loading}>
        <OnlineOnlySkills activity={activity} />
      </Suspense>
    );
  }
  if (storage === 'device') {
    return (
      // Room for a section's answers and checkpoints, with a wide margin.
      <OfflineReadyGate needs={{ content: [['skills-test', activity.refId, activity.activityId]], bytes: 1_000_000 }}>
        <DeviceSkillsTestScreen activity={activity} />
      </OfflineReadyGate>
    );
  }
  return loading;
}

function DeviceSkillsTestScreen({ activity }: { activity: SkillsActivity }) {
  const query = useQuery(skillsTestQueryOptions(activity.refId, activity.activityId, activity.language));
  const [attempt, setAttempt] = useState<{ record: AttemptRecord; role: 'owner' | 'read-only' }>();
  useEffect(() => {
    let live = true;
    void beginRecord(activity.refId, activity.activityId).then(async (record) => {
      // One writer per attempt in this browser: another tab with the test open turns this one read-only.
      const claim = await claimOnce(record.attemptId);
      if (live) setAttempt({ record, role: claim.role });
    });
    return () => {
      live = false;
    };
  }, [activity.refId, activity.activityId]);

  if (!query.data) {
    if (query.isError) return <LoadError activity={activity} error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <p className="st-page" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (!attempt) return null;
  if (attempt.role === 'read-only') {
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        <h1 className="st-title">{query.data.title}</h1>
        <p className="notice" role="status">
          <Trans>This skills test is open in another tab or window. Please continue it there.</Trans>
        </p>
      </section>
    );
  }
  return <TimedSections activity={activity} test={query.data} fetchedAt={query.dataUpdatedAt} attempt={attempt.record} />;
}

function TimedSections({ activity, test, fetchedAt, attempt }: { activity: SkillsActivity; test: SkillsTestContent; fetchedAt: number; attempt: AttemptRecord }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const gate = useStartGate();
  const db = getOfflineDb();
  const attemptId = attempt.attemptId;
  const record = useLiveValue(() => db.attempts.get(attemptId), [attemptId]);
  const timers = useLiveValue(() => db.timers.where('attemptId').equals(attemptId).toArray(), [attemptId]);
  const answers = useLiveValue(() => db.answers.where('attemptId').equals(attemptId).toArray(), [attemptId]);
  const [now, setNow] = useState(() => pageClock().now());
  const [timeUp, setTimeUp] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const id = setInterval(() => setNow(pageClock().now()), 250);
    return () => clearInterval(id);
  }, []);

  // What the server knows (another device, storage cleared, a cached read) joins the local timers.
  useEffect(() => {
    const offset = Date.parse(test.server_now) - fetchedAt;
    for (const s of test.sections) if (s.details?.section_started_at) void adoptServerSection(attemptId, s.details, offset);
  }, [attemptId, test, fetchedAt]);

  const timed = test.sections.filter((s) => !s.is_practice);
  const timerOf = (s: SkillsTestSection) => timers.value?.find((x) => x.sectionId === timerKey(attemptId, s.skills_test_section_id));
  const loaded = timers.loaded && answers.loaded && record.loaded;
  const current = loaded ? timed.find((s) => stateOf(s, timerOf(s), now) !== 'done') : undefined;
  const currentTimer = current ? timerOf(current) : undefined;
  const currentState = current ? stateOf(current, currentTimer, now) : undefined;
  const remaining = currentTimer ? remainingSeconds(currentTimer, now) : undefined;
  const status = record.value?.status ?? 'in-progress';
  const finished = status !== 'in-progress' || test.submitted_at !== null;
  const currentId = current?.skills_test_section_id;

  useDocumentTitle(current ? current.title : test.title);
  // A running section holds a new app version back until it ends (promise 10).
  useHoldUpdates('skills-section', currentState === 'running' && !finished);
  useEffect(() => headingRef.current?.focus(), [currentId, finished]);

  // Online: measure the clock offset against the server for the running section (promise 4).
  useEffect(() => {
    if (!currentId || !currentTimer || !isOnline) return;
    let live = true;
    const sentAt = pageClock().now();
    call(sectionDetailsEndpoint, { query: { ref_id: activity.refId, job_step_activity_id: activity.activityId, skills_test_section_id: currentId } })
      .then((details) => {
        if (live && details.section_started_at) void adoptServerSection(attemptId, details, offsetFrom(details.server_now, sentAt, pageClock().now()));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per section start and per return online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId, Boolean(currentTimer?.deviceStartedAt ?? currentTimer?.serverStartedAt), Boolean(currentTimer?.serverStartedAt), isOnline]);

  // Save the lowest remaining time every few seconds and when the page goes away.
  const remainingRef = useRef<{ id: number; ms: number; at: number }>(undefined);
  useEffect(() => {
    if (currentId && currentTimer) remainingRef.current = { id: currentId, ms: remainingMs(currentTimer, now), at: now };
  });
  useEffect(() => {
    const save = () => {
      const r = remainingRef.current;
      if (r) void saveCheckpoint(attemptId, r.id, r.ms, r.at);
    };
    const id = setInterval(save, CHECKPOINT_EVERY_MS);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(id);
      window.removeEventListener('pagehide', save);
    };
  }, [attemptId]);

  // Time up: close the section here (the server closes it by its own clock anyway).
  const expired = loaded ? timed.filter((s) => timerOf(s) && !timerOf(s)!.closedAt && remainingMs(timerOf(s)!, now) <= 0) : [];
  const expiredKey = expired.map((s) => s.skills_test_section_id).join(',');
  useEffect(() => {
    if (!expiredKey) return;
    const last = expired[expired.length - 1]!;
    void Promise.all(expired.map((s) => closeSection(attempt, s.skills_test_section_id, pageClock()))).then(() => {
      setTimeUp(last.title);
      requestSync();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiredKey]);

  // Every section over: submit (queued behind every answer).
  const allDone = loaded && !current && status === 'in-progress' && test.submitted_at === null;
  useEffect(() => {
    if (!allDone) return;
    void submitSkills(attempt).then(requestSync);
  }, [allDone, attempt]);

  // Once submitted, the tracker (pct_complete) and the content (submitted_at) are stale.
  useEffect(() => {
    if (status !== 'submitted') return;
    void queryClient.invalidateQueries({ queryKey: ['progress-tracker'] });
    void queryClient.invalidateQueries({ queryKey: skillsTestKeys.content(activity.refId, activity.activityId, activity.language) });
  }, [status, queryClient, activity]);

  // One writer across devices (promise 10): heartbeat while the run is open here; read-only when another device writes it.
  const leaseProblem = useAttemptLease(record.value, answers.value, loaded && !finished && (test.user_skills_test_id !== null || (timers.value?.length ?? 0) > 0), skillsHeartbeat);

  if (!loaded) return null;

  const offlineBanner = !isOnline && (
    <p className="st-offline" role="status">
      <Trans>You're offline. Your answers are saved on this device and will be sent when you're back online. The time keeps running.</Trans>
    </p>
  );

  if (leaseProblem && !finished && record.value) {
    return <SkillsLeaseView activity={activity} test={test} attempt={record.value} problem={leaseProblem} answers={answers.value ?? []} />;
  }

  if (finished || !current) {
    const reportId = record.value?.userSkillsTestId ?? test.user_skills_test_id;
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        <p className="st-kicker">{test.title}</p>
        <h1 className="st-title" tabIndex={-1} ref={headingRef}>
          {status === 'submitted' || test.submitted_at ? <Trans>Your skills test is submitted</Trans> : <Trans>Submitting your skills test…</Trans>}
        </h1>
        {timeUp && (
          <p className="notice" role="status">
            <Trans>Time is up. Your answers were saved and the skills test is submitted.</Trans>
          </p>
        )}
        {status === 'submitting' && !isOnline && (
          <p className="st-lead" role="status">
            <Trans>Your answers are saved on this device and will be submitted when you're back online.</Trans>
          </p>
        )}
        {record.value?.refusal && (
          <p className="notice notice--error" role="alert">
            {record.value.refusal.message}
          </p>
        )}
        <DoneActions activity={activity} reportId={status === 'submitted' || test.submitted_at ? reportId : undefined} />
      </section>
    );
  }

  const index = timed.indexOf(current) + 1;
  const heading = <SectionHeading testTitle={test.title} index={index} count={timed.length} title={current.title} ref={headingRef} />;

  if (currentState === 'not-started') {
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        {offlineBanner}
        <SectionIntro section={current} timeUp={timeUp} heading={heading}>
          {gate.notice}
          <div className="st-actions">
            <Button
              disabled={!gate.canStart}
              onClick={() => {
                setTimeUp(undefined);
                const seconds = current.details?.duration_seconds ?? current.minutes * 60;
                void startSection(attempt, current.skills_test_section_id, seconds, pageClock()).then(requestSync);
              }}
            >
              <Trans>Start this section</Trans>
            </Button>
          </div>
        </SectionIntro>
      </section>
    );
  }

  return (
    <RunningSection
      key={current.skills_test_section_id}
      heading={heading}
      offlineBanner={offlineBanner}
      section={current}
      attempt={attempt}
      remaining={remaining ?? current.details?.remaining_seconds ?? 0}
      answers={answers.value ?? []}
      isLast={index === timed.length}
    />
  );
}

function RunningSection(props: {
  heading: ReactNode;
  offlineBanner: ReactNode;
  section: SkillsTestSection;
  attempt: AttemptRecord;
  remaining: number;
  answers: LocalAnswer[];
  isLast: boolean;
}) {
  const { section, attempt, remaining, answers, isLast } = props;
  const [closedFor, setClosedFor] = useState<number[]>([]);
  // The choice shows at once; the stored value (committed in Dexie) takes over when it arrives.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const answerOf = (questionId: number) => answers.find((a) => a.itemId === String(questionId));
  const answeredCount = section.questions.filter((q) => answerOf(q.skills_test_question_id)?.value != null).length;

  async function choose(questionId: number, optionId: number) {
    setChosen((map) => ({ ...map, [questionId]: optionId }));
    try {
      await recordSkillsAnswer(attempt, section.skills_test_section_id, questionId, optionId, pageClock());
      requestSync();
    } catch (error) {
      setChosen(({ [questionId]: _dropped, ...rest }) => rest);
      if (error instanceof SectionClosedError) setClosedFor((list) => [...list, questionId]);
      else throw error;
    }
  }

  return (
    <section className="st-page st-page--running">
      <div className="st-sticky">
        <Countdown seconds={remaining} sectionTitle={section.title} />
      </div>
      {props.offlineBanner}
      {props.heading}
      {section.instructions && <p className="st-lead">{section.instructions}</p>}
      <SectionForm
        answered={answeredCount}
        total={section.questions.length}
        isLast={isLast}
        onFinish={() => void closeSection(attempt, section.skills_test_section_id, pageClock()).then(requestSync)}
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
                stored?.status === 'refused' ? (
                  <span className="st-error">{stored.refusal?.message}</span>
                ) : stored?.isLate ? (
                  <Trans>Recorded after the time limit: kept, but not scored.</Trans>
                ) : stored && stored.value === shown ? (
                  stored.status === 'synced' ? (
                    <Trans>Saved</Trans>
                  ) : (
                    <Trans>Saved on this device</Trans>
                  )
                ) : null
              }
            />
          );
        })}
      </SectionForm>
    </section>
  );
}
