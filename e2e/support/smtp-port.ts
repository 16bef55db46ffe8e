/** The port the e2e servers send their mail to (SMTP_URL in playwright.config.ts); forgot-password.spec.ts listens there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 3107) + 50;
