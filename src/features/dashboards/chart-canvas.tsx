/**
 * The one module that loads chart.js (through react-chartjs-2): imported lazily by the report
 * panel, so only dashboard routes download it. Registers just the parts bar, line and scatter charts use.
 */
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line, Scatter } from 'react-chartjs-2';
import { scatterConfig, seriesConfig } from './chart-config.ts';
import type { ChartSpec } from './chart-spec.ts';

ChartJS.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Legend, Tooltip);

/** `onPick`: a bar or point chosen with the pointer, by its label's index (D314's drill-down; the table's links are the keyboard's way). */
export default function ChartCanvas({
  spec,
  onPick,
}: {
  spec: ChartSpec;
  onPick?: ((index: number) => void) | undefined;
}) {
  if (spec.kind === 'scatter') {
    const { data, options } = scatterConfig(spec);
    return <Scatter data={data} options={options} aria-label={spec.title} role="img" />;
  }
  const series = seriesConfig(spec);
  const data = series.data;
  const options = onPick
    ? {
        ...series.options,
        onClick: (_event: unknown, elements: { index: number }[]) => {
          if (elements[0]) onPick(elements[0].index);
        },
        onHover: (event: { native: Event | null }, elements: unknown[]) => {
          const target = event.native?.target;
          if (target instanceof HTMLElement) target.style.cursor = elements.length ? 'pointer' : 'default';
        },
      }
    : series.options;
  return spec.kind === 'line' ? (
    <Line data={data} options={options} aria-label={spec.title} role="img" />
  ) : (
    <Bar data={data} options={options} aria-label={spec.title} role="img" />
  );
}
