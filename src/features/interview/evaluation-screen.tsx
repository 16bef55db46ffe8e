/**
 * The interview screen on the station: the kit's questions one by one with notes, a 1-5 score per
 * attribute on its rubric (the kit's anchors and the requisition's own levels visible, rubric-scale.tsx), overall notes and a recommendation. Everything typed
 * is kept on the device as it is typed; submitting queues it in the outbox (sent exactly once,
 * also after a dropped connection), then, once the server has it, signs the station out and
 * returns to the resting screen with the caches cleared. An idle timeout the interviewer sets
 * signs out too, keeping the unsent draft on the device.
 */
import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from '../../lib/store.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InterviewDetail, Recommendation } from '../../../contracts/interview.ts';
import { queueEvaluation, readEvaluationDraft, writeEvaluationDraft } from '../../offline/interview-station.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { RecommendationLabel } from '../../ui/recommendation-label.tsx';
import {
  fromDraft,
  initialValues,
  missingScores,
  submissionBody,
  toDraft,
  type EvaluationValues,
} from './evaluation-model.ts';
import { interviewKeys, interviewQueryOptions } from './interview.queries.ts';
import { RubricScale } from './rubric-scale.tsx';
import { leaveStation } from './station-session.ts';
import { sendEvaluation } from './station-outbox.ts';
import { stationReceiptAtom, type StationReceipt } from './station-receipt.atoms.ts';
import './interview.css';

const IDLE_CHOICES = [5, 15, 30, 60] as const;
// Not imported from the contract: that would bring zod into a candidate route's load (bench/budget.json).
const RECOMMENDATIONS: readonly Recommendation[] = ['strong_no', 'no', 'yes', 'strong_yes'];

/**
 * 'station': the kiosk; finishing or idling signs the station out and returns to its resting
 * screen. 'review': a performance review on a staff device; finishing returns to the list.
 * 'desk': an interview scored at the interviewer's own desk; finishing returns to My interviews,
 * and the session stays.
 */
export type EvaluationMode = 'station' | 'review' | 'desk';

export function EvaluationScreen({ uuid, mode }: { uuid: string; mode: EvaluationMode }) {
  const query = useQuery(interviewQueryOptions(uuid));
  if (query.isPending)
    return (
      <p className="interview-muted">
        <Trans>Loading the interview…</Trans>
      </p>
    );
  if (query.isError)
    return (
      <p role="alert">
        <Trans>This interview could not be loaded. It may not exist, or you are not on its panel.</Trans>
      </p>
    );
  return <EvaluationForm detail={query.data} mode={mode} />;
}

