/**
 * /start-interview: the interview station's resting screen. Signed out, it offers the sign-in
 * form (leading to the candidate choice); signed in, the ways to start. Either way it says plainly
 * what this device still holds for the server.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue } from '../../lib/store.ts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { sessionAtom } from '../../lib/session.ts';
import { stationDeviceSummary } from '../../offline/interview-station.ts';
import { Button } from '../../ui/form/button.tsx';
import { RecommendationLabel } from '../../ui/recommendation-label.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { drainStationOutbox } from './station-outbox.ts';
import { finishPendingLogout, leaveStation } from './station-session.ts';
import { RECEIPT_VISIBLE_MS, stationReceiptAtom, type StationReceipt } from './station-receipt.atoms.ts';
import './interview.css';
import { focusOnArrival } from '../../ui/focus-on-arrival.ts';

export const STATION_START = '/start-interview/select-applicant';

function useDeviceSummary(signedInUserId: number | undefined) {
  const [summary, setSummary] = useState({ queued: 0, drafts: 0 });
  useEffect(() => {
    let live = true;
    const refresh = async () => {
      await finishPendingLogout();
      if (signedInUserId !== undefined && navigator.onLine) await drainStationOutbox();
      const next = await stationDeviceSummary();
      if (live) setSummary(next);
    };
    void refresh();
    window.addEventListener('online', refresh);
    return () => {
      live = false;
      window.removeEventListener('online', refresh);
    };
  }, [signedInUserId]);
  return summary;
}

/** `signInForm`: the sign-in form leading to STATION_START (composed by the route). */
export function StationRestScreen({ signInForm }: { signInForm: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Interview station`);
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const summary = useDeviceSummary(user?.user_id);
  const [leaving, setLeaving] = useState(false);
  const [receipt, setReceipt] = useAtom(stationReceiptAtom);
  const signedIn = user !== undefined;

  // The confirmation goes when the next person signs in, or after a while on the shared screen.
  useEffect(() => {
    if (!receipt) return;
    if (signedIn) {
      setReceipt(null);
      return;
    }
    const timer = window.setTimeout(() => setReceipt(null), RECEIPT_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [receipt, signedIn, setReceipt]);

  return (
    <section className="station-rest" aria-labelledby="station-title">
      <h1 id="station-title">
        <Trans>Interview station</Trans>
      </h1>
      {receipt && <ReceiptNotice receipt={receipt} onDone={() => setReceipt(null)} />}
      {summary.queued > 0 && (
        <p className="interview-notice" role="status">
          <Plural
            value={summary.queued}
            one="One evaluation is saved on this device and still waiting to be sent. It is sent when the network is back and its interviewer signs in here again. Signing out does not delete it."
            other="# evaluations are saved on this device and still waiting to be sent. Each is sent when the network is back and its interviewer signs in here again. Signing out does not delete them."
          />
        </p>
      )}
      {summary.drafts > 0 && (
        <p className="interview-notice" role="status">
          <Plural
            value={summary.drafts}
            one="One unfinished evaluation is kept on this device. Its interviewer can finish it after signing in."
            other="# unfinished evaluations are kept on this device. Their interviewers can finish them after signing in."
          />
        </p>
      )}
      {user ? (
        <>
          <p>
            <Trans>Signed in as {name}.</Trans>
          </p>
          <nav className="station-rest__menu" aria-label={t`Start`}>
            <Link to="/start-interview/select-applicant" className="button button--primary button--block">
              <Trans>Choose a candidate</Trans>
            </Link>
            <Link to="/start-interview/applicant/interview-list" className="button button--secondary button--block">
              <Trans>Today’s interviews</Trans>
            </Link>
          </nav>
          <Button
            variant="secondary"
            isBlock
            isBusy={leaving}
            onClick={() => {
              setLeaving(true);
              void leaveStation(queryClient).finally(() => setLeaving(false));
            }}
          >
            <Trans>Sign out</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="interview-muted">
            <Trans>
              Interviewers: sign in to run an interview. The station signs out by itself when you submit, or when it is
              left idle.
            </Trans>
          </p>
          {signInForm}
        </>
      )}
    </section>
  );
}

/** The confirmation after a Submit: whose evaluation was sent and what it held. Takes focus, so it is read first. */
function ReceiptNotice({ receipt, onDone }: { receipt: StationReceipt; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusOnArrival(heading.current), []);
  const { candidate, context, questionNotes, questionCount, scores } = receipt;
  return (
    <section className="station-receipt" aria-labelledby="station-receipt-title">
      <h2 id="station-receipt-title" ref={heading} tabIndex={-1}>
        <Trans>Evaluation of {candidate} sent</Trans>
      </h2>
      {context && <p className="interview-muted">{context}</p>}
      <p>
        <Trans>The company has it. Saved:</Trans>
      </p>
      <ul>
        {questionCount > 0 && (
          <li>
            <Trans>
              Notes on {questionNotes} of {questionCount} questions
            </Trans>
          </li>
        )}
        <li>
          <Plural value={scores} one="# score" other="# scores" />
        </li>
        <li>
          <Trans>Recommendation:</Trans> <RecommendationLabel value={receipt.recommendation} />
        </li>
        {receipt.hasOverallNotes && (
          <li>
            <Trans>Overall notes</Trans>
          </li>
        )}
      </ul>
      <p className="interview-muted">
        <Trans>You are signed out. Nothing of this interview is kept on this device.</Trans>
      </p>
      <Button variant="secondary" onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </section>
  );
}
