import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /**
   * ADMIN_SECOND_FACTOR=1|0: provider admins must sign in with a second factor (D204). On unless
   * the demo seed runs (SEED_DEMO=0 turns it on), whose seeded admin signs in with a password.
   */
  adminSecondFactor: boolean;
  /** Where the built browser app lives; absent in API tests. */
  staticDir: string | undefined;
  /** Public address used in mailed links. */
  publicUrl: string;
  /** Multiplies the sign-in and reset rate limits (tests and load benchmarks raise it). */
  rateLimitFactor: number;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Where the outbox is sent (smtp://user:pass@host:587, smtps://...); unset keeps mail in the outbox. */
  smtpUrl: string | undefined;
  /** The From address of every mail (MAIL_FROM); the sender name is the company's. */
  mailFrom: string;
  /** Mails one company may hand to SMTP per minute (MAIL_RATE_PER_MINUTE). */
  mailRatePerMinute: number;
  /** The platform's own mail (sign-up codes, reset links) per minute (MAIL_PLATFORM_RATE_PER_MINUTE). */
  mailPlatformRatePerMinute: number;
  logLevel: string;
  /** Run the background-job worker in this process (JOB_WORKER=0 turns it off). */
  jobWorker: boolean;
  /** ATS_ALLOW_LOCAL_HTTP=1: orders of applicant tracking systems may give plain http://localhost links (tests, local trials; D145). */
  atsAllowLocalHttp: boolean;
  /** CALENDAR_ALLOW_PRIVATE=1: interviewers' CalDAV servers may be on a private network address (tests, an internal calendar server; D209). */
  calendarAllowPrivate: boolean;
  /** BI_ALLOW_PRIVATE=1: an embedded dashboard's BI server may be on a private network address when tested (tests, an internal Metabase; D235). */
  biAllowPrivate: boolean;
  /** SMS_ALLOW_PRIVATE=1: a company's SMS provider may be on a private network address (tests, an internal SMSC; D236). */
  smsAllowPrivate: boolean;
  /** REPLY_IMAP_ALLOW_PRIVATE=1: a company's reply mailbox may be on a private network address, and then may be read without TLS (tests, an internal mail server; D450). */
  replyImapAllowPrivate: boolean;
  /** CHECKR_API_URL: the background-check provider's API address for the whole deployment (Checkr's by default; a stand-in in tests; D237). */
  checkrApiUrl: string;
  /** CHECKR_TIMEOUT_MS: how long one call to the provider may take (10 s by default). */
  checkrTimeoutMs: number;
  /** JOB_BOARD_ALLOW_PRIVATE=1: a push job board's API may be on a private network address, over plain http (tests, an internal board; D239). */
  jobBoardAllowPrivate: boolean;
  /** JOB_BOARD_TIMEOUT_MS: how long one call to a push job board may take (default 10 s; D239). */
  jobBoardTimeoutMs: number;
  /** How long an attempt's lease lasts after its holder's last write or heartbeat (ATTEMPT_LEASE_MS; tests shorten it). */
  attemptLeaseMs: number;
  /** TLS_CERT_FILE and TLS_KEY_FILE (PEM): the server itself speaks HTTPS, HTTP/2 to browsers and HTTP/1.1 to other clients. */
  tls: { certFile: string; keyFile: string } | undefined;
  /**
   * AI_BASE_URL, AI_API_KEY, AI_MODEL: an OpenAI-compatible chat-completions endpoint for the editor's writing help; unset hides it.
   * AI_IDLE_TIMEOUT_MS: how long the endpoint may stay silent (before its first piece or between two) before the request ends as a timeout.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; idleTimeoutMs: number } | undefined;
  /** FFMPEG_PATH (default /usr/bin/ffmpeg): makes recorded answers' playable copies, posters and captions' audio (D238). Absent: answers play as recorded. */
  ffmpegPath: string;
  /**
   * REPLY_SMTP_PORT: receive candidates' replies over SMTP on this port (D298); unset, nothing is
   * received. REPLY_SMTP_HOST (HOST by default), REPLY_SMTP_MAX_BYTES (10 MB), REPLY_SMTP_RATE_PER_MINUTE
   * (messages per client address, 30). Each company names its reply domain in its settings.
   */
  replyReceiver: { port: number; host: string; maxBytes: number; perClientPerMinute: number } | undefined;
  /**
   * TRANSCRIPTION_BASE_URL, TRANSCRIPTION_API_KEY, TRANSCRIPTION_MODEL: an OpenAI-compatible
   * /audio/transcriptions endpoint for recorded answers' captions and transcripts; unset hides them (D238).
   */
  transcription: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** OIDC_ISSUER and OIDC_CLIENT_ID: the single sign-on provider of companies whose settings name none (D121). */
  oidc: { issuer: string; clientId: string } | undefined;
  /**
   * DNS_SERVERS: the resolvers that check single sign-on domains' TXT records (comma-separated
   * `ip` or `ip:port`; D261); unset, the machine's own.
   */
  dnsServers: string[] | undefined;
  /** S3_BUCKET and the other S3_ variables: stored files live in that bucket; unset keeps them under dataDir/uploads (D126). */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      }
    | undefined;
}

