/**
 * The server's entry (`npm start`, operators' `node --import tsx server/main.ts`). A new embedded
 * database is first prepared by a child process (first-start.ts, D497) while this one has loaded
 * only the config, so the two together stay small; then the app loads and serves (run-server.ts).
 */
import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { isFirstEmbeddedStart, prepareInChild } from './startup/first-start.ts';

const config = readConfig();
const firstStart = cluster.isPrimary && isFirstEmbeddedStart(config) ? await prepareInChild() : undefined;
const { runServer } = await import('./startup/run-server.ts');
await runServer(config, firstStart);
