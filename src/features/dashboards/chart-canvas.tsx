/**
 * The one module that loads chart.js (through react-chartjs-2): imported lazily by the report
 * panel, so only dashboard routes download it. Registers just the parts bar, line and scatter charts use.
 */
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line, Scatter } from 'react-chartjs-2';
import type { ChartSpec } from './chart-spec.ts';
import { colourAt } from './palette.ts';

ChartJS.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Legend, Tooltip);

function ScatterCanvas({ spec }: { spec: ChartSpec }) {
  const data = {
    datasets: (spec.points ?? []).map((d, i) => ({ label: d.label, data: d.data, backgroundColor: colourAt(i), borderColor: colourAt(i), pointRadius: 4 })),
  };
  const axis = (text: string | undefined) => ({ type: 'linear' as const, title: { display: text !== undefined, text } });
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: (spec.points ?? []).length > 1, position: 'bottom' as const } },
    scales: { x: axis(spec.axes?.x), y: axis(spec.axes?.y) },
  };
  return <Scatter data={data} options={options} aria-label={spec.title} role="img" />;
}

export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  if (spec.kind === 'scatter') return <ScatterCanvas spec={spec} />;
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
  const valueAxis = { beginAtZero: true, stacked: spec.stacked, ...(spec.percent ? { max: 100, ticks: { callback: (v: string | number) => `${v}%` } } : { ticks: { precision: 0 } }) };
  const categoryAxis = { stacked: spec.stacked };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: spec.horizontal ? ('y' as const) : ('x' as const),
    plugins: { legend: { display: spec.datasets.length > 1, position: 'bottom' as const } },
    scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
  const label = spec.title;
  return spec.kind === 'line' ? (
    <Line data={data} options={options} aria-label={label} role="img" />
  ) : (
    <Bar data={data} options={options} aria-label={label} role="img" />
  );
}