export const DEFAULT_MAIL_RATE_PER_MINUTE = 60;
export const DEFAULT_MAIL_PLATFORM_RATE_PER_MINUTE = 600;
export const DEFAULT_AI_IDLE_TIMEOUT_MS = 30_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const tls = readTls(env);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    adminSecondFactor: env.ADMIN_SECOND_FACTOR ? env.ADMIN_SECOND_FACTOR === '1' : env.SEED_DEMO === '0',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    publicUrl: env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${port}`,
    rateLimitFactor: Math.max(1, Number(env.RATE_LIMIT_MAX ?? 1)),
    accessTokenSeconds: Number(env.ACCESS_TOKEN_SECONDS ?? 900),
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS ?? 30),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `no-reply@${hostOf(env.PUBLIC_URL) ?? 'localhost'}`,
    mailRatePerMinute: perMinute(env.MAIL_RATE_PER_MINUTE, DEFAULT_MAIL_RATE_PER_MINUTE),
    mailPlatformRatePerMinute: perMinute(env.MAIL_PLATFORM_RATE_PER_MINUTE, DEFAULT_MAIL_PLATFORM_RATE_PER_MINUTE),
    logLevel: env.LOG_LEVEL ?? 'warn',
    jobWorker: env.JOB_WORKER !== '0',
    atsAllowLocalHttp: env.ATS_ALLOW_LOCAL_HTTP === '1',
    calendarAllowPrivate: env.CALENDAR_ALLOW_PRIVATE === '1',
    biAllowPrivate: env.BI_ALLOW_PRIVATE === '1',
    smsAllowPrivate: env.SMS_ALLOW_PRIVATE === '1',
    replyImapAllowPrivate: env.REPLY_IMAP_ALLOW_PRIVATE === '1',
    checkrApiUrl: (env.CHECKR_API_URL ?? 'https://api.checkr.com').replace(/\/+$/, ''),
    checkrTimeoutMs: Math.max(100, Number(env.CHECKR_TIMEOUT_MS ?? 10_000) || 10_000),
    jobBoardAllowPrivate: env.JOB_BOARD_ALLOW_PRIVATE === '1',
    jobBoardTimeoutMs: Math.max(100, Number(env.JOB_BOARD_TIMEOUT_MS ?? 10_000) || 10_000),
    attemptLeaseMs: Math.max(1_000, Number(env.ATTEMPT_LEASE_MS ?? 90_000) || 90_000),
    tls,
    ffmpegPath: env.FFMPEG_PATH || '/usr/bin/ffmpeg',
    replyReceiver: env.REPLY_SMTP_PORT
      ? {
          port: Number(env.REPLY_SMTP_PORT),
          host: env.REPLY_SMTP_HOST || host,
          maxBytes: Math.max(1_024, Number(env.REPLY_SMTP_MAX_BYTES ?? 10_485_760) || 10_485_760),
          perClientPerMinute: Math.max(1, Number(env.REPLY_SMTP_RATE_PER_MINUTE ?? 30) || 30),
        }
      : undefined,
    transcription: env.TRANSCRIPTION_BASE_URL
      ? {
          baseUrl: env.TRANSCRIPTION_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.TRANSCRIPTION_API_KEY || undefined,
          model: env.TRANSCRIPTION_MODEL || 'whisper-1',
          timeoutMs: Math.max(1_000, Number(env.TRANSCRIPTION_TIMEOUT_MS ?? 120_000) || 120_000),
        }
      : undefined,
    oidc: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID } : undefined,
    dnsServers: readDnsServers(env.DNS_SERVERS),
    s3: readS3(env),
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.AI_API_KEY || undefined,
          model: env.AI_MODEL || 'gpt-4o-mini',
          idleTimeoutMs: Math.max(
            100,
            Number(env.AI_IDLE_TIMEOUT_MS ?? DEFAULT_AI_IDLE_TIMEOUT_MS) || DEFAULT_AI_IDLE_TIMEOUT_MS,
          ),
        }
      : undefined,
  };
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

function readTls(env: NodeJS.ProcessEnv): Config['tls'] {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile)
    throw new Error('Set both TLS_CERT_FILE and TLS_KEY_FILE to serve HTTPS, or neither to serve plain HTTP.');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

function readS3(env: NodeJS.ProcessEnv): Config['s3'] {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS SDK's own credentials.",
    );
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}

function readDnsServers(value: string | undefined): string[] | undefined {
  const servers = (value ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  return servers.length > 0 ? servers : undefined;
}

/** A whole rate per minute of at least 1 from an environment variable, `fallback` when unset or not a number. */
function perMinute(value: string | undefined, fallback: number): number {
  return Math.max(1, Math.floor(Number(value ?? fallback) || fallback));
}
