/** /performance-review/select-participant: choose a person of the company and a review kit, then score them on the interview screen. */
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { startInterview, stationEmployeesQueryOptions } from './interview.queries.ts';
import './interview.css';

export function SelectParticipantScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Start a performance review: choose a participant`);
  const navigate = useNavigate();
  // The route's loader ensures it; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const query = useSuspenseQuery(stationEmployeesQueryOptions());
  const [personId, setPersonId] = useState('');
  const [kitId, setKitId] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const kits = query.data.kits;
  const chosenKit = kitId || (kits.length === 1 ? String(kits[0]!.interview_kit_id) : '');

  const start = async () => {
    if (!personId || !chosenKit) {
      setProblem(!personId ? t`Choose the person to review.` : t`Choose a review kit.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { interview_uuid } = await startInterview({
        purpose: 'performance_review',
        participant_user_id: Number(personId),
        interview_kit_id: Number(chosenKit),
      });
      await navigate({ to: '/performance-evaluation/$id', params: { id: interview_uuid } });
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <section className="interview-screen" aria-labelledby="review-title">
      <h1 id="review-title">
        <Trans>Start a performance review</Trans>
      </h1>
      {kits.length === 0 && (
        <p className="interview-muted">
          <Trans>Your company has no performance-review kit yet. An administrator can create one.</Trans>
        </p>
      )}
      {kits.length > 0 && (
        <div className="interview-card">
          <label htmlFor="review-person">
            <Trans>Person to review</Trans>
          </label>
          <select id="review-person" value={personId} onChange={(e) => setPersonId(e.target.value)}>
            <option value="">{t`Choose a person`}</option>
            {query.data.people.map((p) => (
              <option key={p.user_id} value={p.user_id}>
                {p.first_name} {p.last_name}
              </option>
            ))}
          </select>
          <label htmlFor="review-kit">
            <Trans>Review kit</Trans>
          </label>
          <select id="review-kit" value={chosenKit} onChange={(e) => setKitId(e.target.value)}>
            <option value="">{t`Choose a kit`}</option>
            {kits.map((k) => (
              <option key={k.interview_kit_id} value={k.interview_kit_id}>
                {k.name}
              </option>
            ))}
          </select>
          {problem && (
            <p className="interview-error" role="alert">
              {problem}
            </p>
          )}
          <div className="interview-actions">
            <Button onClick={() => void start()} isBusy={busy}>
              <Trans>Start the review</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
