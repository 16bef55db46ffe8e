/**
 * D199 and D207, once on the real device per language: a Spanish and a French
 * candidate read the company's own text in their language. The owner writes a posting for the demo
 * offer requisition (Assistant Store Manager) with its Spanish and French titles; a visitor's job
 * link shows that title and the plan's steps in the browser's language; an applicant who speaks it
 * is sent an offer made from the English letter the recruiter picked, gets the mail in their
 * language (the company's mail log), sees the plan in it on their tracker, and reads the letter's
 * version in it.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import { OFFER_JOB_TITLE, OFFER_JOB_UUID } from '../server/db/seed/demo-offer-applicants.ts';
import { DEFAULT_LETTER_NAME } from '../server/modules/offer-letter/index.ts';
import { newApplicant, scorecardIdOf } from './support/candidate.ts';
import { ownerApi, signInAt } from './support/sign-in.ts';

const READER = {
  es: {
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    title: 'Subgerente de tienda',
    step: 'Entrevista',
    subject: 'una oferta para',
    letter: 'Oferta de empleo',
    greeting: 'Estimado/a',
  },
  fr: {
    locale: 'fr-FR',
    viewport: { width: 1366, height: 900 },
    title: 'Directeur adjoint de magasin',
    step: 'Entretien',
    subject: 'une offre pour',
    letter: 'Offre d’emploi',
    greeting: 'Bonjour',
  },
} as const;

const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

let owner: { api: APIRequestContext; accountId: number };
test.beforeAll(async ({ baseURL }) => {
  owner = await ownerApi(baseURL!);
});
test.afterAll(async () => owner.api.dispose());

for (const language of ['es', 'fr'] as const) {
  const reader = READER[language];
  test.describe(() => {
    test.use({ locale: reader.locale, viewport: reader.viewport });

    test(`a ${language} candidate reads the posting, the plan, the offer mail and the offer letter in ${language}`, async ({
      page,
      baseURL,
    }) => {
      const stamp = Date.now();
      const email = `lang-${language}-${stamp}@candidate.test`;
      const applicant = await newApplicant(
        baseURL!,
        email,
        OFFER_JOB_UUID,
        { first: 'Inès', last: `L${stamp}` },
        language,
      );
      const userSmartreqId = await scorecardIdOf(baseURL!, applicant.userId);
      const offers = await data<{
        job_id: number;
        activities: { job_step_activity_id: number }[];
        templates: { offer_letter_template_id: number; kind: string; name: string; language: string }[];
      }>(await owner.api.get(`/api/offer/v1/applications/${userSmartreqId}/offers/`));

      // The owner publishes a posting written in English with its Spanish and French titles.
      const posting = await data<{ job_posting_id: number }>(
        await owner.api.post(`/api/job/v1/job-posting/job/${offers.job_id}/`, {
          data: {
            title: OFFER_JOB_TITLE,
            description: 'Lead the store team through every shift.',
            title_i18n: { es: READER.es.title, fr: READER.fr.title },
            description_i18n: { es: 'Dirige al equipo de la tienda.', fr: 'Dirigez l’équipe du magasin.' },
            location: 'Austin, TX, US',
            is_remote: false,
            remote_country: null,
            employment_type: 'FULL_TIME',
            pay_min: null,
            pay_max: null,
            pay_currency: null,
            pay_period: null,
            language: 'en',
            valid_through: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
            is_on_job_boards: false,
          },
        }),
      );
      await data(await owner.api.post(`/api/job/v1/job-posting/${posting.job_posting_id}/publish/`));

      // A visitor in this language sees the posting's title and the plan's steps in it.
      await page.goto(`/?sr=${OFFER_JOB_UUID}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reader.title);
      await expect(page.locator('.job-link__step-name').filter({ hasText: reader.step })).toBeVisible();

      // The recruiter picks the English letter; the offer is made from the candidate's version and sent.
      const englishLetter = offers.templates.find(
        (t) => t.kind === 'letter' && t.language === 'en' && t.name === DEFAULT_LETTER_NAME.en,
      )!;
      const offer = await data<{ offer_uuid: string }>(
        await owner.api.post('/api/offer/v1/offers/', {
          data: {
            user_smartreq_id: userSmartreqId,
            job_step_activity_id: offers.activities[0]!.job_step_activity_id,
            offer_letter_template_id: englishLetter.offer_letter_template_id,
            field_values: { salary: '52000', start_date: '2027-03-01', weekly_hours: '40' },
            signers: [{ role: 'candidate' }],
          },
        }),
      );
      await data(await owner.api.post(`/api/offer/v1/offers/${offer.offer_uuid}/send/`));
      const mails = await data<{ data: { to_address: string; subject: string }[] }>(
        await owner.api.get(
          `/api/account/v1/mail-log/?account_id=${owner.accountId}&search=${encodeURIComponent(email)}`,
        ),
      );
      expect(mails.data.map((m) => m.subject)).toContainEqual(expect.stringContaining(reader.subject));

      // Signed in, the candidate opens the offer from the tracker and reads the letter in their language.
      await signInAt(page, email, `/user/progress-tracker?jobUuid=${OFFER_JOB_UUID}&refId=${applicant.refId}`);
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(reader.step) })).toBeVisible();
      await page.goto(`/offer/${offer.offer_uuid}`);
      const letter = page.getByRole('article');
      await expect(letter).toContainText(reader.letter);
      await expect(letter).toContainText(`${reader.greeting} Inès`);
      await applicant.api.dispose();
    });
  });
}
