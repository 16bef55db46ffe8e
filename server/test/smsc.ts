/**
 * A real SMSC for tests: the `smpp` package's own server mode on 127.0.0.1. It binds transceivers
 * with one system ID and password (anything else: ESME_RBINDFAIL), answers submit_sm with a
 * message id (or ESME_RINVDSTADR for a number in `refuse`), keeps what was submitted, and holds
 * replies and delivery receipts until a client binds, then pushes them with deliver_sm, as an SMSC
 * does for an ESME that was not bound. `silent`: binds are never answered (a slow SMSC).
 */
import type { AddressInfo } from 'node:net';
import smpp from 'smpp';

interface ServerPdu {
  command: string;
  system_id?: string;
  password?: string;
  source_addr?: string;
  destination_addr?: string;
  data_coding?: number;
  short_message?: { message?: string };
  message_payload?: { message?: string };
  response(options?: Record<string, unknown>): unknown;
}
interface ServerSession {
  on(event: string, listener: (pdu: ServerPdu) => void): void;
  send(pdu: unknown): boolean;
  deliver_sm(options: Record<string, unknown>, callback?: (pdu: unknown) => void): void;
  close(): void;
}

export interface Submitted {
  message_id: string;
  from: string;
  to: string;
  text: string;
  data_coding: number;
}

export interface TestSmsc {
  url: string;
  submitted: Submitted[];
  /** Numbers whose messages are refused (ESME_RINVDSTADR). */
  refuse: Set<string>;
  silent: boolean;
  /** A reply from `from` (digits, no +) to `to`, held until a client binds. */
  reply(from: string, to: string, text: string): void;
  /** A delivery receipt for a message id, held until a client binds. */
  receipt(messageId: string, stat: 'DELIVRD' | 'UNDELIV'): void;
  close(): Promise<void>;
}

export async function startSmsc(systemId = 'assay', password = 'secret'): Promise<TestSmsc> {
  const held: Record<string, unknown>[] = [];
  let next = 1;
  const sessions: ServerSession[] = [];
  const smsc: Omit<TestSmsc, 'url' | 'close'> = {
    submitted: [],
    refuse: new Set(),
    silent: false,
    reply: (from, to, text) => held.push({ source_addr: from, destination_addr: to, short_message: text }),
    receipt: (id, stat) =>
      held.push({
        esm_class: 0x04,
        short_message: `id:${id} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:2611270000 done date:2611270001 stat:${stat} err:000 text:`,
      }),
  };
  const server = smpp.createServer((raw) => {
    const session = raw as ServerSession;
    sessions.push(session);
    session.on('bind_transceiver', (pdu) => {
      if (smsc.silent) return;
      if (pdu.system_id !== systemId || pdu.password !== password) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        return;
      }
      session.send(pdu.response());
      for (const message of held.splice(0)) session.deliver_sm(message);
    });
    session.on('submit_sm', (pdu) => {
      if (smsc.refuse.has(pdu.destination_addr ?? '')) {
        session.send(pdu.response({ command_status: smpp.ESME_RINVDSTADR }));
        return;
      }
      const message_id = `m${next++}`;
      smsc.submitted.push({
        message_id,
        from: pdu.source_addr ?? '',
        to: pdu.destination_addr ?? '',
        text: pdu.short_message?.message || pdu.message_payload?.message || '',
        data_coding: pdu.data_coding ?? 0,
      });
      session.send(pdu.response({ message_id }));
    });
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(smsc, {
    url: `smpp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sessions) s.close();
        server.close(() => resolve());
      }),
  });
}
