import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../form/button.tsx';
import './list-pager.css';

/** Previous and next page, with where the list of employees (or of job profiles) stands. */
export function ListPager({
  page,
  pageSize,
  count,
  onPage,
  noun = 'employees',
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage(page: number): void;
  noun?: 'employees' | 'profiles';
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <nav className="list-pager" aria-label={t`Pages`}>
      <p className="list-pager__where" aria-live="polite">
        {noun === 'profiles' ? (
          <Trans>
            {first}–{last} of {count} profiles, page {page} of {pages}
          </Trans>
        ) : (
          <Trans>
            {first}–{last} of {count} employees, page {page} of {pages}
          </Trans>
        )}
      </p>
      {pages > 1 && (
        <div className="list-pager__actions">
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
