import base from './playwright.config.ts';
import { defineConfig } from '@playwright/test';

const PORT = 3208;
export default defineConfig({
  ...base,
  testDir: '/work/main/e2e',
  outputDir: '/tmp/pw-skills-results',
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: { ...(base.webServer as object), cwd: '/work/main', url: `http://127.0.0.1:${PORT}/api/openapi.json`, env: { PORT: String(PORT), RATE_LIMIT_MAX: '1000', SEED_DEMO: '1' } } as never,
});
