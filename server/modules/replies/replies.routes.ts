/**
 * Replies come back (D298): the company's reply domain and its reply mailbox (IMAP, D450; company
 * settings access; watched over IDLE where the job worker runs, D475), an application's replies
 * (its staff, as every applicant read), and the SMTP receiver started and stopped with the app when
 * REPLY_SMTP_PORT is set.
 */
import type { FastifyInstance } from 'fastify';
import { applicantDocumentFile } from '../../../contracts/applicant-documents.ts';
import { fillPath } from '../../../contracts/endpoint.ts';
import * as contract from '../../../contracts/replies.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication, checkedCompany } from '../../http/endpoint-access.ts';
import { invalid } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { startReplyReceiver, type ReplyReceiver } from './reply-receiver.ts';
import * as store from './replies.store.ts';
import * as mailbox from './reply-mailbox.service.ts';
import { refuseClearDowngrade } from './mailbox-downgrade.ts';
import { setMailboxNetworkPolicy } from '../../integrations/mailbox/imap-mailbox.ts';
import { requestMailboxPoll } from './reply-mailbox.jobs.ts';
import { startMailboxWatchers } from './reply-mailbox.watch.ts';

export function registerReplyRoutes(app: FastifyInstance, db: Db, config: Config, files: FileStorage): void {
  const isReceiving = config.replyReceiver !== undefined;

  registerEndpoint(app, db, contract.replyDomain, async ({ request }) => ({
    domain: await store.replyDomainOf(db, checkedCompany(request)),
    is_receiving: isReceiving,
  }));

  registerEndpoint(app, db, contract.saveReplyDomain, async ({ body, request }) => {
    const domain = (body.domain ?? '').trim().toLowerCase() || null;
    if (domain !== null && !contract.isReplyDomain(domain))
      throw invalid('domain', 'Enter a domain name such as replies.example.com.');
    await store.saveReplyDomain(db, checkedCompany(request), domain);
    return { domain, is_receiving: isReceiving };
  });

  registerEndpoint(app, db, contract.listReplies, async ({ request }) => {
    const viewer = requireUser(request);
    const application = checkedApplication(request);
    const rows = await store.listReplies(db, application.ref_id);
    const documents = await store.replyDocuments(db, application.ref_id);
    await store.markRepliesRead(db, application.ref_id, viewer.user_id);
    const userSmartreqId = application.user_smartreq_id;
    return rows.map((r) => ({
      reply_id: r.reply_id,
      thread_id: r.thread_id ?? r.reply_id,
      files: documents
        .filter((d) => d.reply_id === r.reply_id)
        .map((d) => ({
          document_id: d.document_id,
          file_name: d.file_name,
          content_type: d.content_type,
          size_bytes: Number(d.size_bytes),
          url: fillPath(applicantDocumentFile.path, { userSmartreqId, documentId: d.document_id }),
        })),
      refused_files: r.refused_files,
      refused_more: r.refused_more,
      from_address: r.from_address,
      from_name: r.from_name,
      is_from_candidate: r.from_address.toLowerCase() === r.candidate_email.toLowerCase(),
      subject: r.subject,
      text: r.text_body,
      received_at: new Date(r.received_at).toISOString(),
      read_at: r.read_at ? new Date(r.read_at).toISOString() : null,
    }));
  });

  setMailboxNetworkPolicy({ allowPrivate: config.replyImapAllowPrivate });
  // The mailboxes are watched over IDLE where the job worker runs (D475), which reads what they hear of.
  const watchers = config.jobWorker
    ? startMailboxWatchers(db, {
        onNewMail: (accountId) => requestMailboxPoll(db, accountId),
        log: (line) => app.log.warn(line),
      })
    : undefined;
  /** The mailbox as this process watches it. */
  const watched = (accountId: number, read: contract.ReplyMailbox): contract.ReplyMailbox => ({
    ...read,
    idle: watchers?.stateOf(accountId) ?? 'off',
  });
  registerEndpoint(app, db, contract.replyMailbox, async ({ request }) =>
    watched(checkedCompany(request), await mailbox.getMailbox(db, checkedCompany(request))),
  );
  registerEndpoint(app, db, contract.saveReplyMailbox, async ({ request, body }) => {
    await refuseClearDowngrade(db, checkedCompany(request), body);
    const saved = await mailbox.saveMailbox(db, requireUser(request), checkedCompany(request), body);
    await watchers?.sync();
    return { ...saved, mailbox: watched(checkedCompany(request), saved.mailbox) };
  });
  registerEndpoint(app, db, contract.checkReplyMailbox, async ({ request }) => {
    const checked = await mailbox.checkMailboxNow(db, files, checkedCompany(request));
    // A mailbox that was failing and now reads is watched again.
    await watchers?.sync();
    return { ...checked, mailbox: watched(checkedCompany(request), checked.mailbox) };
  });
  registerEndpoint(app, db, contract.deleteReplyMailbox, async ({ request }) => {
    const done = await mailbox.disconnectMailbox(db, requireUser(request), checkedCompany(request));
    await watchers?.sync();
    return done;
  });
  if (watchers) {
    app.addHook('onReady', async () => watchers.sync());
    app.addHook('onClose', async () => watchers.stop());
  }

  const receiverOptions = config.replyReceiver;
  if (!receiverOptions) return;
  let receiver: ReplyReceiver | undefined;
  app.addHook('onReady', async () => {
    receiver = await startReplyReceiver(db, {
      ...receiverOptions,
      files,
      tls: config.tls,
      log: (line) => app.log.warn(line),
    });
  });
  app.addHook('onClose', async () => receiver?.close());
}
