/** A database handle that counts the statements run through it: what a read or write costs in round trips. */
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/database.ts';

export function countingStatements(db: Db): { db: Db; count(): number; reset(): void } {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements++;
      return result;
    },
  };
  return {
    db: db.withPlugin(counting),
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
