import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicantData, ApplicationStatus } from '../../../contracts/scorecard.ts';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import { Dropdown } from '../../ui/dropdown.tsx';
import { notify } from '../../ui/notifications.atoms.ts';
import { showUndo } from '../../ui/undo-toast.tsx';
import { useRejectionToastWords } from '../../ui/rejection-email/rejection-toast-words.ts';
import { EmailAddress } from '../../ui/email-address.tsx';
import { HireDialog } from './hire-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { advance, markNew, recover, rescore, setStatus, undoLastChange } from './scorecard.queries.ts';
import { ScoreHelp, ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { TimeAccommodationField } from './time-accommodation-field.tsx';
import { formatDate, formatScore, StatusBadge, useStatusLabel } from './scorecard-format.tsx';
import { stepName } from '../../ui/step-names.ts';
import { reasonName } from '../../ui/reason-names/reason-names.ts';

export interface ScorecardHeaderProps {
  applicant: ApplicantData;
  fitScore: number | null;
  predictiveScore: number | null;
  /** The print view shows the header without its actions. */
  isPrint?: boolean;
}

type Open = 'none' | 'reject' | 'hire' | 'share';

export function ScorecardHeader({ applicant, fitScore, predictiveScore, isPrint }: ScorecardHeaderProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const statusLabel = useStatusLabel();
  const mailWords = useRejectionToastWords();
  const [open, setOpen] = useState<Open>('none');
  const id = applicant.user_smartreq_id;

  // One action at a time (a second click while one runs is ignored); `busy` names the running one for its button.
  const action = useMutation({
    mutationFn: ({ work }: { name: string; work: () => Promise<unknown>; done: string }) => work(),
    onSuccess: (_, { done }) => notify({ type: 'success', body: done }),
    onError: (error) => notify({ type: 'error', body: errorText(error) }),
  });
  const busy = action.isPending ? action.variables.name : undefined;
  const run = (name: string, work: () => Promise<unknown>, done: string) => {
    if (!busy) action.mutate({ name, work, done });
  };
  const chooseStatus = (status: ApplicationStatus) => {
    if (status === 'rejected') setOpen('reject');
    else if (status === 'hired') setOpen('hire');
    else if (applicant.status === 'rejected') run('status', () => recover(queryClient, id), t`Applicant recovered`);
    else run('status', () => setStatus(queryClient, id, 'active'), t`Status changed to Active`);
  };
  const name = `${applicant.first_name} ${applicant.last_name}`;

  return (
    <header className="scorecard-header">
      <p className="scorecard-header__job">
        <Trans>
          {applicant.job_title} · Applied {formatDate(i18n.locale, applicant.application_date)}
        </Trans>
      </p>
      <div className="scorecard-header__title-row">
        <h1 className="scorecard-header__name">{name}</h1>
        <StatusBadge status={applicant.status} />
        {applicant.is_new && (
          <span className="scorecard-badge scorecard-badge--new">
            <Trans>New</Trans>
          </span>
        )}
      </div>
      <dl className="scorecard-facts">
        <div>
          <dt>
            <Trans>Fit score</Trans>
            {!isPrint && <ScoreHelp kind="fit" name={t`Fit score`} />}
          </dt>
          <dd className="scorecard-facts__score">{formatScore(fitScore, i18n.locale) ?? <Trans>Not scored</Trans>}</dd>
        </div>
        {predictiveScore !== null && (
          <div>
            <dt>
              <Trans>Predictive score</Trans>
              {!isPrint && <ScoreHelp kind="predictive" name={t`Predictive score`} />}
            </dt>
            <dd className="scorecard-facts__score">{formatScore(predictiveScore, i18n.locale)}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            <EmailAddress email={applicant.email} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{applicant.phone_number || <Trans>Not given</Trans>}</dd>
        </div>
        <div>
          <dt>
            <Trans>Activities completed</Trans>
          </dt>
          <dd>
            <Trans>
              {applicant.completed_activity_count} of {applicant.total_activity_count}
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <label htmlFor="scorecard-extra-time">
              <Trans>Extra time on timed activities</Trans>
            </label>
          </dt>
          <dd>
            <TimeAccommodationField
              id="scorecard-extra-time"
              userSmartreqId={id}
              value={applicant.time_accommodation}
              readOnly={isPrint}
            />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Assigned to</Trans>
          </dt>
          <dd>
            {applicant.assigned_user ? (
              `${applicant.assigned_user.first_name} ${applicant.assigned_user.last_name}`
            ) : (
              <Trans>Nobody</Trans>
            )}
          </dd>
        </div>
        {applicant.status === 'rejected' && (
          <div>
            <dt>
              <Trans>Rejection reason</Trans>
            </dt>
            <dd>
              {applicant.rejection_reason ? (
                reasonName(i18n, applicant.rejection_reason.name)
              ) : (
                <Trans>None given</Trans>
              )}
              {applicant.rejection_note && <span className="scorecard-facts__note">{applicant.rejection_note}</span>}
            </dd>
          </div>
        )}
        {applicant.status === 'hired' && (
          <div>
            <dt>
              <Trans>Hired</Trans>
            </dt>
            <dd>
              {applicant.hired_at && formatDate(i18n.locale, applicant.hired_at)}
              {applicant.hire_start_date && (
                <span className="scorecard-facts__note">
                  <Trans>Starts {formatDate(i18n.locale, `${applicant.hire_start_date}T12:00:00Z`)}</Trans>
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {isPrint && <ScoreLine kind="fit" name={t`Fit score`} />}
      {isPrint && predictiveScore !== null && <ScoreLine kind="predictive" name={t`Predictive score`} />}
      {!isPrint && (
        <div className="scorecard-actions" role="group" aria-label={t`Applicant actions`}>
          <Dropdown label={<Trans>Change status</Trans>} buttonClassName="button button--secondary">
            {(['active', 'hired', 'rejected'] as const)
              .filter((s) => s !== applicant.status)
              .map((s) => (
                <li key={s}>
                  <button type="button" onClick={() => chooseStatus(s)}>
                    {statusLabel(s)}
                  </button>
                </li>
              ))}
          </Dropdown>
          {/* Moving forward is the primary action (D202); Hire and Reject are secondary. */}
          {applicant.status === 'active' && (
            <Button
              isBusy={busy === 'advance'}
              aria-keyshortcuts="a"
              onClick={() => {
                if (busy) return;
                void advance(queryClient, id).then(
                  (stage) =>
                    showUndo(
                      t`Moved to ${stepName(i18n, stage.stage_name ?? '')}.`,
                      () =>
                        void undoLastChange(queryClient, id).catch((error: unknown) =>
                          notify({ type: 'error', body: errorText(error) }),
                        ),
                    ),
                  (error: unknown) => notify({ type: 'error', body: errorText(error) }),
                );
              }}
            >
              <Trans>Advance</Trans>
            </Button>
          )}
          {applicant.status !== 'rejected' && (
            <Button variant="secondary" onClick={() => setOpen('reject')}>
              <Trans>Reject</Trans>
            </Button>
          )}
          {applicant.status === 'rejected' && (
            <Button
              variant="secondary"
              isBusy={busy === 'recover'}
              onClick={() => run('recover', () => recover(queryClient, id), t`Applicant recovered`)}
            >
              <Trans>Recover</Trans>
            </Button>
          )}
          {!applicant.is_new && (
            <Button
              variant="secondary"
              isBusy={busy === 'new'}
              onClick={() => run('new', () => markNew(queryClient, id), t`Marked as new`)}
            >
              <Trans>Mark as new</Trans>
            </Button>
          )}
          {applicant.status === 'active' && (
            <Button variant="secondary" onClick={() => setOpen('hire')}>
              <Trans>Hire</Trans>
            </Button>
          )}
          <Button
            variant="secondary"
            isBusy={busy === 'rescore'}
            onClick={() => run('rescore', () => rescore(queryClient, id), t`Scores recalculated`)}
          >
            <Trans>Rescore</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setOpen('share')}>
            <Trans>Share</Trans>
          </Button>
          <Link className="button button--secondary" to="/printscorecard" search={{ id }} target="_blank">
            <Trans>Print</Trans>
          </Link>
        </div>
      )}
      {!isPrint && (
        <>
          <RejectDialog
            isOpen={open === 'reject'}
            userSmartreqId={id}
            refId={applicant.ref_id}
            accountId={applicant.account_id}
            onClose={(done, mail) => {
              setOpen('none');
              if (done)
                showUndo(
                  mailWords.rejected(t`Applicant rejected.`, mail),
                  () =>
                    void undoLastChange(queryClient, id).then(
                      (answer) => {
                        const text = mailWords.undone(answer.rejection_email);
                        if (text)
                          notify({ type: answer.rejection_email === 'sent' ? 'warning' : 'success', body: text });
                      },
                      (error: unknown) => notify({ type: 'error', body: errorText(error) }),
                    ),
                );
            }}
          />
          <HireDialog
            key={`${id}-${applicant.first_name}-${applicant.last_name}`}
            isOpen={open === 'hire'}
            applicant={applicant}
            onClose={(done) => {
              setOpen('none');
              if (done) notify({ type: 'success', body: t`Applicant hired` });
            }}
          />
          <ShareDialog isOpen={open === 'share'} userSmartreqId={id} onClose={() => setOpen('none')} />
        </>
      )}
    </header>
  );
}
