/** What the profile dashboards draw from one attribute's correlation: the scatter graph and its table (tested below the browser). */
import type { ProfileCorrelation, ProfileCorrelationOutcome } from '../../../contracts/job-profiles.ts';

/** A scatter graph as the dashboard kit's chart spec has it (src/features/dashboards/chart-spec.ts), which the route hands in. */
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

type Attribute = ProfileCorrelation['attributes'][number];

export interface ScatterWords {
  title: string;
  score: string;
  outcome: string;
  /** Turnover: the two groups' names (stayed, left). */
  stayed: string;
  left: string;
}

/** Turnover points split into those who stayed (1) and those who left (0); performance points are one group. */
export function scatterSpec(attribute: Attribute, outcome: ProfileCorrelationOutcome, words: ScatterWords): ScatterChart {
  const points =
    outcome === 'turnover'
      ? [
          { label: words.stayed, data: attribute.points.filter((p) => p.value === 1).map((p) => ({ x: p.score, y: 1 })) },
          { label: words.left, data: attribute.points.filter((p) => p.value !== 1).map((p) => ({ x: p.score, y: 0 })) },
        ]
      : [{ label: words.outcome, data: attribute.points.map((p) => ({ x: p.score, y: p.value })) }];
  return { kind: 'scatter', title: words.title, labels: [], datasets: [], points, axes: { x: words.score, y: words.outcome } };
}

/** The same points as rows, lowest score first. */
export function scatterTable(attribute: Attribute, outcome: ProfileCorrelationOutcome, words: ScatterWords): PointsTable {
  const rows = [...attribute.points].sort((a, b) => a.score - b.score || a.value - b.value).map((p) => [p.score, outcome === 'turnover' ? (p.value === 1 ? words.stayed : words.left) : p.value]);
  return { columns: [words.score, words.outcome], rows };
}
