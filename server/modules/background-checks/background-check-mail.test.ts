/**
 * The background-check invitation (D369): made from its template in the candidate's language, the
 * platform's version first, English for a language it has none in, the provider's link in both
 * parts. On real PGlite: the seeded database holds the template's rows like every other mail's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { invitationMail } from './background-check-mail.ts';

const LINK = 'https://apply.checkr.example/invitations/inv_123';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const mailIn = (language: string | null) =>
  invitationMail(t.db, {
    to: 'ana@example.test',
    firstName: 'Ana',
    jobTitle: 'Warehouse Associate',
    companyName: 'Demo Company',
    invitationUrl: LINK,
    accountId: 1,
    language,
  });

describe('the background-check invitation', () => {
  it('given a Spanish, a French, an English and an unknown language, then each candidate reads it in theirs (English for the unknown), with the link in both parts', async () => {
    const subjects: Record<string, string> = {};
    for (const language of ['es', 'fr', 'en', 'de', null]) {
      const mail = await mailIn(language);
      subjects[String(language)] = mail.subject;
      expect(mail.text, String(language)).toContain(LINK);
      expect(mail.html, String(language)).toContain(`href="${LINK}"`);
      expect(mail.purpose).toEqual({ reason: 'applicant_email', accountId: 1 });
    }
    expect(subjects).toEqual({
      es: 'Verificación de antecedentes para Warehouse Associate en Demo Company',
      fr: 'Vérification des antécédents pour Warehouse Associate chez Demo Company',
      en: 'Background check for Warehouse Associate at Demo Company',
      de: 'Background check for Warehouse Associate at Demo Company',
      null: 'Background check for Warehouse Associate at Demo Company',
    });
    expect((await mailIn('es')).text).toMatch(/^Hola, Ana:\n\nComo parte de tu candidatura a Warehouse Associate/);
    expect((await mailIn('es')).language).toBe('es');
  });

  it('given the platform’s Spanish version edited, then the Spanish candidate reads the edit and the French one the French text', async () => {
    const edited = await t.db
      .updateTable('email_templates')
      .set({ subject: 'Tu verificación para {{job_name}}', plain_body: 'Hola, {{first_name}}: {{check_link}}' })
      .where('template_slug', '=', 'background_check_invitation')
      .where('account_id', 'is', null)
      .where('language', '=', 'es')
      .executeTakeFirst();
    expect(Number(edited.numUpdatedRows)).toBe(1);
    const es = await mailIn('es');
    expect([es.subject, es.text]).toEqual(['Tu verificación para Warehouse Associate', `Hola, Ana: ${LINK}`]);
    expect((await mailIn('fr')).subject).toBe(
      'Vérification des antécédents pour Warehouse Associate chez Demo Company',
    );
  });
});
