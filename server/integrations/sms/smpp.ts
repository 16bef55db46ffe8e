/**
 * The SMPP adapter (the `smpp` package): binds as a transceiver with the company's system_id and
 * password, sends with submit_sm (short_message for one segment, message_payload for longer texts;
 * the package picks GSM-7 or UCS-2 data coding from the text), asks for delivery receipts, and
 * collects the deliver_sm the SMSC pushes while we are bound: replies and receipts. The SMSC keeps
 * those for us while nobody is bound, so a short bind now and then (the poll job) receives them.
 */
import smpp from 'smpp';
import { countSegments } from '../../../contracts/sms.ts';
import {
  assertReachable,
  SMS_TIMEOUT_MS,
  SmsError,
  type InboundEvent,
  type SmsAdapter,
  type SmsCredentials,
} from './sms-adapter.ts';

/** How long a poll waits after the last PDU before it unbinds. */
const QUIET_MS = 700;

interface Pdu {
  command: string;
  command_status: number;
  message_id?: string;
  source_addr?: string;
  destination_addr?: string;
  esm_class?: number;
  short_message?: { message?: string | Buffer } | string | Buffer;
  message_payload?: { message?: string | Buffer } | string | Buffer;
  receipted_message_id?: string;
  response(options?: Record<string, unknown>): unknown;
}

interface Session {
  on(event: string, listener: (arg: never) => void): void;
  send(pdu: unknown): boolean;
  bind_transceiver(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
  submit_sm(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
  unbind(callback: (pdu: Pdu) => void): void;
  close(): void;
  destroy(): void;
}

const STATUS_TEXT: Record<number, string> = {
  0x0d: 'bind failed (ESME_RBINDFAIL): the SMSC refused the system ID or password',
  0x0e: 'invalid password (ESME_RINVPASWD)',
  0x0f: 'invalid system ID (ESME_RINVSYSID)',
  0x0a: 'invalid source address (ESME_RINVSRCADR)',
  0x0b: 'invalid destination address (ESME_RINVDSTADR)',
  0x14: 'message queue full (ESME_RMSGQFUL)',
  0x58: 'throttling error (ESME_RTHROTTLED)',
  0x08: 'system error (ESME_RSYSERR)',
};
/** Refusals of the message itself: sending it again will not help. */
const PERMANENT = new Set([0x0a, 0x0b, 0x01, 0x02, 0x03, 0x0c, 0x45, 0x62, 0x63, 0x64, 0x65, 0x66]);

const describeStatus = (status: number) =>
  STATUS_TEXT[status] ?? `command status 0x${status.toString(16).padStart(8, '0')}`;

function endpointOf(address: string): { host: string; port: number } {
  const url = new URL(address);
  if (url.protocol !== 'smpp:') throw new SmsError('The SMPP address must look like smpp://host:2775.');
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 2775) };
}

function textOf(field: Pdu['short_message']): string {
  if (field === undefined) return '';
  const value = typeof field === 'object' && !Buffer.isBuffer(field) ? field.message : field;
  return value === undefined ? '' : Buffer.isBuffer(value) ? value.toString('latin1') : value;
}

/** A delivery receipt's text (SMPP 3.4 appendix B): "id:… sub:… dlvrd:… … stat:DELIVRD err:… text:…". */
function receiptOf(pdu: Pdu): InboundEvent {
  const text = textOf(pdu.short_message) || textOf(pdu.message_payload);
  const id = pdu.receipted_message_id || /\bid:(\S+)/i.exec(text)?.[1] || '';
  const stat = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? '';
  const err = /\berr:(\w+)/i.exec(text)?.[1] ?? '';
  return {
    kind: 'receipt',
    providerId: id,
    delivered: stat === 'DELIVRD',
    error: stat === 'DELIVRD' ? '' : `The network reported ${stat || 'no status'}${err ? ` (error ${err})` : ''}.`,
  };
}

