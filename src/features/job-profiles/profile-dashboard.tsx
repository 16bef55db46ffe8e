/**
 * /jobdetails/dashboard/turnover and /performance: for the profile's participants, how each
 * measured attribute relates to staying (point-biserial r) or to the latest performance rating
 * (Pearson's r), with the 95% interval, the number of people and a plain reading; below the
 * reliable minimum it says "too few to rely on" and the screen states that minimum (D118). A
 * scatter graph of the chosen attribute, with its table and CSV, is drawn by the dashboard kit's panel.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProfileCorrelationOutcome } from '../../../contracts/job-profiles.ts';
import { FormField } from '../../ui/form/form-field.tsx';
import { InPlaceRead } from '../../ui/staff-kit/in-place-read.tsx';
import { CorrelationReading } from '../../ui/staff-kit/correlation-reading.tsx';
import { correlationsQueryOptions } from './job-profiles.queries.ts';
import {
  scatterSpec,
  scatterTable,
  type PointsTable,
  type ScatterChart,
} from '../../ui/staff-kit/correlation-scatter.ts';
import { profileErrorText } from './profile-texts.ts';
import { FiguresAsOfLine } from './figures-as-of-line.tsx';
import { CorrelationThreshold, ProfileFilterForm, useProfileFilter } from './profile-filter.tsx';
import './job-profiles.css';

/** The dashboard kit's figure (chart, table, CSV), handed in by the route: features do not import each other. */
export type FigurePanel = ComponentType<{
  title: string;
  summary: ReactNode;
  chart?: ScatterChart;
  table: PointsTable;
  fileName: string;
  empty?: boolean;
}>;

export function ProfileDashboard({
  jobId,
  outcome,
  Panel,
}: {
  jobId: number;
  outcome: ProfileCorrelationOutcome;
  Panel: FigurePanel;
}) {
  const { t, i18n } = useLingui();
  const filter = useProfileFilter();
  const [chosen, setChosen] = useState<number>();
  const title = outcome === 'turnover' ? t`What predicts staying` : t`What predicts performance`;
  const outcomeWord = outcome === 'turnover' ? t`Stayed (1) or left (0)` : t`Performance rating`;
  const wordsOf = (attribute: { name: string }) => ({
    title: t`${attribute.name} and ${outcomeWord}`,
    score: t`${attribute.name} score`,
    outcome: outcomeWord,
    stayed: t`Stayed`,
    left: t`Left`,
  });

  return (
    <section aria-labelledby="profile-dashboard-title">
      <h2 id="profile-dashboard-title" className="profiles__subtitle">
        {title}
      </h2>
      {/* The correlations for the filter chosen, read in place (D488): the previous ones stay while the next load. */}
      <InPlaceRead
        read={correlationsQueryOptions(jobId, outcome, i18n.locale, filter)}
        mutedClassName="profiles__muted"
        textOf={profileErrorText}
      >
        {(data) => {
          const attribute = data.attributes.find((a) => a.attribute_type_id === chosen) ?? data.attributes[0];
          const words = attribute && wordsOf(attribute);
          return (
            <>
              <ProfileFilterForm key={JSON.stringify(filter)} jobId={jobId} locations={data.locations} />
              <CorrelationThreshold reliableMinN={data.reliable_min_n} />
              <p className="profiles__muted">
                {outcome === 'turnover' ? (
                  <Trans>
                    <Plural value={data.participant_count} one="# participant" other="# participants" />, of whom{' '}
                    {data.outcome_count} have left.
                  </Trans>
                ) : (
                  <Trans>
                    <Plural value={data.participant_count} one="# participant" other="# participants" />,{' '}
                    {data.outcome_count} with a performance rating.
                  </Trans>
                )}
              </p>
              <FiguresAsOfLine at={data.figures_as_of} />
              {data.attributes.length === 0 && (
                <p className="profiles__muted">
                  <Trans>
                    No measured participants yet. Add employees with attribute scores to see what predicts this outcome.
                  </Trans>
                </p>
              )}
              {data.attributes.length > 0 && (
                <>
                  <ul className="profiles__correlations profiles__section">
                    {data.attributes.map((a) => (
                      <li key={a.attribute_type_id} className="profiles__correlation">
                        <h3 className="profiles__name">{a.name}</h3>
                        <CorrelationReading
                          attribute={a}
                          minimum={data.reliable_min_n}
                          outcome={outcome === 'turnover' ? 'staying' : 'performance'}
                        />
                      </li>
                    ))}
                  </ul>
                  <FormField id="profile-dashboard-attribute" label={t`Scatter graph of`}>
                    {(a11y) => (
                      <select
                        id="profile-dashboard-attribute"
                        className="form-field__input"
                        value={attribute?.attribute_type_id}
                        onChange={(e) => setChosen(Number(e.target.value))}
                        {...a11y}
                      >
                        {data.attributes.map((a) => (
                          <option key={a.attribute_type_id} value={a.attribute_type_id}>
                            {a.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  {attribute && words && (
                    <Panel
                      title={words.title}
                      summary={
                        <Trans>
                          One point per participant with a score and an outcome: {attribute.points.length} people.
                        </Trans>
                      }
                      chart={scatterSpec(attribute, outcome, words)}
                      table={scatterTable(attribute, outcome, words)}
                      fileName={`profile-${jobId}-${outcome}-${attribute.attribute_type_id}`}
                      empty={attribute.points.length === 0}
                    />
                  )}
                </>
              )}
            </>
          );
        }}
      </InPlaceRead>
    </section>
  );
}
