// The end-to-end run's one mail sink (scripts/e2e-servers.mjs starts it before the servers and it
// lives as long as they do): an SMTP server that accepts every mail the servers send (SMTP_URL in
// playwright.config.ts) and keeps it in memory (the API tests' server/test/smtp-test-server.ts), and a small HTTP reader
// the journeys ask for what arrived (e2e/support/mailbox.ts):
//   GET /mail             every mail received, oldest first
//   GET /mail?to=<address> the mails whose envelope names that recipient (case-insensitive)
// Both listen on 127.0.0.1 only. Nothing here is part of the product.
import { createServer } from 'node:http';
import { startSmtpTestServer } from '../server/test/smtp-test-server.ts';

/** The JSON form of a received mail (the `Mail` of e2e/support/mailbox.ts). */
function toJson(id, { envelope, parsed, receivedAt }) {
  const sender = parsed.from?.value[0];
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    envelope,
    subject: parsed.subject ?? '',
    fromName: sender?.name ?? '',
    fromAddress: sender?.address ?? '',
    replyTo: parsed.replyTo?.value[0]?.address ?? null,
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: [parsed.references ?? []].flat(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      contentBase64: attachment.content.toString('base64'),
    })),
  };
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Starts the SMTP sink on `smtpPort` and its reader on `readerPort`; resolves once both listen. */
export async function startMailSink({ smtpPort, readerPort }) {
  const smtp = await startSmtpTestServer(smtpPort);
  const received = () => smtp.received.map((mail, index) => toJson(index + 1, mail));
  const reader = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mail') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /mail?to=<address>\n');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to
      ? received().filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to))
      : received();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await listen(reader, readerPort);
  return {
    close: () =>
      Promise.all([
        smtp.close(),
        new Promise((resolve) => {
          reader.closeAllConnections();
          reader.close(() => resolve());
        }),
      ]),
  };
}
