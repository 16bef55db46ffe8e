/**
 * Runs the background-job worker inside the API process (beside app.ts, which installs it: it
 * composes the modules' job handlers as app.ts composes their routes, above the modules, while
 * server/jobs is the queue below them, D404): started when the app is ready (unless
 * config.jobWorker is off), stopped when it closes, so tests and shutdowns leave no timer behind.
 * With SMTP_URL set it also delivers the outbox (integrations/send-mail.ts), through one pooled SMTP connection
 * closed with the worker. The recurring sweeps (jobs/recurring.ts) are scheduled when it starts.
 */
import type { FileStorage } from './storage/file-storage.ts';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { createMailTransport } from './integrations/mail-delivery.ts';
import { startWorkers, type JobHandlers, type Worker } from './jobs/queue.ts';
import { offerExpiryJob } from './modules/offer/index.ts';
import { feedbackReminderJob } from './modules/interview/index.ts';
import { dashboardMailingsJob, dashboardSummariesJob } from './modules/analytics/index.ts';
import { recurringHandlers, scheduleRecurring, type RecurringJob } from './jobs/recurring.ts';
import { DATA_EXPORT_JOB, dataExportHandler, retentionSweepJob } from './modules/data-rights/index.ts';
import { DATA_IMPORT_JOB, dataImportHandler } from './modules/data-import/index.ts';
import { jobProfileSchedulesJob } from './modules/outcomes/index.ts';
import { refreshProfileSummaries } from './modules/job-profiles/index.ts';
import { RESCORE_JOB_HANDLERS } from './modules/scoring/index.ts';
import { ATS_RESULT_JOB, atsResultHandler } from './modules/ats-integrations/index.ts';
import { requestMailDelivery, SEND_MAIL_JOB, sendMailHandler } from './integrations/send-mail.ts';
import { CALENDAR_SYNC_JOB, calendarSyncHandler } from './modules/interview-scheduling/index.ts';
import { PASSWORD_RESET_JOB, passwordResetHandler } from './modules/auth/index.ts';
import { REJECTION_EMAIL_JOB, rejectionEmailHandler } from './modules/applicants/index.ts';
import { SEND_SMS_JOB, SMS_POLL_JOB, sendSmsHandler, smsPollAllJob, smsPollHandler } from './modules/sms/index.ts';
import { BACKGROUND_CHECK_JOB_HANDLERS } from './modules/background-checks/index.ts';
import {
  JOB_DISTRIBUTION_JOB,
  jobDistributionHandler,
  jobDistributionSweep,
} from './modules/job-distribution/index.ts';
import { videoProcessingHandlers } from './modules/video-processing/index.ts';
import { REPLY_MAILBOX_POLL_JOB, replyMailboxPollAllJob, replyMailboxPollHandler } from './modules/replies/index.ts';
import { emptyUploadsSweepJob } from './modules/video/index.ts';

/**
 * The dashboards' summaries job brings the job-profile dashboards' summaries up to date after the
 * company dashboards' (D164), in the same run: job profiles read analytics, so the two are joined
 * here rather than by analytics calling job profiles (D404).
 */
export const summariesJob: RecurringJob = {
  ...dashboardSummariesJob,
  run: async (db) => {
    await dashboardSummariesJob.run(db);
    await refreshProfileSummaries(db);
  },
};

/** The jobs a person waits on (a sign-up code or a reset link by mail, a text message): their own worker (startWorkers). */
const PROMPT_JOBS: ReadonlySet<string> = new Set([SEND_MAIL_JOB, PASSWORD_RESET_JOB, SEND_SMS_JOB]);

export function installJobWorker(
  app: FastifyInstance,
  db: Db,
  config: Pick<
    Config,
    | 'jobWorker'
    | 'smtpUrl'
    | 'mailFrom'
    | 'mailRatePerMinute'
    | 'mailPlatformRatePerMinute'
    | 'publicUrl'
    | 'atsAllowLocalHttp'
    | 'ffmpegPath'
    | 'transcription'
  >,
  files: FileStorage,
): void {
  if (!config.jobWorker) return;
  let worker: Worker | undefined;
  let transport: Transporter | undefined;
  const recurring: RecurringJob[] = [
    offerExpiryJob({ publicUrl: config.publicUrl }),
    retentionSweepJob(files),
    summariesJob,
    jobProfileSchedulesJob(config.publicUrl),
    feedbackReminderJob(config.publicUrl),
    dashboardMailingsJob(config.publicUrl),
    smsPollAllJob,
    jobDistributionSweep,
    replyMailboxPollAllJob,
    emptyUploadsSweepJob(files),
  ];
  app.addHook('onReady', async () => {
    let handlers: JobHandlers = {
      ...RESCORE_JOB_HANDLERS,
      [DATA_EXPORT_JOB]: dataExportHandler(files),
      [DATA_IMPORT_JOB]: dataImportHandler(files, config.publicUrl),
      [ATS_RESULT_JOB]: atsResultHandler(config.publicUrl, config.atsAllowLocalHttp),
      [CALENDAR_SYNC_JOB]: calendarSyncHandler,
      ...BACKGROUND_CHECK_JOB_HANDLERS,
      [PASSWORD_RESET_JOB]: passwordResetHandler(config.publicUrl),
      [REJECTION_EMAIL_JOB]: rejectionEmailHandler(config.publicUrl),
      [SEND_SMS_JOB]: sendSmsHandler,
      [SMS_POLL_JOB]: smsPollHandler,
      [JOB_DISTRIBUTION_JOB]: jobDistributionHandler(config.publicUrl),
      [REPLY_MAILBOX_POLL_JOB]: replyMailboxPollHandler(files),
      ...videoProcessingHandlers(files, config),
      ...recurringHandlers(recurring),
    };
    if (config.smtpUrl) {
      transport = createMailTransport(config.smtpUrl);
      handlers = {
        ...handlers,
        [SEND_MAIL_JOB]: sendMailHandler(transport, {
          from: config.mailFrom,
          ratePerMinute: config.mailRatePerMinute,
          platformRatePerMinute: config.mailPlatformRatePerMinute,
        }),
      };
      // Mail queued before SMTP_URL was set, or before a restart, goes out now.
      await requestMailDelivery(db);
    }
    await scheduleRecurring(db, recurring);
    worker = startWorkers(db, handlers, PROMPT_JOBS, {
      onError: (job, error) => app.log.error({ err: error, job_id: job.id, kind: job.kind }, 'background job failed'),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    worker = undefined;
    transport?.close();
    transport = undefined;
  });
}
