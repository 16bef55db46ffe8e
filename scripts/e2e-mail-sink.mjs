// The end-to-end run's one mail sink (scripts/e2e-servers.mjs starts it before the servers and it
// lives as long as they do): an SMTP server that accepts every mail the servers send (SMTP_URL in
// playwright.config.ts) and keeps it in memory, parsed with mailparser, and a small HTTP reader
// the journeys ask for what arrived (e2e/support/mailbox.ts):
//   GET /mail             every mail received, oldest first
//   GET /mail?to=<address> the mails whose envelope names that recipient (case-insensitive)
// Both listen on 127.0.0.1 only. Nothing here is part of the product.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** The JSON form of a received mail (the `Mail` of e2e/support/mailbox.ts). */
function toJson(id, session, parsed) {
  const from = session.envelope.mailFrom;
  const sender = parsed.from?.value[0];
  return {
    id,
    receivedAt: new Date().toISOString(),
    envelope: {
      from: from ? from.address : '',
      to: session.envelope.rcptTo.map((recipient) => recipient.address),
    },
    subject: parsed.subject ?? '',
    fromName: sender?.name ?? '',
    fromAddress: sender?.address ?? '',
    replyTo: parsed.replyTo?.value[0]?.address ?? null,
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
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The servers' pooled connections would otherwise hold close() for 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push(toJson(received.length + 1, session, parsed));
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  const reader = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/mail') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /mail?to=<address>\n');
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to
      ? received.filter((mail) => mail.envelope.to.some((address) => address.toLowerCase() === to))
      : received;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await listen(smtp, smtpPort);
  await listen(reader, readerPort);
  // A connection's error (a client that went away) is reported, never thrown: the sink keeps running.
  smtp.on('error', (error) => console.error(`e2e mail sink: ${error.message}`));
  return {
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve())),
        new Promise((resolve) => {
          reader.closeAllConnections();
          reader.close(() => resolve());
        }),
      ]),
  };
}
