/**
 * What the correlation dashboards (job profiles, account turnover and performance) draw from one
 * attribute's correlation: the scatter graph and its table (tested below the browser).
 */

/** A scatter graph as the dashboard kit's chart spec has it (src/features/dashboards/chart-spec.ts). */
export interface ScatterChart {
  kind: 'scatter';
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
  points: { label: string; data: { x: number; y: number }[] }[];
  axes: { x: string; y: string };
}

export interface PointsTable {
  columns: string[];
  rows: (string | number | null)[][];
}

/** One point per person: the score and the outcome (1 stayed / 0 left, or the rating). */
type Attribute = { points: readonly { score: number; value: number }[] };
export type CorrelationOutcome = 'turnover' | 'performance';

export interface ScatterWords {
  title: string;
  score: string;
  outcome: string;
  /** Turnover: the two groups' names (stayed, left). */
  stayed: string;
  left: string;
}

/** Turnover points split into those who stayed (1) and those who left (0); performance points are one group. */
export function scatterSpec(attribute: Attribute, outcome: CorrelationOutcome, words: ScatterWords): ScatterChart {
  const points =
    outcome === 'turnover'
      ? [
          {
            label: words.stayed,
            data: attribute.points.filter((p) => p.value === 1).map((p) => ({ x: p.score, y: 1 })),
          },
          { label: words.left, data: attribute.points.filter((p) => p.value !== 1).map((p) => ({ x: p.score, y: 0 })) },
        ]
      : [{ label: words.outcome, data: attribute.points.map((p) => ({ x: p.score, y: p.value })) }];
  return {
    kind: 'scatter',
    title: words.title,
    labels: [],
    datasets: [],
    points,
    axes: { x: words.score, y: words.outcome },
  };
}

/** The same points as rows, lowest score first. */
export function scatterTable(attribute: Attribute, outcome: CorrelationOutcome, words: ScatterWords): PointsTable {
  const rows = [...attribute.points]
    .sort((a, b) => a.score - b.score || a.value - b.value)
    .map((p) => [p.score, outcome === 'turnover' ? (p.value === 1 ? words.stayed : words.left) : p.value]);
  return { columns: [words.score, words.outcome], rows };
}
