/** bench/generate-data.ts's row hash: the same data as before at small scales, no overflow at scale 10. */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { sizesFor, stableIntSql } from '../../bench/generate-data.ts';

const pg = new PGlite();
afterAll(() => pg.close());

describe('stableIntSql', () => {
  it('given the row numbers of scale 1, then it gives the values the int4 hash gave', async () => {
    const { rows } = await pg.query<{ changed: number }>(
      `select count(*)::int as changed from generate_series(1, 20000) i
        where ${stableIntSql('i', 3, 17)} <> (abs(hashint4(i * 7919 + 3)) % 17)`,
    );
    expect(rows[0]!.changed).toBe(0);
  });

  it('given the last row numbers of scale 10, then it stays in range without an integer overflow', async () => {
    const last = sizesFor(10).applications;
    expect(last).toBe(1_000_000);
    const { rows } = await pg.query<{ low: number; high: number }>(
      `select min(${stableIntSql('i', 6, 90 * 24 * 60)}) as low, max(${stableIntSql('i', 6, 90 * 24 * 60)}) as high
         from generate_series(${last - 1000}, ${last}) i`,
    );
    expect(rows[0]!.low).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.high).toBeLessThan(90 * 24 * 60);
  });
});
