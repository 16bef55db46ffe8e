/**
 * What chart.js is given for a dashboard chart: its data and options, every colour from the
 * palette (the chart canvas only renders these). Kept apart from chart.js so it can be checked
 * without loading it.
 */
import type { ChartSpec } from './chart-spec.ts';
import { colourAt } from './palette.ts';

export function scatterConfig(spec: ChartSpec) {
  const data = {
    datasets: (spec.points ?? []).map((d, i) => ({
      label: d.label,
      data: d.data,
      backgroundColor: colourAt(i),
      borderColor: colourAt(i),
      pointRadius: 4,
    })),
  };
  const axis = (text: string | undefined) => ({
    type: 'linear' as const,
    title: { display: text !== undefined, text },
  });
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: (spec.points ?? []).length > 1, position: 'bottom' as const } },
    scales: { x: axis(spec.axes?.x), y: axis(spec.axes?.y) },
  };
  return { data, options };
}

/** Bar and line charts. */
export function seriesConfig(spec: ChartSpec) {
  const data = {
    labels: spec.labels,
    datasets: spec.datasets.map((d, i) => ({
      label: d.label,
      data: d.data,
      backgroundColor: colourAt(i),
      borderColor: colourAt(i),
      borderWidth: spec.kind === 'line' ? 2 : 0,
    })),
  };
  const valueAxis = {
    beginAtZero: true,
    stacked: spec.stacked,
    ...(spec.percent
      ? { max: 100, ticks: { callback: (v: string | number) => `${v}%` } }
      : { ticks: { precision: 0 } }),
  };
  const categoryAxis = { stacked: spec.stacked };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: spec.horizontal ? ('y' as const) : ('x' as const),
    plugins: { legend: { display: spec.datasets.length > 1, position: 'bottom' as const } },
    scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
  return { data, options };
}
