/**
 * Runs the background-job worker inside the API process: started when the app is ready (unless
 * config.jobWorker is off), stopped when it closes, so tests and shutdowns leave no timer behind.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { startWorker, type Worker } from './queue.ts';
import { JOB_HANDLERS } from './rescore.ts';

export function installJobWorker(app: FastifyInstance, db: Db, config: Pick<Config, 'jobWorker'>): void {
  if (!config.jobWorker) return;
  let worker: Worker | undefined;
  app.addHook('onReady', async () => {
    worker = startWorker(db, JOB_HANDLERS, {
      onError: (job, error) => app.log.error({ err: error, job_id: job.id, kind: job.kind }, 'background job failed'),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
  });
}
