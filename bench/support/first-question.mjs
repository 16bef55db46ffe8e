// A new candidate on the career pathway, signed in through the form, on the work values
// questionnaire's first question, reached the way a candidate reaches it (tracker, instruction,
// Continue). Used by bench/lighthouse.mjs and bench/throttled-question.mjs.
/* global document, location -- waitForFunction and evaluate bodies run in the browser */
import { lighthouseBrowser } from './lighthouse-browser.mjs';
import { signUp } from './server.mjs';

const PASSWORD = 'Quartz-lantern-4791';
const PATHWAY = '33333333-3333-4333-8333-333333333333';

/** @returns {Promise<{ browser: import('puppeteer-core').Browser, page: import('puppeteer-core').Page, url: string }>} */
export async function candidateOnFirstQuestion(server, n) {
  const { base, spki } = server;
  const email = `first-question-${Date.now()}-${n}@assay.test`;
  await signUp(server, {
    first_name: 'Light',
    last_name: 'House',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const browser = await lighthouseBrowser(spki);
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${base}/login/career-pathways/${PATHWAY}`, { waitUntil: 'networkidle0' });
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForFunction(() => location.pathname.startsWith('/user/progress-tracker'), { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('a')].some((a) =>
          /Work values questionnaire/.test(a.getAttribute('aria-label') ?? a.textContent ?? ''),
        ),
      { timeout: 30_000 },
    );
    await page.evaluate(() =>
      [...document.querySelectorAll('a')]
        .find((a) => /Work values questionnaire/.test(a.getAttribute('aria-label') ?? a.textContent ?? ''))
        .click(),
    );
    await page
      .waitForFunction(() => location.pathname === '/user/assessment-instruction', { timeout: 30_000 })
      .catch(async (error) => {
        await page.screenshot({ path: '/tmp/lh-fail.png' });
        throw new Error(`not on the instruction screen: ${page.url()}`, { cause: error });
      });
    const start = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('button')].find((b) => /^(Continue|I agree, start)$/.test(b.textContent.trim())),
      { timeout: 30_000 },
    );
    await start.asElement().click();
    await page.waitForFunction(() => location.pathname === '/user/assessment-questions', { timeout: 30_000 });
    await page.locator('[role=radio], input[type=radio]').wait();
    return { browser, page, url: page.url() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