function EvaluationForm({ detail, mode }: { detail: InterviewDetail; mode: EvaluationMode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<EvaluationValues>(() => initialValues(detail));
  const [step, setStep] = useState(0);
  const [idleMinutes, setIdleMinutes] = useState<number>(15);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'waiting'>('editing');
  const [problem, setProblem] = useState<string | null>(null);
  // Beside their fields: which scores are missing, and the recommendation, after a Submit.
  const [fieldErrors, setFieldErrors] = useState<{ scores: number[]; recommendation: boolean }>({
    scores: [],
    recommendation: false,
  });
  const formRef = useRef<HTMLElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const setReceipt = useSetAtom(stationReceiptAtom);
  const loaded = useRef(false);
  const name = `${detail.participant.first_name} ${detail.participant.last_name}`;
  useDocumentTitle(t`Interview: ${name}`);
  const submitted = detail.mine.submitted_at !== null;
  const questions = detail.kit?.questions ?? [];
  const question = questions[step];
  const position = step + 1;
  const questionCount = questions.length;

  useEffect(() => {
    void readEvaluationDraft(detail.interview_uuid).then((draft) => {
      if (draft && !loaded.current) {
        setValues(fromDraft(draft.evaluation));
        if (draft.queued) setPhase('waiting');
        if (draft.refusal) setProblem(draft.refusal.message);
      }
      loaded.current = true;
    });
  }, [detail.interview_uuid]);

  const scoreError = (attributeName: string) => t`Give ${attributeName} a score from 1 to 5.`;

  const receiptOf = (): StationReceipt | null =>
    values.recommendation
      ? {
          candidate: name,
          context: detail.purpose === 'interview' ? `${detail.job_title} · ${detail.activity_title}` : '',
          questionNotes: questions.filter((q) => values.answers[q.interview_kit_question_id]?.trim()).length,
          questionCount,
          scores: Object.keys(values.scores).length,
          recommendation: values.recommendation,
          hasOverallNotes: values.notes.trim() !== '',
        }
      : null;

  const finish = async (sent = false) => {
    if (mode === 'station') {
      // Signing out clears every cache; the confirmation lives in memory for the resting screen.
      if (sent) setReceipt(receiptOf());
      await leaveStation(queryClient);
      await navigate({ to: '/start-interview', replace: true });
    } else {
      queryClient.removeQueries({ queryKey: interviewKeys.all });
      await navigate({
        to: mode === 'desk' ? '/interviews/my-interviews' : '/performance-review/select-participant',
        replace: true,
      });
    }
  };

  // Idle: sign out; an unsent draft stays on the device.
  useEffect(() => {
    if (mode !== 'station') return;
    let timer = window.setTimeout(() => void finish(), idleMinutes * 60_000);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void finish(), idleMinutes * 60_000);
    };
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, reset);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idleMinutes]);

  // Waiting for the connection: try again when it returns.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const retry = () =>
      void sendEvaluation(detail.interview_uuid).then((pending) => (pending ? undefined : finish(true)));
    window.addEventListener('online', retry);
    retry();
    return () => window.removeEventListener('online', retry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const update = (next: EvaluationValues) => {
    setValues(next);
    // An error beside a field goes once that field is answered.
    setFieldErrors((current) => ({
      scores: current.scores.filter((id) => !next.scores[id]),
      recommendation: current.recommendation && !next.recommendation,
    }));
    void writeEvaluationDraft(detail.interview_uuid, toDraft(next));
  };

  const submit = async () => {
    const body = submissionBody(detail, values);
    if (!body) {
      setProblem(null);
      setFieldErrors({ scores: missingScores(detail, values), recommendation: !values.recommendation });
      // Focus goes to the first field to fix, so a phone scrolls to it and a screen reader reads its error.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('[data-invalid] input:not([disabled])')?.focus(),
      );
      return;
    }
    setProblem(null);
    setFieldErrors({ scores: [], recommendation: false });
    setPhase('sending');
    await queueEvaluation(body);
    const pending = await sendEvaluation(detail.interview_uuid);
    const draft = await readEvaluationDraft(detail.interview_uuid);
    if (draft?.refusal) {
      setProblem(draft.refusal.message);
      setPhase('editing');
      requestAnimationFrame(() => problemRef.current?.focus());
    } else if (!pending) {
      await finish(true);
    } else {
      setPhase('waiting');
    }
  };

  if (submitted) {
    return (
      <section className="interview-screen" aria-labelledby="interview-title">
        <h1 id="interview-title">{name}</h1>
        <p>
          <Trans>You have submitted your evaluation of this interview.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void finish()}>
          {mode === 'station' ? (
            <Trans>Sign out</Trans>
          ) : mode === 'desk' ? (
            <Trans>Back to my interviews</Trans>
          ) : (
            <Trans>Back to performance reviews</Trans>
          )}
        </Button>
      </section>
    );
  }

  const locked = phase !== 'editing';
  return (
    <section ref={formRef} className="interview-screen" aria-labelledby="interview-title">
      <header className="interview-screen__header">
        <h1 id="interview-title">{name}</h1>
        <p className="interview-muted">
          {detail.purpose === 'interview' ? (
            `${detail.job_title} · ${detail.activity_title}`
          ) : (
            <Trans>Performance review</Trans>
          )}
        </p>
        {mode === 'station' && (
          <div className="interview-idle">
            <label htmlFor="idle-minutes">
              <Trans>Sign out after</Trans>
            </label>
            <select id="idle-minutes" value={idleMinutes} onChange={(e) => setIdleMinutes(Number(e.target.value))}>
              {IDLE_CHOICES.map((m) => (
                <option key={m} value={m}>{t`${m} minutes idle`}</option>
              ))}
            </select>
            <Button variant="secondary" onClick={() => void finish()}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        )}
      </header>

      {phase === 'waiting' && (
        <p className="interview-notice" role="status">
          <Trans>
            Your evaluation is saved on this device and will be sent when the connection returns. Keep this screen open;
            the station signs out once it is sent.
          </Trans>
        </p>
      )}
      {question && (
        <fieldset className="interview-card" disabled={locked}>
          <legend>
            <Trans>
              Question {position} of {questionCount}
            </Trans>
          </legend>
          <p className="interview-question">{question.question_text}</p>
          {question.guidance && <p className="interview-muted">{question.guidance}</p>}
          <label htmlFor={`q-${question.interview_kit_question_id}`}>
            <Trans>Notes on this answer</Trans>
          </label>
          <textarea
            id={`q-${question.interview_kit_question_id}`}
            rows={5}
            value={values.answers[question.interview_kit_question_id] ?? ''}
            onChange={(e) =>
              update({
                ...values,
                answers: { ...values.answers, [question.interview_kit_question_id]: e.target.value },
              })
            }
          />
          <div className="interview-actions">
            <Button
              variant="secondary"
              onClick={() => setStep(step - 1)}
              aria-disabled={step === 0 || undefined}
              disabled={step === 0}
            >
              <Trans>Previous question</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setStep(step + 1)} disabled={step >= questions.length - 1}>
              <Trans>Next question</Trans>
            </Button>
          </div>
        </fieldset>
      )}

      <fieldset className="interview-card" disabled={locked}>
        <legend>
          <Trans>Scores</Trans>
        </legend>
        {(detail.kit?.attributes ?? []).map((attribute) => (
          <RubricScale
            key={attribute.attribute_type_id}
            attribute={attribute}
            requisitionLevels={
              detail.requisition_levels.find((r) => r.attribute_type_id === attribute.attribute_type_id)?.levels
            }
            value={values.scores[attribute.attribute_type_id]}
            onChange={(level) =>
              update({ ...values, scores: { ...values.scores, [attribute.attribute_type_id]: level } })
            }
            error={fieldErrors.scores.includes(attribute.attribute_type_id) ? scoreError(attribute.name) : undefined}
          />
        ))}
      </fieldset>

      <fieldset className="interview-card" disabled={locked}>
        <legend>
          <Trans>Overall</Trans>
        </legend>
        <label htmlFor="overall-notes">
          <Trans>Overall notes</Trans>
        </label>
        <textarea
          id="overall-notes"
          rows={4}
          value={values.notes}
          onChange={(e) => update({ ...values, notes: e.target.value })}
        />
        <fieldset
          className="interview-recommendation"
          data-invalid={fieldErrors.recommendation ? true : undefined}
          aria-describedby={fieldErrors.recommendation ? 'recommendation-error' : undefined}
        >
          <legend>
            <Trans>Recommendation</Trans>
          </legend>
          {fieldErrors.recommendation && (
            <p id="recommendation-error" className="interview-error interview-field-error">
              <Trans>Choose a recommendation.</Trans>
            </p>
          )}
          {RECOMMENDATIONS.map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="recommendation"
                value={r}
                checked={values.recommendation === r}
                onChange={() => update({ ...values, recommendation: r })}
              />
              <RecommendationLabel value={r} />
            </label>
          ))}
        </fieldset>
      </fieldset>

      {problem && (
        <p ref={problemRef} className="interview-error" role="alert" tabIndex={-1}>
          {problem}
        </p>
      )}
      <div className="interview-actions">
        <Button onClick={() => void submit()} isBusy={phase === 'sending'} disabled={phase === 'waiting'}>
          <Trans>Submit evaluation</Trans>
        </Button>
      </div>
    </section>
  );
}
