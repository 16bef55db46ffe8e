/** One server process: the app on the configured port, and a graceful stop (finish what is in flight, then close the database). */
import type { Config } from '../config.ts';
import type { OpenDatabase } from '../db/database.ts';
import { buildApp } from '../app.ts';
import { holdRunningServerLock } from './running-servers-lock.ts';

export interface RunningServer {
  stop(): Promise<void>;
}

/** While stopping, how often connections that have gone idle since (a keep-alive after its last answer) are closed. */
const IDLE_REAP_MS = 100;

export async function serve(config: Config, database: OpenDatabase): Promise<RunningServer> {
  let stopping: Promise<void> | undefined;
  // The lock's callback may stop the server it guards, which exists only once the app listens.
  const self: { running?: RunningServer } = {};
  // Before the app reads the server's keys, until the database is closed: the key replacement
  // refuses while it is held, and a start waits for a replacement under way (D296).
  const presence =
    config.databaseUrl === undefined
      ? undefined
      : await holdRunningServerLock(config.databaseUrl, {
          say: (line) => console.log(line),
          onKeysReplaced: () => {
            console.error(
              '  The server’s keys were replaced while this process had lost its database connection: it stops, to start again with the new keys.',
            );
            void (self.running?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
          },
        });
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
  // An answer finished while stopping ends its connection (HTTP/2 sessions are closed by Fastify).
  app.addHook('onSend', async (request, reply) => {
    if (stopping && request.raw.httpVersionMajor === 1) void reply.header('connection', 'close');
  });
  await app.listen({ port: config.port, host: config.host });
  const running: RunningServer = {
    stop() {
      // Fastify's close stops accepting, answers 503 to new requests on open connections, waits
      // for those in flight, then for the job worker's job in hand, which it gives back to the
      // queue if it outlasts STOP_WAIT_MS (jobs/queue.ts). Node closes idle connections only when
      // the close begins; one whose answer was being written then would otherwise keep the stop
      // waiting for its keep-alive to time out.
      stopping ??= (async () => {
        const server = app.server as { closeIdleConnections?: () => void };
        const reaper = setInterval(() => server.closeIdleConnections?.(), IDLE_REAP_MS);
        try {
          await app.close();
        } finally {
          clearInterval(reaper);
        }
        await database.close();
        await presence?.release();
      })();
      return stopping;
    },
  };
  self.running = running;
  return running;
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
