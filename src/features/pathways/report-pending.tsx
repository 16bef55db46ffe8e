import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { errorText } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';

export interface ReportPendingProps {
  report: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch'>;
  /** Said instead of the error when the report cannot exist for this viewer. */
  missing?: ReactNode;
}

/** A pathway report page before its report is there: loading, failed (with a retry) or missing. */
export function ReportPending({ report, missing }: ReportPendingProps) {
  return (
    <>
      <h1>
        <Trans>Pathway report</Trans>
      </h1>
      {missing ? (
        <p role="alert">{missing}</p>
      ) : report.isError ? (
        <div className="pathway-page__error" role="alert">
          <p>{errorText(report.error)}</p>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <p className="pathway-report__muted" role="status">
          <Trans>Loading the report…</Trans>
        </p>
      )}
    </>
  );
}
