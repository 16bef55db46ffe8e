import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

/** Previous and next page, with where the employee list stands. */
export function PeoplePager({ page, pageSize, count, onPage }: { page: number; pageSize: number; count: number; onPage(page: number): void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <nav className="people__pager" aria-label={t`Pages`}>
      <p className="people__muted" aria-live="polite">
        <Trans>
          {first}–{last} of {count} employees, page {page} of {pages}
        </Trans>
      </p>
      {pages > 1 && (
        <div className="people__actions">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Trans>Previous page</Trans>
          </Button>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <Trans>Next page</Trans>
          </Button>
        </div>
      )}
    </nav>
  );
}
