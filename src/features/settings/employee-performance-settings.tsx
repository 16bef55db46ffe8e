/**
 * /settings/measurement/employee-performance: the company's performance rating scale and the
 * questions supervisors answer on it in performance reviews (D155). Company settings access or a
 * provider admin; the server checks each call.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CompanyListPage } from '../../ui/company-list/company-list-page.tsx';
import { performanceScaleQueryOptions } from './employee-performance.queries.ts';
import { PerformanceReviewQuestions } from './performance-review-questions.tsx';
import { PerformanceScaleEditor } from './performance-scale-editor.tsx';
import './custom-fields.css';
import './employee-performance.css';

export function EmployeePerformanceSettings() {
  const { t } = useLingui();
  return (
    <CompanyListPage
      idPrefix="employee-performance"
      title={t`Employee performance`}
      chooseCompany={<Trans>Choose a company to see its performance settings.</Trans>}
    >
      {(accountId) => (
        <>
          <ScaleSection accountId={accountId} />
          <PerformanceReviewQuestions accountId={accountId} />
        </>
      )}
    </CompanyListPage>
  );
}

function ScaleSection({ accountId }: { accountId: number }) {
  // The route's loader reads the first company's; a failed read is the staff pages' error screen (src/ui/route-load-error.tsx).
  const scale = useSuspenseQuery(performanceScaleQueryOptions(accountId));
  return <PerformanceScaleEditor accountId={accountId} scale={scale.data} />;
}
