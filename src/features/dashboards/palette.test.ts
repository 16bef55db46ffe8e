/**
 * Every dashboard chart's colours come from the palette, and the palette from the Okabe-Ito set
 * (told apart with every common colour-vision deficiency): a chart cannot bring a colour of its own
 * without one of these failing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scatterConfig, seriesConfig } from './chart-config.ts';
import type { ChartSpec } from './chart-spec.ts';
import { CHART_COLOURS } from './palette.ts';

// Black, orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple.
const OKABE_ITO = ['#000000', '#E69F00', '#56B4E9', '#009E73', '#F0E442', '#0072B2', '#D55E00', '#CC79A7'];
const DASHBOARDS = import.meta.dirname;
const SRC = path.resolve(DASHBOARDS, '../..');

/** Every value of a key that names a colour (backgroundColor, borderColor, color, ...), anywhere in a chart's data and options. */
function colours(value: unknown, key = ''): unknown[] {
  if (/colou?r$/i.test(key)) return Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) return value.flatMap((v) => colours(v));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => colours(v, k));
  return [];
}

const series = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `Series ${i + 1}`, data: [i, i + 1, null] }));
const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `Group ${i + 1}`, data: [{ x: i, y: i * 2 }] }));
const MOST = CHART_COLOURS.length + 3;

/** Each kind and option a dashboard chart may have, with 1 to more datasets than the palette has colours. */
function specs(): ChartSpec[] {
  const out: ChartSpec[] = [];
  for (let n = 1; n <= MOST; n++) {
    for (const kind of ['bar', 'line'] as const) {
      for (const horizontal of [false, true]) {
        for (const stacked of [false, true]) {
          for (const percent of [false, true])
            out.push({
              kind,
              horizontal,
              stacked,
              percent,
              title: 'A chart',
              labels: ['a', 'b', 'c'],
              datasets: series(n),
            });
        }
      }
    }
    out.push({
      kind: 'scatter',
      title: 'A scatter graph',
      labels: [],
      datasets: [],
      points: points(n),
      axes: { x: 'Score', y: 'Stayed' },
    });
  }
  return out;
}

const configOf = (spec: ChartSpec) => (spec.kind === 'scatter' ? scatterConfig(spec) : seriesConfig(spec));

describe('chart colours', () => {
  it('the palette is Okabe-Ito colours only, each once', () => {
    expect(CHART_COLOURS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(CHART_COLOURS).size).toBe(CHART_COLOURS.length);
    for (const colour of CHART_COLOURS) expect(OKABE_ITO).toContain(colour.toUpperCase());
  });

  it("every colour of every chart's data and options is a palette colour", () => {
    for (const spec of specs()) {
      const used = colours(configOf(spec));
      expect(used.length, `${spec.kind} with ${spec.datasets.length || spec.points?.length} series`).toBeGreaterThan(0);
      for (const colour of used) expect(CHART_COLOURS, `${spec.kind} chart colour ${String(colour)}`).toContain(colour);
    }
  });

  it('up to as many series as the palette has colours, no two series share a colour', () => {
    for (const spec of specs()) {
      const { data } = configOf(spec);
      const fills = data.datasets.map((d) => d.backgroundColor);
      if (fills.length <= CHART_COLOURS.length) expect(new Set(fills).size).toBe(fills.length);
    }
  });

  it('only the chart canvas loads chart.js, and it draws with the chart configuration', () => {
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /from '(chart\.js|react-chartjs-2)(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8'))
        )
          importers.push(path.relative(SRC, file));
      }
    };
    walk(SRC);
    expect(importers).toEqual([path.join('features', 'dashboards', 'chart-canvas.tsx')]);
    expect(fs.readFileSync(path.join(DASHBOARDS, 'chart-canvas.tsx'), 'utf8')).toMatch(/from '\.\/chart-config\.ts'/);
  });

  it('no dashboard code writes a colour of its own: colour values live in the palette', () => {
    const literal = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(|[cC]olou?r\s*:\s*['"`]/i;
    const offenders = fs
      .readdirSync(DASHBOARDS)
      .filter(
        (name) =>
          /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') && name !== 'palette.ts',
      )
      .filter((name) => literal.test(fs.readFileSync(path.join(DASHBOARDS, name), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
