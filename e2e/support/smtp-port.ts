/**
 * The run's one mail sink (scripts/e2e-mail-sink.mjs, started by scripts/e2e-servers.mjs beside
 * the servers): the servers send their mail to E2E_SMTP_PORT (SMTP_URL in playwright.config.ts),
 * and the journeys read what arrived from E2E_MAIL_READER_PORT (e2e/support/mailbox.ts). The HTTP
 * servers take E2E_PORT to E2E_PORT + WORKERS, the Checkr stand-in E2E_PORT + 60 (checkr-port.ts).
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3107) + 50;
export const E2E_MAIL_READER_PORT = Number(process.env.E2E_PORT ?? 3107) + 51;

/**
 * The SMTP port where the server on `httpPort` receives candidates' replies (D313): every e2e server
 * has its own (scripts/e2e-servers.mjs), HTTP port + 70 (E2E_PORT + 70 to + 72).
 */
export const replyReceiverPort = (httpPort: number) => httpPort + 70;
