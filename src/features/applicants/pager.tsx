import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';
import { PAGE_SIZES, pageCount } from './list-search.ts';

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Previous / next, where we are, and how many a page. */
export function Pager({ page, pageSize, count, onPage, onPageSize }: PagerProps) {
  const { t } = useLingui();
  const pages = pageCount(count, pageSize);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <nav className="list-page__pager" aria-label={t`Pages`}>
      <p className="list-page__pager-status" aria-live="polite">
        <Trans>
          {first}–{last} of {count} applicants, page {page} of {pages}
        </Trans>
      </p>
      <div className="list-page__pager-controls">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Trans>Previous page</Trans>
        </Button>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Trans>Next page</Trans>
        </Button>
        <label className="applicants-pager__size">
          <span>
            <Trans>Per page</Trans>
          </span>
          <select className="form-field__input" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
