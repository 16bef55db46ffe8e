/**
 * The Scale Quality dashboard (D304): every questionnaire scale and skills test the company's
 * candidates completed, with its alpha (KR-20 for a right/wrong test) and 95 % interval, SEM and
 * spread, and "too few" under the minimum; then, for the scale chosen, its distribution of scores
 * and each item's corrected item-total correlation with the items that do not belong flagged.
 * Counted from every completed attempt: the dashboard's range and filters are not shown.
 */
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ItemFlag, ScaleQuality } from '../../../contracts/scale-quality.ts';
import type { Language } from '../../../contracts/user.ts';
import { ReportPanel } from './report-panel.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { Loaded } from './report-view-kit.tsx';
import './scale-quality.css';
import { scaleQualityQuery } from './scale-quality.queries.ts';

const keyOf = (s: ScaleQuality) => `${s.source}-${s.source_id}-${s.attribute_type_id ?? 'test'}`;

export function ScaleQualityView({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const read = scaleQualityQuery(accountId, i18n.locale as Language);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const pickerId = useId();
  const two = (n: number | null) =>
    n === null ? '—' : i18n.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const one = (n: number | null) => (n === null ? '—' : i18n.number(n, { maximumFractionDigits: 1 }));
  return (
    <Loaded read={read}>
      {(r) => {
        const scale = r.scales.find((s) => keyOf(s) === chosen) ?? r.scales[0];
        const minimum = r.min_attempts;
        const status = ({ attempts, too_few }: ScaleQuality) =>
          too_few ? t`Too few: ${attempts} of ${minimum} attempts` : t`Enough attempts`;
        const scaleName = ({ name, right_wrong }: ScaleQuality) => (right_wrong ? t`${name} (KR-20)` : name);
        const pickerLabel = ({ name, source, source_title: title }: ScaleQuality) =>
          source === 'skills_test' ? name : t`${title}: ${name}`;
        // Under the minimum the overview leaves alpha, its interval and the SEM out: the detail shows them, marked.
        // No item is flagged under it (the server withholds the flags): no count either.
        const enough = (s: ScaleQuality, text: string) => (s.too_few ? '—' : text);
        const flagged = (s: ScaleQuality) => enough(s, String(s.item_fits.filter((f) => f.flag !== null).length));
        return (
          <>
            <ReportPanel
              title={t`Reliability of each scale`}
              summary={t`From every completed attempt at your company. Alpha (KR-20 for right-or-wrong tests) is how consistently a scale's items measure one thing; under ${minimum} attempts a scale is marked too few and its figures are not to be relied on. The standard error of measurement (SEM) is how far a score may be from the candidate's true score.`}
              fileName="scale-quality"
              empty={r.scales.length === 0}
              table={{
                columns: [
                  t`Scale`,
                  t({ message: 'From', context: 'where a scale comes from' }),
                  t`Attempts`,
                  t`Alpha`,
                  t`95% interval`,
                  t`SEM`,
                  t`Mean`,
                  t`SD`,
                  t`Flagged items`,
                  t`Status`,
                ],
                rows: r.scales.map((s) => [
                  scaleName(s),
                  s.source === 'skills_test' ? t`Skills test` : s.source_title,
                  s.attempts,
                  enough(s, two(s.alpha)),
                  enough(s, s.ci_low === null || s.ci_high === null ? '—' : `${two(s.ci_low)} – ${two(s.ci_high)}`),
                  enough(s, one(s.sem)),
                  one(s.mean),
                  one(s.sd),
                  flagged(s),
                  status(s),
                ]),
              }}
            />
            {r.scales.length === 0 && (
              <p className="dashboard__empty">
                <Trans>No completed questionnaires or skills tests yet.</Trans>
              </p>
            )}
            {scale && (
              <>
                <div className="scale-quality__picker">
                  <SelectField
                    id={pickerId}
                    label={t`Scale shown in detail`}
                    value={keyOf(scale)}
                    onChange={setChosen}
                    options={r.scales.map((s) => ({ value: keyOf(s), label: pickerLabel(s) }))}
                  />
                </div>
                <ScaleDetail scale={scale} floor={r.item_total_floor} status={status(scale)} two={two} one={one} />
              </>
            )}
          </>
        );
      }}
    </Loaded>
  );
}

function ScaleDetail({
  scale,
  floor,
  status,
  two,
  one,
}: {
  scale: ScaleQuality;
  floor: number;
  status: string;
  two: (n: number | null) => string;
  one: (n: number | null) => string;
}) {
  const { t } = useLingui();
  const { name } = scale;
  const bins = scale.histogram.map((_, i) => `${i * 10}–${i * 10 + 10}`);
  const flagText: Record<ItemFlag, string> = {
    negative: t`Runs against the other items`,
    low: t`Barely follows the other items`,
    constant: t`Everyone answered it alike`,
  };
  const interval =
    scale.ci_low === null || scale.ci_high === null ? '—' : `${two(scale.ci_low)} – ${two(scale.ci_high)}`;
  const [alpha, mean, sd, sem, lowest] = [two(scale.alpha), one(scale.mean), one(scale.sd), one(scale.sem), two(floor)];
  return (
    <>
      <ReportPanel
        title={t`Distribution of scores: ${name}`}
        summary={t`${status}. Alpha ${alpha} (95% interval ${interval}); mean ${mean}, SD ${sd}, SEM ${sem} on the 0-100 scale of the scorecard.`}
        fileName="scale-distribution"
        empty={scale.attempts === 0}
        chart={{
          kind: 'bar',
          title: t`Attempts by score`,
          labels: bins,
          datasets: [{ label: t`Attempts`, data: scale.histogram }],
        }}
        table={{ columns: [t`Score`, t`Attempts`], rows: bins.map((b, i) => [b, scale.histogram[i] ?? 0]) }}
      />
      <ReportPanel
        title={t`Items of ${name}`}
        summary={t`Each item against the total of the other items (corrected item-total correlation). Items under ${lowest} or negative do not measure what the rest of the scale measures.`}
        fileName="scale-items"
        empty={scale.item_fits.length === 0}
        table={{
          columns: [t`Item`, t`Item-total correlation`, t`Flag`],
          rows: scale.item_fits.map(({ text, ...f }) => [
            f.reversed ? t`${text} (reverse-keyed)` : text,
            two(f.r),
            scale.too_few ? '—' : f.flag === null ? t`Belongs` : flagText[f.flag],
          ]),
        }}
      />
    </>
  );
}
