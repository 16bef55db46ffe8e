/** An employee's measured attributes and dated outcome values: the participant page's and the person page's. */
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_OUTCOMES, type ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { OUTCOME_LABELS } from './profile-texts.ts';

interface Props {
  scores: readonly { attribute_type_id: number; name: string; score: number; measured_at: string }[];
  outcomes: readonly { outcome: string; value: number; measured_at: string }[];
  /** The headings' level where the page places them. */
  level: 2 | 4;
  headingClass?: string;
}

export function EmployeeMeasures({ scores, outcomes, level, headingClass }: Props) {
  const { i18n } = useLingui();
  const Heading = `h${level}` as const;
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const outcomeName = (name: string) =>
    (PROFILE_OUTCOMES as readonly string[]).includes(name) ? i18n._(OUTCOME_LABELS[name as ProfileOutcome]) : name;
  return (
    <>
      <div className="profiles__section">
        <Heading className={headingClass}>
          <Trans>Measured attributes</Trans>
        </Heading>
        {scores.length === 0 ? (
          <p className="profiles__muted">
            <Trans>Nothing measured yet.</Trans>
          </p>
        ) : (
          <dl className="profiles__facts">
            {scores.map((s) => (
              <div key={s.attribute_type_id} style={{ display: 'contents' }}>
                <dt>{s.name}</dt>
                <dd>
                  <Trans>
                    {i18n.number(s.score)} of 100, {date(s.measured_at)}
                  </Trans>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div className="profiles__section">
        <Heading className={headingClass}>
          <Trans>Outcomes</Trans>
        </Heading>
        {outcomes.length === 0 ? (
          <p className="profiles__muted">
            <Trans>No outcome recorded yet.</Trans>
          </p>
        ) : (
          <dl className="profiles__facts">
            {outcomes.map((o) => (
              <div key={`${o.outcome}-${o.measured_at}`} style={{ display: 'contents' }}>
                <dt>{outcomeName(o.outcome)}</dt>
                <dd>
                  {i18n.number(o.value, { maximumFractionDigits: 2 })} · {date(o.measured_at)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </>
  );
}
