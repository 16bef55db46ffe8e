/**
 * Messaging (SMS) (seed 002 7.7 "Messaging provider: send, bulk send, messages by phone number";
 * D236). Staff text a candidate from the application, alone or in bulk; the
 * candidate's replies come back into the same thread, matched by phone number within the company.
 * Without a provider connected, messages stay in the company's outbox, visible to staff, as mail
 * does without SMTP. A company connects one provider: SMPP (an SMSC) or the HTTP API shape
 * described in D236. STOP and START replies set the number's opt-out at the company.
 */
import * as z from 'zod/mini';
import { defineEndpoint, OkSchema } from './endpoint.ts';
import { MAX_MESSAGE_BODY } from './message-templates.ts';
import { BULK_MAX_REF_IDS } from './applicant-constants.ts';

// ---------------------------------------------------------------------------------------------
// Segments: what the editor counts while typing and what the server stores with each message.

/** GSM 03.38 basic set (one septet each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table (an escape and the character: two septets each). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export interface SegmentCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** Units a segment of this message holds (160/153 for GSM-7, 70/67 for UCS-2). */
  perSegment: number;
}

/** How a message travels: GSM-7 when every character is in the GSM set, else UCS-2 (and its smaller segments). */
export function countSegments(text: string): SegmentCount {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets === 0 ? 0 : Math.ceil(septets / perSegment),
      perSegment,
    };
  }
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, segments: Math.ceil(units / perSegment), perSegment };
}

// ---------------------------------------------------------------------------------------------
// Opt-out keywords (the CTIA's and carriers' usual set): the whole reply, case and spaces ignored.

export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

export function optKeyword(text: string): 'stop' | 'start' | undefined {
  const word = text.trim().toUpperCase();
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  return undefined;
}

// ---------------------------------------------------------------------------------------------

export const SMS_STATUSES = ['outbox', 'queued', 'sent', 'delivered', 'failed', 'received'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SmsMessageSchema = z.object({
  sms_id: z.number(),
  direction: z.enum(['outbound', 'inbound']),
  /** The candidate's number (E.164). */
  phone_number: z.string(),
  /** The company's number it went from or came to. */
  sender_number: z.string(),
  body: z.string(),
  segments: z.number(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  /** outbox: no provider connected, not sent; queued: waiting for (or between) attempts. */
  status: z.enum(SMS_STATUSES),
  /** The provider's reason for the last failure (kept while a retry is due). */
  last_error: z.string(),
  attempts: z.number(),
  sent_by: z.string(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
});
export type SmsMessage = z.infer<typeof SmsMessageSchema>;

export const SmsThreadSchema = z.object({
  /** The candidate's number in international form; empty when the profile has none usable. */
  phone_number: z.string(),
  /** The number replied STOP (and not START since). */
  opted_out: z.boolean(),
  opted_out_at: z.nullable(z.string()),
  /** The provider in use: empty while messages stay in the outbox. */
  provider: z.enum(['', 'smpp', 'http']),
  messages: z.array(SmsMessageSchema),
});
export type SmsThread = z.infer<typeof SmsThreadSchema>;

const dbId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const SmsBodyField = z.string().check(z.maxLength(20_000));

export const getSmsThread = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/messaging/application/{userSmartreqId}/',
  access: 'applicant-team',
  summary:
    "The text messages between the company and the application's candidate (by the candidate's phone number), replies included, oldest first",
  params: z.object({ userSmartreqId: dbId }),
  response: SmsThreadSchema,
});

export const sendSms = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/messaging/application/{userSmartreqId}/send/',
  access: 'applicant-team',
  summary:
    "Text the application's candidate: merge fields filled on the server; queued for the company's provider (or kept in the outbox without one). 400 without a usable number or with an unknown merge field, 409 when the number opted out",
  params: z.object({ userSmartreqId: dbId }),
  body: z.object({ body: SmsBodyField }),
  response: SmsMessageSchema,
});

export const BulkSmsBody = z.object({
  ref_ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(BULK_MAX_REF_IDS)),
  body: SmsBodyField,
});
export const bulkSendSms = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/messaging/bulk-send/',
  access: 'staff',
  summary:
    'Text several applicants, one message per phone number, merge fields filled per recipient; a foreign or unknown ref_id: 404, nothing queued. Applicants without a usable number or who opted out are skipped and named',
  body: BulkSmsBody,
  response: z.object({
    queued: z.number(),
    skipped: z.array(z.object({ ref_id: z.string(), reason: z.enum(['no_phone', 'opted_out']) })),
  }),
});

