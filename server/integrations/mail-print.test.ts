/** Without SMTP_URL, server/main.ts has the platform's own mail printed as it is queued (D242); a company's is not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { printPlatformMailTo, queueMail } from './mail.ts';

let t: TestApp;
const printed: string[] = [];
beforeAll(async () => {
  t = await startTestApp();
  printPlatformMailTo((text) => printed.push(text));
});
afterAll(async () => {
  printPlatformMailTo(undefined);
  await t.close();
});

describe('printing kept mail', () => {
  it('given a sign-up code and a company’s mail queued, then only the platform’s is printed, with its address, subject and text', async () => {
    await queueMail(t.db, [
      {
        to: 'dana@print.test',
        subject: 'Your Assay sign-up code',
        text: 'Your code:\n\n123456',
        purpose: { reason: 'sign_up_code' },
      },
      {
        to: 'lee@print.test',
        subject: 'Hello',
        text: 'From a company',
        purpose: { reason: 'applicant_email', accountId: 1 },
      },
    ]);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('to dana@print.test: Your Assay sign-up code');
    expect(printed[0]).toMatch(/^ {4}123456$/m);
    printPlatformMailTo(undefined);
    await queueMail(t.db, { to: 'dana@print.test', subject: 'Again', text: 'x', purpose: { reason: 'sign_up_code' } });
    expect(printed).toHaveLength(1);
  });
});
