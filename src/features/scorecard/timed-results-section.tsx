/**
 * The scorecard's "Timed tests": each activity of the application's plan whose kind shows a result
 * to staff (its `result` in src/kinds/staff.ts), with that result as the server scored it (read
 * with the scorecard itself, D310), what each figure is on, and any approved extra time. Hidden when
 * the plan has none.
 */
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { staffKindOf } from '../../kinds/staff.ts';
import { ScoreLine } from '../../ui/staff-kit/score-help.tsx';
import { formatDate } from './scorecard-format.tsx';
import { Section } from './scorecard-sections.tsx';
import { companyText } from '../../ui/company-text.ts';
import { KIND_BUILT_IN_TITLES } from '../../kinds/candidate.ts';
import { TakenLine, TakenNote, hasSignals } from './taken-facts.tsx';
import { TakenDetails } from './taken-details.tsx';
import { CameraCheckDetails, hasCameraCheck } from './camera-check-details.tsx';
import { SkillsOrderDetails, hasShownOrder } from './skills-order-details.tsx';

function resultText(result: StaffTimedResult, i18n: I18n): string | undefined {
  return staffKindOf(result.activity_type)?.result?.text(i18n, result.figures);
}

export function TimedResultsSection({
  results,
  userSmartreqId,
}: {
  results: readonly StaffTimedResult[];
  /** The application, for the details on demand (absent in print, where nothing opens). */
  userSmartreqId?: number;
}) {
  const { t, i18n } = useLingui();
  if (results.length === 0) return null;
  // What each kind's figures are on, once per kind, under the kind's own name.
  const kinds = [...new Set(results.map((r) => r.activity_type))].flatMap((type) => {
    const kind = staffKindOf(type);
    return kind?.result ? [{ type, label: i18n._(kind.label), scoreKind: kind.result.scoreKind }] : [];
  });
  return (
    <Section id="scorecard-timed" title={<Trans>Timed tests</Trans>}>
      {kinds.map((kind) => (
        <ScoreLine key={kind.type} kind={kind.scoreKind} name={kind.label} />
      ))}
      <div className="scorecard-table-scroll">
        <table className="scorecard-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Activity</Trans>
              </th>
              <th scope="col">
                <Trans>Result</Trans>
              </th>
              <th scope="col">
                <Trans>Finished</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.job_step_activity_id}>
                <th scope="row">{companyText(i18n, { text: result.title }, KIND_BUILT_IN_TITLES)}</th>
                <td>
                  {result.completed_at === null ? <Trans>Not finished yet</Trans> : (resultText(result, i18n) ?? '–')}
                  {result.time_accommodation !== null && result.time_accommodation > 1 && (
                    <>
                      {' '}
                      <span className="scorecard-table__muted">
                        {t`(extra time ×${i18n.number(result.time_accommodation)})`}
                      </span>
                    </>
                  )}
                  {result.taken && <TakenLine taken={result.taken} />}
                  {result.taken && userSmartreqId !== undefined && hasSignals(result.taken) && (
                    <TakenDetails userSmartreqId={userSmartreqId} activityId={result.job_step_activity_id} />
                  )}
                  {userSmartreqId !== undefined && hasShownOrder(result.activity_type) && (
                    <SkillsOrderDetails userSmartreqId={userSmartreqId} activityId={result.job_step_activity_id} />
                  )}
                  {userSmartreqId !== undefined && hasCameraCheck(result.activity_type) && (
                    <CameraCheckDetails userSmartreqId={userSmartreqId} activityId={result.job_step_activity_id} />
                  )}
                </td>
                <td>{result.completed_at ? formatDate(i18n.locale, result.completed_at) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {results.some((r) => r.taken) && <TakenNote />}
    </Section>
  );
}
