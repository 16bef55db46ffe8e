/**
 * /outcome-review/{token}: a supervisor answers the company's outcome questions, on its performance scale (1 to 5 until it names one, D155), about each
 * of their people named by the link; no sign-in. Answers about one person are sent together and can
 * be changed while the link works. A refused send keeps what was chosen.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { OutcomeReview } from '../../../contracts/outcome-questions.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { outcomeReviewQueryOptions, sendAnswers } from './outcome-review.queries.ts';
import { isNamedScale, ScaleQuestions } from './scale-questions.tsx';
import './outcome-review.css';

function reviewErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.linkExpired) return t`This link has expired. Ask the company for a new one.`;
    if (error.status === 404 || error.status === 400)
      return t`This link is not valid. Check that you copied all of it.`;
  }
  return errorText(error);
}

export function OutcomeReviewScreen({ token }: { token: string }) {
  const { t: translate } = useLingui();
  useDocumentTitle(translate`Outcome questions`);
  const review = useQuery(outcomeReviewQueryOptions(token));
  return (
    <section className="outcome-review" aria-labelledby="outcome-review-title">
      <h1 id="outcome-review-title" className="outcome-review__title">
        <Trans>How are your people doing?</Trans>
      </h1>
      {review.isPending && (
        <p className="outcome-review__muted" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {review.isError && (
        <div className="notice notice--error" role="alert">
          <p>{reviewErrorText(review.error)}</p>
        </div>
      )}
      {review.data && <ReviewBody token={token} review={review.data} />}
    </section>
  );
}

function ReviewBody({ token, review }: { token: string; review: OutcomeReview }) {
  const { i18n } = useLingui();
  const company = review.company_name;
  const role = review.profile_title;
  const period = review.period_name;
  const until = i18n.date(review.expires_at, { dateStyle: 'long' });
  const answered = review.employees.filter((e) => e.answered).length;
  const total = review.employees.length;
  const named = isNamedScale(review.scale.levels);
  return (
    <>
      <p className="outcome-review__lead">
        {named ? (
          <Trans>
            {company} asks about your people in the role {role} ({period}). Answer each question with one of the
            company’s levels, from lowest to highest. You can change your answers until {until}.
          </Trans>
        ) : (
          <Trans>
            {company} asks about your people in the role {role} ({period}). Answer each question from 1 (far below what
            the role needs) to 5 (far above). You can change your answers until {until}.
          </Trans>
        )}
      </p>
      {named && review.scale.levels.some((l) => l.description !== '') && (
        <dl className="outcome-review__levels">
          {review.scale.levels.map((level) => (
            <div key={level.value}>
              <dt>
                {level.value}. {level.label}
              </dt>
              {level.description !== '' && <dd>{level.description}</dd>}
            </div>
          ))}
        </dl>
      )}
      <p className="outcome-review__muted" role="status">
        <Trans>
          {answered} of {total} people answered
        </Trans>
      </p>
      {review.questions.length === 0 ? (
        <p className="outcome-review__muted">
          <Trans>The company has no questions to ask at the moment.</Trans>
        </p>
      ) : (
        <ul className="outcome-review__people">
          {review.employees.map((employee) => (
            <li key={employee.employee_id}>
              <PersonForm token={token} review={review} employee={employee} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PersonForm({
  token,
  review,
  employee,
}: {
  token: string;
  review: OutcomeReview;
  employee: OutcomeReview['employees'][number];
}) {
  const { t: translate } = useLingui();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, number>>(employee.answers);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const name = `${employee.first_name} ${employee.last_name}`;
  const headingId = `person-${employee.employee_id}`;
  const missing = review.questions.filter((q) => chosen[String(q.outcome_question_id)] === undefined);

  async function submit() {
    setChecked(true);
    setSaved(false);
    setError(undefined);
    if (missing.length > 0 || busy) return;
    setBusy(true);
    try {
      await sendAnswers(queryClient, token, {
        employee_id: employee.employee_id,
        answers: review.questions.map((q) => ({
          outcome_question_id: q.outcome_question_id,
          value: chosen[String(q.outcome_question_id)]!,
        })),
      });
      setSaved(true);
    } catch (e) {
      setError(reviewErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="outcome-review__person"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId} className="outcome-review__name">
        {name}{' '}
        <span className={`outcome-review__badge outcome-review__badge--${employee.answered ? 'done' : 'open'}`}>
          {employee.answered ? <Trans>Answered</Trans> : <Trans>Not answered yet</Trans>}
        </span>
      </h2>
      <p className="outcome-review__muted">{employee.job_title}</p>
      <ScaleQuestions
        questions={review.questions}
        chosen={chosen}
        checked={checked}
        idPrefix={headingId}
        ends={{ low: translate`far below what the role needs`, high: translate`far above what the role needs` }}
        levels={review.scale.levels}
        onChoose={(key, value) => {
          setSaved(false);
          setChosen((current) => ({ ...current, [key]: value }));
        }}
      />
      {error !== undefined && (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      {saved && (
        <p className="outcome-review__saved" role="status">
          <Trans>Answers about {name} saved.</Trans>
        </p>
      )}
      <Button type="submit" isBusy={busy} busyLabel={<Trans>Saving…</Trans>}>
        <Trans>Save answers</Trans>
        <span className="visually-hidden"> {name}</span>
      </Button>
    </form>
  );
}
