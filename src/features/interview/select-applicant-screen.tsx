/** /start-interview/select-applicant: the applicants whose interview the signed-in interviewer may run. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StationParticipant } from '../../../contracts/interview.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { startInterview, stationApplicantsQueryOptions } from './interview.queries.ts';
import './interview.css';

export function SelectApplicantScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Start an interview: choose a candidate`);
  const [search, setSearch] = useState('');
  // The route's loader brings the list before a search; a search typed here is page state, fetched here.
  const query = useQuery(stationApplicantsQueryOptions(search.trim()));
  return (
    <section className="interview-screen" aria-labelledby="select-title">
      <header className="interview-screen__header">
        <h1 id="select-title">
          <Trans>Choose a candidate</Trans>
        </h1>
        <p className="interview-muted">
          <Trans>
            Candidates with an interview you may run. Or open{' '}
            <Link to="/start-interview/applicant/interview-list">today’s interviews</Link>.
          </Trans>
        </p>
      </header>
      <div className="interview-card">
        <label htmlFor="applicant-search">
          <Trans>Search by name or job</Trans>
        </label>
        <input
          id="applicant-search"
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {query.isPending && (
        <p className="interview-muted" role="status">
          <Trans>Loading candidates…</Trans>
        </p>
      )}
      {query.isError && (
        <p className="interview-error" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="interview-muted">
          <Trans>No candidate has an interview you may run.</Trans>
        </p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="interview-list" aria-label={t`Candidates`}>
          {query.data.map((row) => (
            <ApplicantRow key={`${row.ref_id}:${row.job_step_activity_id}`} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ApplicantRow({ row }: { row: StationParticipant }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${row.participant.first_name} ${row.participant.last_name}`;
  const start = async () => {
    if (!row.ref_id || !row.job_step_activity_id) return;
    setBusy(true);
    setProblem(null);
    try {
      const { interview_uuid } = await startInterview({
        purpose: 'interview',
        ref_id: row.ref_id,
        job_step_activity_id: row.job_step_activity_id,
      });
      await navigate({ to: '/interview/{-$id}', params: { id: interview_uuid } });
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };
  return (
    <li>
      <div className="interview-list__who">
        <strong>{name}</strong>
        <span className="interview-muted">
          {row.job_title} · {row.activity_title}
        </span>
        {problem && (
          <span className="interview-error" role="alert">
            {problem}
          </span>
        )}
      </div>
      <Button onClick={() => void start()} isBusy={busy} aria-label={undefined}>
        {row.status === 'in_progress' ? <Trans>Resume interview</Trans> : <Trans>Start interview</Trans>}
      </Button>
    </li>
  );
}
