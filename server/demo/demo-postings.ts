/**
 * Demo Company's published job postings, so its career page (/careers/demo-company) lists two
 * real openings on a first run: the Customer Support Specialist requisition in Austin (English,
 * with pay) and the Remote Support Agent one (Spanish, remote in the United States).
 */
import { careerSlugFor, cleanDescription } from '../modules/job-postings/index.ts';
import type { Db } from '../db/database.ts';
import { DEMO_JOBS } from '../db/seed/demo-requisitions.ts';
import { REMOTE_SUPPORT_JOB_UUID } from '../db/seed/demo-typing-speed.ts';

const SUPPORT_SPECIALIST = `Help our customers by phone, chat and email, and make every conversation end with an answer.

## What you will do
- Answer questions about orders, returns and accounts
- Write clear notes so the next colleague can pick up where you left off
- Tell the product team what customers keep asking about

## What we ask
- Friendly, patient and precise writing in English
- Comfortable with a keyboard and several windows at once

Full training in your first week. Apply in a few minutes: short questions and a personality questionnaire you can take on your phone.`;

const REMOTE_AGENT = `Atiende a nuestros clientes por chat y correo desde tu casa.

## Lo que harás
- Resolver dudas sobre pedidos y cuentas
- Registrar cada caso con notas claras

## Lo que pedimos
- Buena ortografía y mecanografía ágil
- Una conexión a internet estable (la comprobamos en la solicitud)`;

export async function seedDemoPostings(db: Db): Promise<void> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['job_id', 'account_id', 'uuid'])
    .where('uuid', 'in', [DEMO_JOBS.openRequisition, REMOTE_SUPPORT_JOB_UUID])
    .execute();
  const jobOf = (uuid: string) => jobs.find((job) => job.uuid === uuid)!;
  const owner = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'owner@demo-company.test')
    .executeTakeFirst();
  const postings = [
    {
      job: jobOf(DEMO_JOBS.openRequisition),
      title: 'Customer Support Specialist',
      description: SUPPORT_SPECIALIST,
      location: 'Austin, TX, US',
      is_remote: false,
      remote_country: null,
      pay_min: '18.00',
      pay_max: '22.00',
      pay_currency: 'USD',
      pay_period: 'HOUR',
      language: 'en',
    },
    {
      job: jobOf(REMOTE_SUPPORT_JOB_UUID),
      title: 'Agente de soporte remoto',
      description: REMOTE_AGENT,
      location: null,
      is_remote: true,
      remote_country: 'US',
      pay_min: null,
      pay_max: null,
      pay_currency: null,
      pay_period: null,
      language: 'es',
    },
  ];
  // A company gets its public address the first time it needs one, as publishing does.
  for (const accountId of new Set(jobs.map((job) => job.account_id))) await careerSlugFor(db, accountId);
  for (const { job, description, ...values } of postings) {
    const clean = cleanDescription(description);
    await db
      .insertInto('job_postings')
      .values({
        ...values,
        account_id: job.account_id,
        job_id: job.job_id,
        description: clean.markdown,
        description_html: clean.html,
        employment_type: 'FULL_TIME',
        status: 'published',
        published_at: new Date(),
        created_by: owner?.user_id ?? null,
      })
      .execute();
  }
}
