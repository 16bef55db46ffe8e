import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contracts/languages.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { footerFor } from './mail-footer.ts';
import { queueMail, type MailPurpose } from './mail.ts';
import { templatedMail } from './mail-template/templated-mail.ts';

const PURPOSES: MailPurpose[] = [
  { reason: 'password_reset' },
  { reason: 'application_received', accountId: 1 },
  { reason: 'applicant_email', accountId: 1 },
  { reason: 'scorecard_share', accountId: 1, sharedBy: 'Rafael' },
  { reason: 'template_test' },
  { reason: 'staff_invitation', accountId: 1, invitedBy: 'Olivia' },
  { reason: 'interview', accountId: 1, role: 'applicant' },
  { reason: 'interview', accountId: 1, role: 'interviewer' },
  { reason: 'offer', accountId: 1, role: 'applicant' },
  { reason: 'offer', accountId: 1, role: 'staff' },
];

describe('the footer saying why a person receives a mail', () => {
  it('exists for every reason in every language, naming the company or saying "a company" in that language', () => {
    for (const language of LANGUAGES) {
      for (const purpose of PURPOSES)
        expect(
          footerFor(purpose, 'ana@example.test', 'Demo Company', language).length,
          `${language} ${purpose.reason}`,
        ).toBeGreaterThan(40);
    }
    expect(footerFor({ reason: 'applicant_email', accountId: 1 }, 'a@b.test', undefined, 'fr')).toContain(
      'une entreprise',
    );
    expect(footerFor({ reason: 'applicant_email', accountId: 1 }, 'a@b.test', undefined)).toContain('a company');
  });
});

describe('a templated mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('ends with the footer in the language its text was written in', async () => {
    const accountId = (
      await t.db
        .selectFrom('accounts')
        .select('account_id')
        .where('name', '=', 'Demo Company')
        .executeTakeFirstOrThrow()
    ).account_id;
    for (const [language, to] of [
      ['es', 'ana@footer.test'],
      ['fr', 'jean@footer.test'],
      ['de', 'max@footer.test'],
    ] as const) {
      const mail = await templatedMail(t.db, {
        slug: 'application_received',
        to,
        language,
        values: {
          first_name: 'Ana',
          last_name: 'López',
          job_name: 'Support',
          company_name: 'Demo Company',
          tracker_link: 'https://assay.test/t',
        },
        purpose: { reason: 'application_received', accountId },
      });
      await queueMail(t.db, mail);
    }
    const bodies = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'text_body'])
      .where('to_address', 'like', '%@footer.test')
      .execute();
    const body = (to: string) => bodies.find((b) => b.to_address === to)!.text_body;
    expect(body('ana@footer.test')).toContain(
      'Recibes este correo porque te postulaste a un puesto en Demo Company a través de Assay.',
    );
    expect(body('jean@footer.test')).toContain(
      'Vous recevez ce courriel parce que vous avez postulé à un poste chez Demo Company via Assay.',
    );
    // A language the product does not speak gets the English text, and so the English footer.
    expect(body('max@footer.test')).toContain(
      'You received this email because you applied for a position at Demo Company through Assay.',
    );
  });
});
