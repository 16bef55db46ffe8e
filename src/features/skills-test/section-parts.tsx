/**
 * The pieces of a timed section (sections-screen.tsx): the heading, the section's introduction, a
 * question with its options, finishing with a confirmation, and the links once the test is done.
 */
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type Ref } from 'react';
import type { SkillsTestQuestion, SkillsTestSection } from '../../../contracts/skills-test.ts';
import { Button } from '../../ui/form/button.tsx';
import type { SkillsActivity } from './skills-activity.ts';

export function SectionHeading({
  testTitle,
  index,
  count,
  title,
  ref,
}: {
  testTitle: string;
  index: number;
  count: number;
  title: string;
  ref: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <p className="st-kicker">
        {testTitle} ·{' '}
        <Trans>
          Section {index} of {count}
        </Trans>
      </p>
      <h1 className="st-title" tabIndex={-1} ref={ref}>
        {title}
      </h1>
    </>
  );
}

/** Before a section starts: what it holds and how long it lasts; `children` are the failure notice and the start button. */
export function SectionIntro(props: {
  section: SkillsTestSection;
  timeUp?: string;
  heading: ReactNode;
  /** An approved break between sections (D200, D214): said before a section after the first. */
  isBreakOffered?: boolean;
  children: ReactNode;
}) {
  const { section, timeUp } = props;
  const minutes = Math.ceil((section.details?.duration_seconds ?? section.minutes * 60) / 60);
  return (
    <>
      {timeUp && (
        <p className="notice" role="status">
          <Trans>Time is up for {timeUp}. Your answers given in time are saved.</Trans>
        </p>
      )}
      {props.heading}
      {props.isBreakOffered && (
        <p className="notice" data-testid="break-offer">
          <Trans>
            Take a break if you need one: your accommodation allows it. This section's time starts only when you press
            Start.
          </Trans>
        </p>
      )}
      <p className="st-lead">{section.instructions}</p>
      <p className="st-facts">
        <Plural value={section.questions.length} one="# question" other="# questions" /> ·{' '}
        <Plural value={minutes} one="# minute" other="# minutes" />
      </p>
      <p className="st-muted">
        <Trans>
          The countdown starts when you start the section and does not stop, even if you reload or go offline.
        </Trans>
      </p>
      {props.children}
    </>
  );
}

/** One multiple-choice question; `status` says what became of the answer. */
export function SectionQuestion(props: {
  question: SkillsTestQuestion;
  number: number;
  checked: number | null | undefined;
  isClosed: boolean;
  onChoose(optionId: number): void;
  status: ReactNode;
}) {
  const { question: q, isClosed } = props;
  const closedId = `closed-${q.skills_test_question_id}`;
  return (
    <fieldset className="st-question" aria-describedby={isClosed ? closedId : undefined}>
      <legend className="st-question__text">
        <span className="st-question__number">{props.number}.</span> {q.text}
      </legend>
      <div className="st-options">
        {q.options.map((o) => (
          <label key={o.skills_test_option_id} className="st-option">
            <input
              type="radio"
              name={`q-${q.skills_test_question_id}`}
              value={o.skills_test_option_id}
              checked={props.checked === o.skills_test_option_id}
              onChange={() => props.onChoose(o.skills_test_option_id)}
            />
            <span>{o.text}</span>
          </label>
        ))}
      </div>
      <p className="st-saved" aria-live="polite">
        {isClosed ? (
          <span id={closedId} className="st-error">
            <Trans>The time for this question is over. This answer was not saved.</Trans>
          </span>
        ) : (
          props.status
        )}
      </p>
    </fieldset>
  );
}

/** The questions as a form whose submit asks first: finishing a section cannot be undone. */
export function SectionForm(props: {
  answered: number;
  total: number;
  isLast: boolean;
  isBusy?: boolean;
  onFinish(): void;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { answered: answeredCount, isLast } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      noValidate
    >
      {props.children}
      <p className="st-muted">
        <Trans>
          {answeredCount} of {props.total} answered
        </Trans>
      </p>
      {props.notice}
      {confirming ? (
        <div className="st-confirm" role="group" aria-label={t`Finish this section?`}>
          <p>
            {isLast ? (
              <Trans>Finish the section and submit the test? You cannot change these answers afterwards.</Trans>
            ) : (
              <Trans>Finish the section? You cannot come back to it.</Trans>
            )}
          </p>
          <div className="st-actions">
            <Button onClick={props.onFinish} isBusy={props.isBusy}>
              {isLast ? <Trans>Yes, finish and submit</Trans> : <Trans>Yes, finish the section</Trans>}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep working</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="st-actions">
          <Button type="submit">{t`Finish this section`}</Button>
        </div>
      )}
    </form>
  );
}

/** Once the test is done: its result (when the server has scored it) and the way back; `children` go first (a retry). */
export function DoneActions({
  activity,
  reportId,
  children,
}: {
  activity: SkillsActivity;
  reportId?: number | null;
  children?: ReactNode;
}) {
  return (
    <div className="st-actions">
      {children}
      {reportId ? (
        <Link
          to="/user/skill-test-report/$skill_test_id"
          params={{ skill_test_id: String(reportId) }}
          className="button button--primary"
        >
          <Trans>See your result</Trans>
        </Link>
      ) : null}
      <Link
        to="/user/progress-tracker"
        search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
        className="button button--secondary"
      >
        <Trans>Back to your progress tracker</Trans>
      </Link>
    </div>
  );
}