/**
 * One bound session for the length of `work`: connects, binds, runs it, unbinds. Everything the
 * SMSC pushes meanwhile is acknowledged and collected. Any fault is an SmsError with the reason.
 */
async function withSession<T>(
  credentials: SmsCredentials,
  work: (session: Session, inbound: InboundEvent[], lastPdu: () => number) => Promise<T>,
): Promise<{ result: T; inbound: InboundEvent[] }> {
  const { host, port } = endpointOf(credentials.address);
  await assertReachable(host);
  const inbound: InboundEvent[] = [];
  let last = Date.now();
  return new Promise((resolve, reject) => {
    let settled = false;
    const session = smpp.connect({ host, port }) as unknown as Session;
    const finish = (error: SmsError | undefined, result?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        session.destroy();
        reject(error);
      } else {
        resolve({ result: result as T, inbound });
      }
    };
    const timer = setTimeout(
      () => finish(new SmsError(`The SMSC at ${host}:${port} did not answer within ${SMS_TIMEOUT_MS / 1000} seconds.`)),
      SMS_TIMEOUT_MS,
    );
    session.on('error', (error: Error & { code?: string }) =>
      finish(new SmsError(`Could not reach the SMSC at ${host}:${port}: ${error.code ?? error.message}.`)),
    );
    session.on('close', () => finish(new SmsError(`The SMSC at ${host}:${port} closed the connection.`)));
    session.on('deliver_sm', (pdu: Pdu) => {
      last = Date.now();
      session.send(pdu.response());
      // esm_class bits 2-5 = 0001: an SMSC delivery receipt; else a message from a phone.
      if (((pdu.esm_class ?? 0) & 0x3c) === 0x04) inbound.push(receiptOf(pdu));
      else
        inbound.push({
          kind: 'message',
          providerId: `${pdu.source_addr ?? ''}:${Date.now()}:${inbound.length}`,
          from: pdu.source_addr ?? '',
          to: pdu.destination_addr ?? '',
          text: textOf(pdu.short_message) || textOf(pdu.message_payload),
        });
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('connect', () => {
      session.bind_transceiver(
        { system_id: credentials.username, password: credentials.secret, interface_version: 0x34 },
        (bind) => {
          if (bind.command_status !== 0) {
            finish(new SmsError(`The SMSC refused the bind: ${describeStatus(bind.command_status)}.`));
            return;
          }
          work(session, inbound, () => last).then(
            (result) =>
              session.unbind(() => {
                if (settled) return;
                settled = true;
                clearTimeout(timer);
                session.close();
                resolve({ result, inbound });
              }),
            (error: unknown) => finish(error instanceof SmsError ? error : new SmsError(String(error))),
          );
        },
      );
    });
  });
}

function submit(session: Session, options: Record<string, unknown>): Promise<string> {
  return new Promise((resolve, reject) => {
    session.submit_sm(options, (pdu) => {
      if (pdu.command_status === 0) resolve(pdu.message_id ?? '');
      else
        reject(
          new SmsError(
            `The SMSC refused the message: ${describeStatus(pdu.command_status)}.`,
            PERMANENT.has(pdu.command_status),
          ),
        );
    });
  });
}

const waitQuiet = async (lastPdu: () => number) => {
  while (Date.now() - lastPdu() < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
};

export function smppAdapter(credentials: SmsCredentials): SmsAdapter {
  return {
    async send(message) {
      const single = countSegments(message.body).segments <= 1;
      const { result } = await withSession(credentials, (session) =>
        submit(session, {
          source_addr_ton: 1,
          source_addr_npi: 1,
          source_addr: message.from.replace(/^\+/, ''),
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: message.to.replace(/^\+/, ''),
          registered_delivery: 1,
          ...(single ? { short_message: message.body } : { message_payload: message.body }),
        }),
      );
      return { providerId: result };
    },
    async poll() {
      const { inbound } = await withSession(credentials, (_session, _inbound, lastPdu) => waitQuiet(lastPdu));
      return inbound;
    },
    async test() {
      await withSession(credentials, async () => undefined);
    },
  };
}
