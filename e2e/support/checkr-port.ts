/** The port of the background-check journey's Checkr stand-in (CHECKR_API_URL in playwright.config.ts; D237). */
export const E2E_CHECKR_PORT = Number(process.env.E2E_PORT ?? 3107) + 60;
