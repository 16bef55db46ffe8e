import { describe, expect, it } from 'vitest';
import { scatterSpec, scatterTable } from './correlation-scatter.ts';

const attribute = {
  attribute_type_id: 1,
  name: 'Conscientiousness',
  correlation: { r: 0.4, n: 3, low: -0.9, high: 0.99, reliable: false },
  reading: { strength: 'moderate' as const, direction: 'positive' as const, excludes_zero: false, too_few: true },
  points: [
    { score: 70, value: 1 },
    { score: 40, value: 0 },
    { score: 55, value: 1 },
  ],
};
const words = { title: 'Scatter', score: 'Score', outcome: 'Outcome', stayed: 'Stayed', left: 'Left' };

describe('the profile scatter graph', () => {
  it('given turnover, then those who stayed and those who left are two groups at 1 and 0', () => {
    const spec = scatterSpec(attribute, 'turnover', words);
    expect(spec.kind).toBe('scatter');
    expect(spec.points).toEqual([
      {
        label: 'Stayed',
        data: [
          { x: 70, y: 1 },
          { x: 55, y: 1 },
        ],
      },
      { label: 'Left', data: [{ x: 40, y: 0 }] },
    ]);
    expect(spec.axes).toEqual({ x: 'Score', y: 'Outcome' });
  });

  it('given performance, then one group of score and rating, and a table sorted by score', () => {
    const spec = scatterSpec({ ...attribute, points: [{ score: 60, value: 4 }] }, 'performance', words);
    expect(spec.points).toEqual([{ label: 'Outcome', data: [{ x: 60, y: 4 }] }]);
    expect(scatterTable(attribute, 'turnover', words).rows).toEqual([
      [40, 'Left'],
      [55, 'Stayed'],
      [70, 'Stayed'],
    ]);
  });
});
