/**
 * A Kysely query built and compiled once, then run with each call's values (D127).
 *
 * Building a query (the builder's immutable copies, parsing "table.column" references, compiling
 * to SQL) costs more CPU than the database needs for a one-row lookup, and the lookups that run on
 * every request (the signed-in user) always have the same shape. `prepareQuery` builds the query
 * on first use with a placeholder in place of each argument, keeps the SQL, and on each call swaps
 * the placeholders in the parameter list for the call's values. The SQL is what the builder would
 * have produced for those values, so results cannot differ, provided each argument is used as a
 * plain value (`where(col, '=', arg)`): never a list (refused: `in` spreads one), never branched on, never
 * `null` (Kysely writes `is null` for that). The SQL is compiled by the first database it is run
 * on; PGlite and PostgreSQL share Kysely's PostgreSQL compiler.
 */
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { nameStatement } from './named-statements.ts';

class Placeholder {
  constructor(readonly index: number) {}
}

export function prepareQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, ...args) => {
    // Kysely spreads an array into one parameter per element: the SQL would not fit other lengths.
    if (args.some(Array.isArray)) throw new Error('prepareQuery: every argument must be a plain value, not a list');
    if (!compiled) {
      const placeholders = args.map((_, index) => new Placeholder(index)) as Args;
      compiled = build(db, ...placeholders).compile();
      // One fixed text run on every call: PostgreSQL parses and plans it once per connection (D146).
      nameStatement(compiled.sql);
      const used = new Set(
        compiled.parameters.filter((p): p is Placeholder => p instanceof Placeholder).map((p) => p.index),
      );
      if (used.size !== args.length) {
        compiled = undefined;
        throw new Error('prepareQuery: every argument must appear in the query as a plain value');
      }
    }
    const parameters = compiled.parameters.map((p) => (p instanceof Placeholder ? args[p.index] : p));
    const result = await db.executeQuery<Row>({
      ...compiled,
      parameters,
      queryId: createQueryId(),
    });
    return result.rows;
  };
}
