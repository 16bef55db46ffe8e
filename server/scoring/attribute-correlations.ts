/**
 * Per-attribute correlations of employees' scores with one outcome, for the account-wide turnover
 * panel and the job-profile dashboards alike: rows of (attribute, score, outcome value) grouped by
 * attribute, each group's r with its interval and reading (correlation.ts), strongest first.
 */
import { correlate, pointBiserial, reading, type Correlation } from './correlation.ts';

export interface ScoreOutcomeRow {
  attribute_type_id: number;
  name: string;
  score: number | string;
  /** The outcome: 1 stayed / 0 left for a yes/no outcome, else the value; null when not measured. */
  value: number | null;
}

export interface AttributeCorrelation {
  attribute_type_id: number;
  name: string;
  correlation: Correlation;
  reading: ReturnType<typeof reading>;
  points: { score: number; value: number }[];
}

/** `binary` outcomes (stayed or left) use the point-biserial correlation, others Pearson's r. */
export function attributeCorrelations(
  rows: readonly ScoreOutcomeRow[],
  kind: 'binary' | 'continuous',
): AttributeCorrelation[] {
  const byAttribute = new Map<number, { name: string; points: { score: number; value: number }[] }>();
  for (const row of rows) {
    if (row.value === null) continue;
    const entry = byAttribute.get(row.attribute_type_id) ?? { name: row.name, points: [] };
    entry.points.push({ score: Number(row.score), value: row.value });
    byAttribute.set(row.attribute_type_id, entry);
  }
  const attributes = [...byAttribute.entries()].map(([attribute_type_id, { name, points }]) => {
    const correlation =
      kind === 'binary'
        ? pointBiserial(points.map((p) => ({ x: p.score, outcome: p.value === 1 })))
        : correlate(points.map((p) => ({ x: p.score, y: p.value })));
    return { attribute_type_id, name, correlation, reading: reading(correlation), points };
  });
  attributes.sort(
    (a, b) => Math.abs(b.correlation.r ?? 0) - Math.abs(a.correlation.r ?? 0) || a.name.localeCompare(b.name),
  );
  return attributes;
}
