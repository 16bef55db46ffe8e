import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatApplicantList, listPosition, parseApplicantList } from './list-navigation.ts';
import './applicant-stepper.css';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('dialog[open]') !== null
  );
}

/**
 * "Applicant 2 of 25" with links to the previous and next applicant of the list the recruiter came
 * from (src/features/scorecard/list-navigation.ts); K and J move too, as in mail readers, unless
 * the focus is in a field or a dialog is open. Nothing shows without a list in the URL.
 */
export function ApplicantStepper({ userSmartreqId, list }: { userSmartreqId: number; list: unknown }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ids = parseApplicantList(list);
  const where = listPosition(ids, userSmartreqId);
  const listValue = formatApplicantList(ids);
  const search = { list: listValue };
  const previous = where?.previous;
  const next = where?.next;

  useEffect(() => {
    if (previous === undefined && next === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      const to = event.key === 'k' ? previous : event.key === 'j' ? next : undefined;
      if (to === undefined) return;
      event.preventDefault();
      void navigate({
        to: '/smartreq-detail-applicant/{-$id}',
        params: { id: String(to) },
        search: { list: listValue },
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next, navigate, listValue]);

  if (!where) return null;
  const { position, total } = where;
  return (
    <nav className="scorecard-stepper" aria-label={t`Applicants in this list`}>
      {previous !== undefined ? (
        <Link
          to="/smartreq-detail-applicant/{-$id}"
          params={{ id: String(previous) }}
          search={search}
          className="scorecard-stepper__link"
          aria-keyshortcuts="k"
          rel="prev"
        >
          <span aria-hidden="true">←</span>
          <Trans>Previous applicant</Trans>
        </Link>
      ) : (
        <span className="scorecard-stepper__link scorecard-stepper__link--none" aria-hidden="true" />
      )}
      <span className="scorecard-stepper__position">
        <Trans>
          Applicant {position} of {total}
        </Trans>
      </span>
      {next !== undefined ? (
        <Link
          to="/smartreq-detail-applicant/{-$id}"
          params={{ id: String(next) }}
          search={search}
          className="scorecard-stepper__link"
          aria-keyshortcuts="j"
          rel="next"
        >
          <Trans>Next applicant</Trans>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="scorecard-stepper__link scorecard-stepper__link--none" aria-hidden="true" />
      )}
    </nav>
  );
}