export const listSmsMessages = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/messaging/messages/',
  access: 'company-settings',
  summary:
    "The company's text messages, newest first (the outbox while no provider is connected), optionally those of one phone number",
  query: z.object({
    account_id: dbId,
    phone_number: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  }),
  response: z.object({ results: z.array(SmsMessageSchema), count: z.number() }),
});

// ---------------------------------------------------------------------------------------------
// The company's provider connection.

export const SMS_ADAPTERS = ['smpp', 'http'] as const;
export type SmsAdapterKind = (typeof SMS_ADAPTERS)[number];
export const SMS_RATE_MAX = 6000;

export const SmsConnectionSchema = z.object({
  connected: z.boolean(),
  adapter: z.enum(['', ...SMS_ADAPTERS]),
  /** smpp://host:port, or the HTTP API's base address. */
  address: z.string(),
  /** SMPP system_id; unused by the HTTP shape. */
  username: z.string(),
  has_secret: z.boolean(),
  rate_per_minute: z.number(),
  status: z.enum(['unchecked', 'connected', 'failing']),
  last_error: z.string(),
  checked_at: z.nullable(z.string()),
  /** Where the HTTP provider posts replies and delivery reports (signed with the API key). */
  webhook_path: z.string(),
});
export type SmsConnection = z.infer<typeof SmsConnectionSchema>;

export const SaveSmsConnectionBody = z.object({
  account_id: dbId,
  adapter: z.enum(SMS_ADAPTERS),
  address: z.string().check(z.trim(), z.minLength(1, 'Enter the provider’s address'), z.maxLength(500)),
  username: z.string().check(z.trim(), z.maxLength(100)),
  /** Empty keeps the saved one (never sent back), for the same address only. */
  secret: z.string().check(z.maxLength(500)),
  rate_per_minute: z.number().check(z.int(), z.minimum(1), z.maximum(SMS_RATE_MAX)),
});
export type SaveSmsConnection = z.infer<typeof SaveSmsConnectionBody>;

export const SmsTestSchema = z.object({ ok: z.boolean(), reason: z.string(), connection: SmsConnectionSchema });

export const getSmsConnection = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/messaging/connection/',
  access: 'company-settings',
  summary: "The company's messaging provider and how its last use went (never the password or API key)",
  query: z.object({ account_id: dbId }),
  response: SmsConnectionSchema,
});

export const saveSmsConnection = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/messaging/connection/',
  access: 'company-settings',
  summary: "Connect or change the company's messaging provider, then test it at once; answers the test",
  body: SaveSmsConnectionBody,
  response: SmsTestSchema,
});

export const deleteSmsConnection = defineEndpoint({
  method: 'DELETE',
  path: '/integration/v1/messaging/connection/',
  access: 'company-settings',
  summary: "Disconnect the company's provider: messages not yet sent go back to the outbox",
  query: z.object({ account_id: dbId }),
  response: OkSchema,
});

/** What the HTTP shape's provider posts (signed): a reply, or a delivery report of a message it sent. */
export const SmsWebhookBody = z.union([
  z.object({
    type: z.literal('message'),
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    from: z.string().check(z.maxLength(40)),
    to: z.string().check(z.maxLength(40)),
    text: z.string().check(z.maxLength(MAX_MESSAGE_BODY * 2)),
  }),
  z.object({
    type: z.literal('status'),
    id: z.string().check(z.minLength(1), z.maxLength(200)),
    status: z.enum(['delivered', 'failed']),
    error: z.optional(z.string().check(z.maxLength(500))),
  }),
]);
export type SmsWebhook = z.infer<typeof SmsWebhookBody>;

export const smsWebhook = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/messaging/inbound/{accountId}/',
  access: 'public',
  summary:
    "The HTTP provider's replies and delivery reports for a company; X-Sms-Timestamp and X-Sms-Signature (hex HMAC-SHA256 with the API key of `timestamp.body`) are required: 401 when missing, stale or forged",
  params: z.object({ accountId: dbId }),
  body: SmsWebhookBody,
  response: OkSchema,
});
