/**
 * Kysely on PGlite with named prepared statements (D333).
 *
 * PGlite's own `query` sends every statement as a new unnamed one, in six protocol calls (parse,
 * describe, bind, describe, execute, sync), so the embedded database parses, analyses and plans
 * the same text again on every request. Measured on the signed-in user's query: 1.1 ms a call
 * against 0.3 ms for the same statement prepared once. A text with parameters is prepared here
 * once under a name, with its parameter types and row description kept; each later call is one
 * protocol call (bind, execute, sync), and PostgreSQL may keep its plan, as it does for the hot
 * queries on a server (named-statements.ts). Results are parsed by PGlite's own parser with the
 * kept row description: the same rows as `query` gives.
 *
 * Bounded: the most recently used MAX_NAMED texts stay prepared; the least recently used one is
 * closed when another needs its place. A statement whose plan a schema change made wrong for its
 * result (PostgreSQL's "cached plan must not change result type") is forgotten and, outside a
 * transaction, run again unnamed. Texts without parameters (transaction control, migrations) go
 * through PGlite's `query` as before.
 *
 * Plans as on a server (D345): a text registered as a hot query of one fixed shape
 * (named-statements.ts, D146) may keep a generic plan, as its named statement does on PostgreSQL;
 * every other text is planned for each call's values, as an unnamed statement on PostgreSQL is,
 * though it is still parsed once. PostgreSQL's default lets any statement switch to a generic plan
 * after five runs when that plan's estimate is no dearer, and for the dashboards' queries, whose
 * date range is a parameter, the estimate was wrong a hundredfold: the live funnel went from 77 ms
 * to 7.4 s on its sixth run. The session's plan_cache_mode is switched only when the next text
 * wants the other one.
 */
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { statementName } from './named-statements.ts';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const MAX_NAMED = 400;
/** PostgreSQL's feature_not_supported, raised as "cached plan must not change result type". */
const PLAN_CHANGED = '0A000';

type PlanCacheMode = 'auto' | 'force_custom_plan';
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that returns no rows (an insert without `returning`). */
  rowDescription: RowDescription | undefined;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

class NamedStatements {
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #prepared = new Map<string, Prepared>();
  #next = 0;
  /** The session's plan_cache_mode as last set here; undefined when unknown (a rollback undoes a set). */
  #mode: PlanCacheMode | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly maxNamed: number,
  ) {}

  async query<R>(sqlText: string, params: readonly unknown[]): Promise<Results<R>> {
    const { pglite } = this;
    try {
      return await pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(() => this.#run<R>(sqlText, params)),
      );
    } catch (error) {
      // The server keeps the forgotten statement: one closed name per schema change, at most.
      if ((error as { code?: string }).code !== PLAN_CHANGED || !this.#prepared.delete(sqlText)) throw error;
      if (pglite.isInTransaction()) throw error;
      return pglite.query<R>(sqlText, [...params]);
    }
  }

  /** After a rollback, which undoes a `set` made in its transaction. */
  forgetPlanCacheMode(): void {
    this.#mode = undefined;
  }

  async #run<R>(sqlText: string, params: readonly unknown[]): Promise<Results<R>> {
    const { pglite } = this;
    const { serialize } = protocol;
    const mode: PlanCacheMode = statementName(sqlText) ? 'auto' : 'force_custom_plan';
    if (mode !== this.#mode) {
      await this.#send(serialize.query(`set plan_cache_mode = ${mode}`), sqlText, params);
      this.#mode = mode;
    }
    let prepared = this.#prepared.get(sqlText);
    if (prepared) {
      this.#prepared.delete(sqlText);
      this.#prepared.set(sqlText, prepared);
    } else {
      prepared = await this.#prepare(sqlText);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[prepared.paramTypes[i]!];
      return serializer ? serializer(param) : String(param as string);
    });
    const messages = await this.#send(
      concat([
        serialize.bind({ statement: prepared.name, values: values as (string | null)[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      sqlText,
      params,
    );
    const described: BackendMessage[] = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(described, pglite.parsers)[0] as Results<R>;
  }

  async #prepare(sqlText: string): Promise<Prepared> {
    const { serialize } = protocol;
    const parts: Uint8Array[] = [];
    if (this.#prepared.size >= this.maxNamed) {
      const [oldest, { name }] = this.#prepared.entries().next().value!;
      this.#prepared.delete(oldest);
      parts.push(serialize.close({ type: 'S', name }));
    }
    const name = `assay_${++this.#next}`;
    parts.push(serialize.parse({ name, text: sqlText }), serialize.describe({ type: 'S', name }), serialize.sync());
    const messages = await this.#send(concat(parts), sqlText, []);
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m): m is RowDescription => m.name === 'rowDescription'),
    };
    this.#prepared.set(sqlText, prepared);
    return prepared;
  }

  /** One protocol call; a database error carries the query and parameters, as PGlite's `query` gives it. */
  async #send(message: Uint8Array, sqlText: string, params: readonly unknown[]): Promise<BackendMessage[]> {
    try {
      return await this.pglite.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      if (error instanceof Error && 'code' in error) Object.assign(error, { query: sqlText, params });
      throw error;
    } finally {
      await this.pglite.syncToFs();
    }
  }
}

class NamedConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly statements: NamedStatements,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      compiled.parameters.length > 0
        ? await this.statements.query<R>(compiled.sql, compiled.parameters)
        : await this.pglite.query<R>(compiled.sql);
    return result.affectedRows
      ? { numAffectedRows: BigInt(result.affectedRows), rows: result.rows }
      : { rows: result.rows };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

/** One connection (PGlite has one session), handed to one caller at a time. */
class NamedDriver implements Driver {
  readonly #statements: NamedStatements;
  readonly #connection: NamedConnection;
  #held = false;
  readonly #waiting: ((connection: NamedConnection) => void)[] = [];

  constructor(
    private readonly pglite: PGlite,
    maxNamed: number,
  ) {
    this.#statements = new NamedStatements(pglite, maxNamed);
    this.#connection = new NamedConnection(pglite, this.#statements);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#held) {
      this.#held = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next) next(this.#connection);
    else this.#held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#statements.forgetPlanCacheMode();
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteNamedDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    /** How many texts stay prepared at most (a test gives a small figure to see one closed). */
    private readonly maxNamed = MAX_NAMED,
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new NamedDriver(this.pglite, this.maxNamed);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
