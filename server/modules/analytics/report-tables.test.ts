/** A dashboard report as the weekly mail's tables (D340): figures, lists, nested lists, bins. */
import { describe, expect, it } from 'vitest';
import { reportTables } from './report-tables.ts';

describe('a report as tables', () => {
  it('given a funnel, then its own figures are one row, its steps a table and their activities a table naming their step', () => {
    const tables = reportTables({
      range: { from_date: '2026-11-23', to_date: '2026-11-29' },
      applications: 12,
      steps: [
        {
          position: 1,
          name: 'Screening',
          conversion: null,
          activities: [{ title: 'Form', started: 12, completed: 10 }],
        },
        { position: 2, name: 'Interview', conversion: 0.5, activities: [{ title: 'Call', started: 5, completed: 5 }] },
      ],
      by_day: [],
    });
    expect(tables).toEqual([
      { name: 'figures', columns: ['applications'], rows: [[12]] },
      {
        name: 'steps',
        columns: ['position', 'name', 'conversion'],
        rows: [
          [1, 'Screening', null],
          [2, 'Interview', 0.5],
        ],
      },
      {
        name: 'steps.activities',
        columns: ['of', 'title', 'started', 'completed'],
        rows: [
          ['Screening', 'Form', 12, 10],
          ['Interview', 'Call', 5, 5],
        ],
      },
    ]);
  });

  it('given small objects and score bins, then they are flattened into columns', () => {
    const [figures, attributes] = reportTables({
      time_to_hire: { count: 3, median_days: 4.5 },
      attributes: [{ name: 'Grit', applicants: [0, 1, 2] }],
    });
    expect(figures).toEqual({
      name: 'figures',
      columns: ['time_to_hire.count', 'time_to_hire.median_days'],
      rows: [[3, 4.5]],
    });
    expect(attributes).toEqual({ name: 'attributes', columns: ['name', 'applicants'], rows: [['Grit', '0 1 2']] });
  });
});
