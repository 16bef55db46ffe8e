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

export default function ChartCanvas({ spec }: { spec: ChartSpec }) {
  if (spec.kind === 'scatter') {
    const { data, options } = scatterConfig(spec);
    return <Scatter data={data} options={options} aria-label={spec.title} role="img" />;
  }
  const { data, options } = seriesConfig(spec);
  return spec.kind === 'line' ? (
    <Line data={data} options={options} aria-label={spec.title} role="img" />
  ) : (
    <Bar data={data} options={options} aria-label={spec.title} role="img" />
  );
}
