/** One server process: the app on the configured port, and a graceful stop (finish what is in flight, then close the database). */
import type { Config } from '../config.ts';
import type { OpenDatabase } from '../db/database.ts';
import { buildApp } from '../app.ts';

export interface RunningServer {
  stop(): Promise<void>;
}

export async function serve(config: Config, database: OpenDatabase): Promise<RunningServer> {
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
  await app.listen({ port: config.port, host: config.host });
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      // Fastify's close stops accepting, answers 503 to new requests on open connections, waits
      // for those in flight and for the job worker's job in hand (its lease is then released).
      stopping ??= (async () => {
        await app.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

/** Stops once on SIGINT or SIGTERM, then exits 0. */
export function stopOnSignals(stop: () => Promise<void>, say: (line: string) => void = () => {}): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`\n  ${signal} received, stopping Assay…`);
    void stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
