/**
 * The summaries a company published on its public bias-audit page, each withdrawn or published
 * again (D208), with the page's link to give the career site and candidates (D273).
 */
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BiasAuditPublication } from '../../../contracts/bias-audit.ts';
import { Button } from '../../ui/form/button.tsx';

export function AuditPublications({
  accountUuid,
  publications,
  isBusy,
  onToggle,
}: {
  /** The company's public id (its public page's address), once known. */
  accountUuid: string;
  publications: BiasAuditPublication[] | undefined;
  isBusy: boolean;
  onToggle: (id: number, isPublished: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <section className="bias-audit__publications" aria-labelledby="audit-publications-title">
      <h2 id="audit-publications-title">
        <Trans>Published summaries</Trans>
      </h2>
      <p className="audit-empty">
        <Link to="/bias-audit/$accountUuid" params={{ accountUuid }}>
          <Trans>Open your public bias-audit page</Trans>
        </Link>{' '}
        <Trans>(your career page links to it while a summary is published).</Trans>
      </p>
      {!publications?.length ? (
        <p className="audit-empty">
          <Trans>Nothing is published yet. A published summary appears on your public bias-audit page.</Trans>
        </p>
      ) : (
        <ul>
          {publications.map((p) => (
            <li key={p.publication_id}>
              <span>
                {p.report.scope === 'company' ? t`The whole company` : p.report.scope_name} · {p.report.from_date} –{' '}
                {p.report.to_date} ·{' '}
                <time dateTime={p.published_at}>{i18n.date(p.published_at, { dateStyle: 'medium' })}</time> ·{' '}
                {p.details.auditor && <>{p.details.auditor} · </>}
                {p.is_published ? <Trans>Published</Trans> : <Trans>Withdrawn</Trans>}
              </span>{' '}
              <Button variant="secondary" isBusy={isBusy} onClick={() => onToggle(p.publication_id, !p.is_published)}>
                {p.is_published ? <Trans>Withdraw</Trans> : <Trans>Publish again</Trans>}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
