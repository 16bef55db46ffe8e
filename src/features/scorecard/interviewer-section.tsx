/**
 * The scorecard's interviewer scores: each interviewer's recommendation, attribute scores and
 * notes. A panel member who has not submitted sees only who did (judgements stay independent);
 * staff with the right may unlock a submitted evaluation for correction, which the history records.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Recommendation } from '../../../contracts/interview.ts';
import { RECOMMENDATIONS } from '../../../contracts/interview.ts';
import type { Scorecard } from '../../../contracts/scorecard.ts';
import { call } from '../../lib/api-client.ts';
import { unlockEvaluation } from '../../lib/api/interview.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { RecommendationLabel } from '../../ui/recommendation-label.tsx';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { Section } from './scorecard-sections.tsx';
import { formatDate } from './scorecard-format.tsx';
import { scorecardKeys } from './scorecard.queries.ts';

type Scores = Scorecard['interviewerScore'];
type Person = Scores['interviewers'][number];

export function InterviewerSection({
  interviewers: data,
  userSmartreqId,
}: {
  interviewers: Scores;
  userSmartreqId: number;
}) {
  const { t } = useLingui();
  return (
    <Section id="scorecard-interviewers" title={<Trans>Interviewer scores</Trans>}>
      {data.interviewers.length === 0 ? (
        <p className="scorecard-section__empty">
          <Trans>No interviews yet. Interviewer scores and notes appear here after interviews.</Trans>
        </p>
      ) : data.withheld ? (
        <>
          <p className="scorecard-section__empty">
            <Trans>
              Submit your own evaluation first: the other interviewers’ scores and notes are shown once you have.
            </Trans>
          </p>
          <ul className="scorecard-plain-list" aria-label={t`Submitted evaluations`}>
            {data.interviewers.map((p) => {
              const name = `${p.first_name} ${p.last_name}`;
              return (
                <li key={p.user_id}>
                  <Trans>{name} has submitted.</Trans>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <>
          <ScoreLine kind="interview" name={t`Interviewer scores`} />
          <ul className="scorecard-interviewers">
            {data.interviewers.map((p) => (
              <InterviewerCard key={p.user_id} person={p} data={data} userSmartreqId={userSmartreqId} />
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function isRecommendation(value: string | null): value is Recommendation {
  return value !== null && (RECOMMENDATIONS as readonly string[]).includes(value);
}

function InterviewerCard({ person, data, userSmartreqId }: { person: Person; data: Scores; userSmartreqId: number }) {
  const { i18n, t } = useLingui();
  const evaluations = data.evaluations.filter((e) => e.interviewer_user_id === person.user_id);
  const scores = data.attribute_scores.filter((s) => s.interviewer_user_id === person.user_id);
  const notes = data.interviewer_notes.filter((n) => n.interviewer_user_id === person.user_id);
  const answers = data.question_notes.filter((n) => n.interviewer_user_id === person.user_id);
  const nameOf = new Map(data.attributes.map((a) => [a.attribute_type_id, a.name]));
  const name = `${person.first_name} ${person.last_name}`;
  return (
    <li className="scorecard-interviewer">
      <h3 className="scorecard-interviewer__name">{name}</h3>
      {evaluations.map((e) => (
        <p key={e.interview_uuid} className="scorecard-interviewer__meta">
          <Trans>Recommendation:</Trans>{' '}
          <strong>{isRecommendation(e.recommendation) ? <RecommendationLabel value={e.recommendation} /> : '—'}</strong>
          {' · '}
          <Trans>Submitted {formatDate(i18n.locale, e.submitted_at)}</Trans>
        </p>
      ))}
      {scores.length > 0 && (
        <dl className="scorecard-interviewer__scores">
          {scores.map(({ attribute_type_id, score }) => (
            <div key={attribute_type_id}>
              <dt>{nameOf.get(attribute_type_id) ?? attribute_type_id}</dt>
              <dd>
                <Trans>{score} of 5</Trans>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {answers.length > 0 && (
        <ol className="scorecard-interviewer__answers" aria-label={t`Notes by question from ${name}`}>
          {answers.map((a) => {
            const rated = scores.filter((s) => a.attribute_type_ids.includes(s.attribute_type_id));
            return (
              <li key={a.interview_kit_question_id}>
                <p className="scorecard-interviewer__question">{a.question_text}</p>
                <p className="scorecard-interviewer__notes">{a.note}</p>
                {rated.length > 0 && (
                  <p className="scorecard-interviewer__meta">
                    {rated.map((s, i) => {
                      const attribute = nameOf.get(s.attribute_type_id) ?? String(s.attribute_type_id);
                      const score = s.score;
                      return (
                        <span key={s.attribute_type_id}>
                          {i > 0 && ' · '}
                          <Trans>
                            {attribute}: {score} of 5
                          </Trans>
                        </span>
                      );
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {notes.map((n, i) => (
        <p key={i} className="scorecard-interviewer__notes">
          {n.note}
        </p>
      ))}
      {data.can_unlock &&
        evaluations.map((e) => (
          <UnlockButton
            key={e.interview_uuid}
            interviewUuid={e.interview_uuid}
            person={person}
            userSmartreqId={userSmartreqId}
          />
        ))}
    </li>
  );
}

function UnlockButton({
  interviewUuid,
  person,
  userSmartreqId,
}: {
  interviewUuid: string;
  person: Person;
  userSmartreqId: number;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = `${person.first_name} ${person.last_name}`;
  const sending = useMutation({
    mutationFn: async () => {
      await call(unlockEvaluation, {
        params: { interviewUuid },
        body: { interviewer_user_id: person.user_id, reason: reason.trim() },
      });
      setOpen(false);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.all(userSmartreqId) });
    },
    onError: (e) => {
      setError(errorText(e));
    },
  });
  const busy = sending.isPending;

  const submit = () => {
    if (!reason.trim()) {
      setError(t`Say why the evaluation is unlocked.`);
      return;
    }
    setError(undefined);
    sending.mutate();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Unlock for correction</Trans>
      </Button>
      <FormDialog
        isOpen={open}
        title={<Trans>Unlock the evaluation of {name}</Trans>}
        detail={<Trans>They can then change and submit it again. The history records who unlocked it and why.</Trans>}
        submitLabel={<Trans>Unlock</Trans>}
        onCancel={() => setOpen(false)}
        onSubmit={() => void submit()}
        isBusy={busy}
        error={error}
      >
        <label htmlFor={`unlock-reason-${interviewUuid}-${person.user_id}`}>
          <Trans>Reason</Trans>
        </label>
        <textarea
          id={`unlock-reason-${interviewUuid}-${person.user_id}`}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormDialog>
    </>
  );
}
