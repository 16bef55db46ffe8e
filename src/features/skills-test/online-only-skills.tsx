/**
 * The skills test when this browser cannot use IndexedDB (private modes, a full disk): the same
 * sections and countdown as timed-screen.tsx, with nothing kept on the device. A section's start
 * and close are single requests (src/offline/direct-skills.ts); each answer goes straight to the
 * server through DirectAnswers with the outbox's keys and revisions, and stays on screen, marked
 * not saved, until the server has it. The countdown runs from the server's start (its reply, the
 * content, section-details) read through a monotonic page clock. The final submission counts only
 * with a receipt that repeats the count and hash of the saved answers (promise 8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { type SkillsTestContent, type SkillsTestReceipt, type SkillsTestSection } from '../../../contracts/skills-test.ts';
import { UserResponseErrorCode } from '../../../contracts/user-response-codes.ts';

import { call } from '../../lib/api-client.ts';
import type { Refusal, TimerRecord } from '../../offline/db.ts';
import type { DirectAnswers } from '../../offline/direct-answers.ts';
import { closeSectionDirect, isLateResult, skillsEncoding, startSectionDirect, timerFromDetails } from '../../offline/direct-skills.ts';
import { directSend, keptInTab, tabDirectAnswers } from '../../offline/online-only-session.ts';
import { offsetFrom, remainingMs, remainingSeconds } from '../../offline/skills-timer.ts';
import { useDirectAnswers } from '../../offline-hooks/use-direct-answers.ts';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { NotSavedOffline, OnlineOnlyNotice } from '../../ui/online-only-notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Countdown } from './countdown.tsx';
import { pageClock } from './page-clock.ts';
import { LoadError, TrackerLink } from './page-parts.tsx';
import { DoneActions, SectionForm, SectionHeading, SectionIntro, SectionQuestion } from './section-parts.tsx';
import type { SkillsActivity } from './skills-activity.ts';
import { skillsTestKeys, skillsTestQueryOptions } from './skills-test.queries.ts';
import '../../ui/form/button.css';
import './skills-test.css';
import { sectionDetails as sectionDetailsEndpoint } from '../../lib/api/skills-test.ts';

type Failure = { kind: 'not-sent' } | { kind: 'refused'; refusal: Refusal };

export function OnlineOnlySkills({ activity }: { activity: SkillsActivity }) {
  const query = useQuery(skillsTestQueryOptions(activity.refId, activity.activityId, activity.language));
  if (!query.data) {
    if (query.isError) return <LoadError activity={activity} error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <p className="st-page" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <OnlineOnlySections activity={activity} test={query.data} fetchedAt={query.dataUpdatedAt} />;
}

function FailureNotice({ failure, isOnline }: { failure?: Failure; isOnline: boolean }) {
  if (!failure) return null;
  if (failure.kind === 'not-sent') return <NotSavedOffline isOnline={isOnline} />;
  return (
    <p className="notice notice--error" role="alert">
      {failure.refusal.message}
    </p>
  );
}

function OnlineOnlySections({ activity, test, fetchedAt }: { activity: SkillsActivity; test: SkillsTestContent; fetchedAt: number }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const timed = test.sections.filter((s) => !s.is_practice);
  const sectionOf = useMemo(() => new Map(test.sections.flatMap((s) => s.questions.map((q) => [q.skills_test_question_id, s.skills_test_section_id]))), [test]);
  const target = { refId: activity.refId, jobStepActivityId: activity.activityId };
  const [direct] = useState(() => tabDirectAnswers(activity, skillsEncoding(target, (questionId) => sectionOf.get(questionId) ?? 0)));
  const [attemptId] = useState(() => keptInTab(activity.refId, activity.activityId).kept.attemptId);
  const send = useMemo(() => directSend(attemptId), [attemptId]);
  // Back online, what waits is sent; leaving with unsent answers asks the browser to warn first.
  useDirectAnswers(direct);
  // The server's timers: from the content first, then each start's reply and section-details.
  const [timers, setTimers] = useState<Record<number, TimerRecord>>(() => {
    const offset = Date.parse(test.server_now) - fetchedAt;
    const found: Record<number, TimerRecord> = {};
    for (const s of timed) {
      const timer = s.details ? timerFromDetails(attemptId, s.details, offset) : undefined;
      if (timer) found[s.skills_test_section_id] = timer;
    }
    return found;
  });
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const [now, setNow] = useState(() => pageClock().now());
  const [timeUp, setTimeUp] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const [busy, setBusy] = useState(false);
  const [submission, setSubmission] = useState<{ state: 'idle' | 'sending' | 'not-sent' } | { state: 'done'; receipt?: SkillsTestReceipt } | { state: 'refused'; refusal: Refusal }>({
    state: test.submitted_at ? 'done' : 'idle',
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const id = setInterval(() => setNow(pageClock().now()), 250);
    return () => clearInterval(id);
  }, []);

  const stateOf = (s: SkillsTestSection): 'not-started' | 'running' | 'done' => {
    const timer = timers[s.skills_test_section_id];
    if (closed.has(s.skills_test_section_id)) return 'done';
    if (timer) return timer.closedAt || remainingMs(timer, now) <= 0 ? 'done' : 'running';
    return s.details?.submitted_at ? 'done' : 'not-started';
  };
  const current = timed.find((s) => stateOf(s) !== 'done');
  const currentId = current?.skills_test_section_id;
  const currentTimer = currentId !== undefined ? timers[currentId] : undefined;
  const finished = submission.state === 'done' || !current;
  useDocumentTitle(current && submission.state !== 'done' ? current.title : test.title);
  useEffect(() => headingRef.current?.focus(), [currentId, finished]);

  // Online: re-measure the offset against the server for the running section (promise 4).
  useEffect(() => {
    if (currentId === undefined || !currentTimer || !isOnline) return;
    let live = true;
    const sentAt = pageClock().now();
    call(sectionDetailsEndpoint, { query: { ref_id: activity.refId, job_step_activity_id: activity.activityId, skills_test_section_id: currentId } })
      .then((details) => {
        const timer = timerFromDetails(attemptId, details, offsetFrom(details.server_now, sentAt, pageClock().now()));
        if (live && timer) setTimers((all) => ({ ...all, [currentId]: timer }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per section start and per return online.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId, Boolean(currentTimer), isOnline]);


  // Time up: the section ends here; its close is sent once the answers given in time are (the server closes it by its own clock anyway).
  const expired = timed.filter((s) => {
    const timer = timers[s.skills_test_section_id];
    return !closed.has(s.skills_test_section_id) && timer && !timer.closedAt && remainingMs(timer, now) <= 0;
  });
  const expiredKey = expired.map((s) => s.skills_test_section_id).join(',');
  useEffect(() => {
    if (!expiredKey) return;
    const ids = expired.map((s) => s.skills_test_section_id);
    const title = expired[expired.length - 1]!.title;
    void direct.flush().then(() => {
      setClosed((set) => new Set([...set, ...ids]));
      setTimeUp(title);
      return Promise.all(ids.map((id) => closeSectionDirect(send, target, id)));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiredKey]);

  async function submit() {
    setSubmission({ state: 'sending' });
    const result = await direct.submit();
    if (result.kind === 'ok') setSubmission({ state: 'done', receipt: result.data as SkillsTestReceipt });
    else if (result.kind === 'refused' && result.refusal.code === UserResponseErrorCode.attemptSubmitted) setSubmission({ state: 'done' });
    else if (result.kind === 'refused') setSubmission({ state: 'refused', refusal: result.refusal });
    else setSubmission({ state: 'not-sent' });
  }

  // Every section over: submit once (and again, by hand or when back online, if it did not go).
  const allDone = !current && submission.state === 'idle';
  useEffect(() => {
    if (allDone) void Promise.resolve().then(submit);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allDone]);
  useEffect(() => {
    if (isOnline && submission.state === 'not-sent') void Promise.resolve().then(submit);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOnline]);

  // Once submitted, the tracker (pct_complete) and the content (submitted_at) are stale.
  useEffect(() => {
    if (submission.state !== 'done' || test.submitted_at) return;
    void queryClient.invalidateQueries({ queryKey: ['progress-tracker'] });
    void queryClient.invalidateQueries({ queryKey: skillsTestKeys.content(activity.refId, activity.activityId, activity.language) });
  }, [submission.state, queryClient, activity, test.submitted_at]);

  if (finished) {
    const reportId = submission.state === 'done' ? (submission.receipt?.user_skills_test_id ?? test.user_skills_test_id) : undefined;
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        {submission.state !== 'done' && <OnlineOnlyNotice />}
        <p className="st-kicker">{test.title}</p>
        <h1 className="st-title" tabIndex={-1} ref={headingRef}>
          {submission.state === 'done' ? <Trans>Your skills test is submitted</Trans> : <Trans>Submitting your skills test…</Trans>}
        </h1>
        {timeUp && (
          <p className="notice" role="status">
            <Trans>Time is up. Your answers were saved and the skills test is submitted.</Trans>
          </p>
        )}
        {submission.state === 'not-sent' && <NotSavedOffline isOnline={isOnline} />}
        {submission.state === 'refused' && (
          <p className="notice notice--error" role="alert">
            {submission.refusal.message}
          </p>
        )}
        <DoneActions activity={activity} reportId={reportId}>
          {(submission.state === 'not-sent' || submission.state === 'refused') && (
            <Button onClick={() => void submit()}>
              <Trans>Submit again</Trans>
            </Button>
          )}
        </DoneActions>
      </section>
    );
  }

  const index = timed.indexOf(current) + 1;
  const heading = <SectionHeading testTitle={test.title} index={index} count={timed.length} title={current.title} ref={headingRef} />;

  if (!currentTimer) {
    const start = async () => {
      setBusy(true);
      setFailure(undefined);
      setTimeUp(undefined);
      const result = await startSectionDirect(send, { ...target, attemptId }, current.skills_test_section_id, pageClock());
      setBusy(false);
      if (result.kind === 'started') setTimers((all) => ({ ...all, [current.skills_test_section_id]: result.timer }));
      else setFailure(result.kind === 'refused' ? { kind: 'refused', refusal: result.refusal } : { kind: 'not-sent' });
    };
    return (
      <section className="st-page">
        <TrackerLink activity={activity} />
        <OnlineOnlyNotice />
        <SectionIntro section={current} timeUp={timeUp} heading={heading}>
          <FailureNotice failure={failure} isOnline={isOnline} />
          <div className="st-actions">
            <Button onClick={() => void start()} isBusy={busy}>
              <Trans>Start this section</Trans>
            </Button>
          </div>
        </SectionIntro>
      </section>
    );
  }

  const finish = async () => {
    setBusy(true);
    setFailure(undefined);
    await direct.flush();
    const waiting = current.questions.some((q) => {
      const status = direct.get(String(q.skills_test_question_id))?.status;
      return status === 'unsent' || status === 'sending';
    });
    const result = waiting ? ({ kind: 'retry', error: 'answers not sent yet' } as const) : await closeSectionDirect(send, target, current.skills_test_section_id);
    setBusy(false);
    // A refusal means the server closed it already (its own clock): the section is over either way.
    if (result.kind === 'retry') setFailure({ kind: 'not-sent' });
    else setClosed((set) => new Set([...set, current.skills_test_section_id]));
  };

  return (
    <RunningSection
      key={current.skills_test_section_id}
      heading={heading}
      section={current}
      direct={direct}
      isOnline={isOnline}
      remainingSeconds={remainingSeconds(currentTimer, now)}
      isOver={() => remainingMs(currentTimer, pageClock().now()) <= 0}
      isLast={index === timed.length}
      isBusy={busy}
      failure={failure}
      onFinish={() => void finish()}
    />
  );
}

function RunningSection(props: {
  heading: ReactNode;
  section: SkillsTestSection;
  direct: DirectAnswers;
  isOnline: boolean;
  remainingSeconds: number;
  isOver: () => boolean;
  isLast: boolean;
  isBusy: boolean;
  failure?: Failure;
  onFinish(): void;
}) {
  const { section, direct, isOnline, isLast } = props;
  const [closedFor, setClosedFor] = useState<number[]>([]);
  const answerOf = (questionId: number) => direct.get(String(questionId));
  const answeredCount = section.questions.filter((q) => answerOf(q.skills_test_question_id)?.value != null).length;

  function choose(questionId: number, optionId: number) {
    // As on the device: once the countdown is at 0 an answer is not taken.
    if (props.isOver()) setClosedFor((list) => [...list, questionId]);
    else direct.answer(String(questionId), optionId);
  }

  return (
    <section className="st-page st-page--running">
      <div className="st-sticky">
        <Countdown seconds={props.remainingSeconds} sectionTitle={section.title} />
      </div>
      <OnlineOnlyNotice />
      {props.heading}
      {section.instructions && <p className="st-lead">{section.instructions}</p>}
      <SectionForm
        answered={answeredCount}
        total={section.questions.length}
        isLast={isLast}
        isBusy={props.isBusy}
        onFinish={props.onFinish}
        notice={<FailureNotice failure={props.failure} isOnline={isOnline} />}
      >
        {section.questions.map((q, i) => {
          const answer = answerOf(q.skills_test_question_id);
          return (
            <SectionQuestion
              key={q.skills_test_question_id}
              question={q}
              number={i + 1}
              checked={answer?.value as number | undefined}
              isClosed={closedFor.includes(q.skills_test_question_id)}
              onChoose={(optionId) => choose(q.skills_test_question_id, optionId)}
              status={
                answer?.status === 'refused' ? (
                  <span className="st-error">{answer.refusal?.message}</span>
                ) : answer?.status === 'saved' ? (
                  isLateResult(answer.result) ? <Trans>Recorded after the time limit: kept, but not scored.</Trans> : <Trans>Saved</Trans>
                ) : answer ? (
                  isOnline ? (
                    <Trans>Sending your answer…</Trans>
                  ) : (
                    <span className="st-error">
                      <Trans>Not saved yet: you're offline. Your answer stays on this page and is sent when you're back online.</Trans>
                    </span>
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
