/**
 * A real SMTP server in the test's own process (smtp-server), reading what arrives with
 * mailparser. Replies can be scripted: each entry of `replies` answers one message's DATA
 * (for example 451 then 550) instead of accepting it; once they are used up, mail is accepted.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { API_PATIENCE } from './patience.ts';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
  receivedAt: Date;
}

export interface ScriptedReply {
  code: number;
  message: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Answers to the next messages, in order, instead of accepting them. */
  replies: ScriptedReply[];
  /** Resolves once `count` mails have arrived (all of them), or rejects after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const replies: ScriptedReply[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client's pooled connection would hold close() for 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const scripted = replies.shift();
          if (scripted) {
            callback(Object.assign(new Error(scripted.message), { responseCode: scripted.code }));
            return;
          }
          const from = session.envelope.mailFrom;
          received.push({
            envelope: { from: from ? from.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
            parsed,
            receivedAt: new Date(),
          });
          callback();
          for (const wake of waiters) wake();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A connection's error (a client that went away) is reported, never thrown: the server keeps running.
  server.on('error', (error) => console.error(`SMTP test server: ${error.message}`));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    replies,
    waitFor(count, timeoutMs = API_PATIENCE.wait) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, ${received.length} arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
