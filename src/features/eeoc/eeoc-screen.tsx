import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { EeocAnswers } from '../../../contracts/eeoc.ts';
import { EEOC_DECLINE } from '../../../contracts/eeoc-questions.ts';
import { call } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { leaseProblemOfError } from '../../offline-hooks/use-activity-lease.ts';
import { SubmissionShell, type SubmissionPage } from '../../ui/activity-shell/submission-shell.tsx';
import { Button } from '../../ui/form/button.tsx';
import { useIsOnline } from '../../ui/offline-notice.tsx';
import { NeedsConnection } from '../../ui/offline-readiness/needs-connection.tsx';
import { useNeedsConnection } from '../../ui/offline-readiness/page-needs-connection.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { eeocQuestionsQueryOptions } from './eeoc.queries.ts';
import { DECLINE_TEXT, OPTION_TEXT, QUESTION_HINT, QUESTION_TEXT } from './eeoc-texts.ts';
import './eeoc.css';
import { submitEeocAnswers } from '../../lib/api/eeoc.ts';

export interface EeocActivityRef {
  refId: string;
  jobUuid: string;
  activityId: number;
}

export interface EeocScreenProps {
  activity: EeocActivityRef;
  /** The server marked the activity completed: refresh whatever shows its state. */
  onSubmitted: () => void;
}

function TrackerLink({ activity }: { activity: EeocActivityRef }) {
  return (
    <Link
      to="/user/progress-tracker"
      search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
      className="back-link"
    >
      <span aria-hidden="true">←</span> <Trans>Back to your progress tracker</Trans>
    </Link>
  );
}

/**
 * The voluntary equal-opportunity questions for an 'eeoc' activity. Deliberately not kept on the
 * device: these answers are sensitive, so they are sent only while online, in one request, and
 * nothing about them stays in the browser (D33).
 */
export function EeocScreen({ activity, onSubmitted }: EeocScreenProps) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  // Online only by design (D33): the header never says this page works offline.
  useNeedsConnection();
  const questions = useQuery(eeocQuestionsQueryOptions());
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const doneRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t`Equal opportunity questions`);

  const submit = useMutation({
    mutationFn: (body: EeocAnswers) =>
      call(submitEeocAnswers, {
        body: { ref_id: activity.refId, job_step_activity_id: activity.activityId, answers: body },
        // The server completes the activity once whatever the key; a fresh key per click keeps a changed answer from being refused as a reused key.
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: () => onSubmitted(),
  });

  useEffect(() => {
    if (submit.isSuccess) doneRef.current?.focus();
  }, [submit.isSuccess]);

  return (
    // Nothing typed here is kept on the device: the notice does not say it is.
    <SubmissionShell activity={activity} isOpen={!submit.isSuccess} keepsInput={false}>
      {renderPage}
    </SubmissionShell>
  );

  // Another tab or device holds the questions (offline promise 10): the choices stay on screen, nothing is sent from here.
  function renderPage({ lease, notice, isBlocked: isReadOnly }: SubmissionPage) {
    if (submit.isSuccess) {
      return (
        <section className="eeoc-page eeoc-done" aria-labelledby="eeoc-done-title">
          <div className="eeoc-done__mark" aria-hidden="true">
            ✓
          </div>
          <h1 id="eeoc-done-title" ref={doneRef} tabIndex={-1} className="eeoc-title">
            <Trans>Thank you, this step is complete</Trans>
          </h1>
          <TrackerLink activity={activity} />
        </section>
      );
    }
    // Online only (D33, D269): offline, before any answer is chosen, the page says it needs a
    // connection; it opens by itself when the network returns (isOnline changes, the read resumes).
    if (!isOnline && Object.keys(answers).length === 0) {
      return (
        <section className="eeoc-page">
          <TrackerLink activity={activity} />
          <NeedsConnection because="private-answers" onRetry={() => void questions.refetch()} />
        </section>
      );
    }
    if (questions.isError && !questions.data) {
      return (
        <section className="eeoc-page">
          <TrackerLink activity={activity} />
          <div className="notice notice--error" role="alert">
            <p>{errorText(questions.error)}</p>
            <Button variant="secondary" onClick={() => void questions.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </section>
      );
    }
    if (!questions.data) {
      return (
        <section className="eeoc-page">
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        </section>
      );
    }

    const send = (body: Record<string, string>) => {
      if (!isReadOnly) submit.mutate(body as EeocAnswers, { onError: (error) => lease.noteRefusal(error) });
    };
    const declineAll = () => {
      const all = Object.fromEntries(questions.data.map((q) => [q.code, EEOC_DECLINE]));
      setAnswers(all);
      send(all);
    };
    const known = questions.data.filter((q) => QUESTION_TEXT[q.code]);

    return (
      <section className="eeoc-page" aria-labelledby="eeoc-title">
        <TrackerLink activity={activity} />
        <h1 id="eeoc-title" className="eeoc-title">
          <Trans>Equal opportunity questions</Trans>
        </h1>
        {notice}
        <div className="eeoc-voluntary">
          <p className="eeoc-lead">
            <strong>
              <Trans>Answering is voluntary.</Trans>
            </strong>{' '}
            <Trans>
              These questions help the company check that it treats every applicant fairly. Your answers are kept apart
              from your application: the people who review it cannot see them, and declining to answer has no effect on
              it.
            </Trans>
          </p>
          <p>
            <Trans>You can answer some questions, none, or decline all of them at once.</Trans>
          </p>
          <Button variant="secondary" onClick={declineAll} disabled={!isOnline || isReadOnly || submit.isPending}>
            <Trans>Decline to answer all and continue</Trans>
          </Button>
        </div>
        {!isOnline && (
          <div className="notice notice--warning" role="status">
            <p>
              <Trans>
                You're offline. To protect your privacy these answers are not stored on this device; you can send them
                once you're back online.
              </Trans>
            </p>
          </div>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send(answers);
          }}
        >
          {known.map((question) => {
            const hint = QUESTION_HINT[question.code];
            const hintId = `eeoc-${question.code}-hint`;
            return (
              <fieldset key={question.code} className="eeoc-fieldset" aria-describedby={hint ? hintId : undefined}>
                <legend className="eeoc-legend">
                  {i18n._(QUESTION_TEXT[question.code]!)}{' '}
                  <span className="eeoc-optional">
                    <Trans>(optional)</Trans>
                  </span>
                </legend>
                {hint && (
                  <p id={hintId} className="eeoc-hint">
                    {i18n._(hint)}
                  </p>
                )}
                <ChoiceCards
                  name={`eeoc-${question.code}`}
                  options={question.options.flatMap((option) => {
                    const text = option === EEOC_DECLINE ? DECLINE_TEXT : OPTION_TEXT[question.code]?.[option];
                    return text ? [{ value: option, label: i18n._(text) }] : [];
                  })}
                  isChosen={(option) => answers[question.code] === option}
                  disabled={isReadOnly}
                  onChange={(option) => setAnswers({ ...answers, [question.code]: option })}
                />
              </fieldset>
            );
          })}
          {submit.isError && !leaseProblemOfError(submit.error) && (
            <div className="notice notice--error" role="alert">
              <p>{errorText(submit.error)}</p>
            </div>
          )}
          <div className="eeoc-actions">
            <Button
              type="submit"
              disabled={!isOnline || isReadOnly}
              isBusy={submit.isPending}
              busyLabel={<Trans>Sending…</Trans>}
            >
              <Trans>Submit</Trans>
            </Button>
          </div>
        </form>
      </section>
    );
  }
}
