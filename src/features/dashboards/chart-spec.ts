/** What a dashboard chart draws, apart from chart.js so the panel and its table share the numbers. */
export interface ChartSpec {
  kind: 'bar' | 'line';
  /** Horizontal bars (long labels such as step or source names). */
  horizontal?: boolean;
  /** Stacked bars. */
  stacked?: boolean;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
  /** Accessible name of the canvas; the table beside it holds the numbers. */
  title: string;
  /** Y (or X when horizontal) axis shows 0-100 %. */
  percent?: boolean;
}
