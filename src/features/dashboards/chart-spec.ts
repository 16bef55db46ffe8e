/** What a dashboard chart draws, apart from chart.js so the panel and its table share the numbers. */
export interface ChartSpec {
  /** A scatter graph draws `points` (one dataset per group) on two number axes named by `axes`. */
  kind: 'bar' | 'line' | 'scatter';
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
  /** Scatter graphs: the points of each group. */
  points?: { label: string; data: { x: number; y: number }[] }[];
  /** Scatter graphs: the names of the axes. */
  axes?: { x: string; y: string };
}
