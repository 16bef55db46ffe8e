/**
 * Demo Company's onboarding form "New hire details" in en, es and fr, and a sixth demo
 * requisition, "Store Associate", whose one step is that form. No tracker is seeded (tests and
 * demos apply to it), so no other job's applicant counts move; added after every other demo row
 * so no existing id moves.
 */
import type { OnboardingField } from '../../../contracts/onboarding.ts';
import type { Db } from '../database.ts';
import { austinRequisition } from './demo-interviews.ts';

export const ONBOARDING_JOB_UUID = '0b0a4d18-0000-4000-8000-000000000001';

export const DEMO_ONBOARDING_NAME = {
  en: 'New hire details',
  es: 'Datos de nueva contratación',
  fr: 'Informations du nouvel employé',
};

const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({
  value: size,
  label: { en: size, es: size, fr: size },
}));

export const DEMO_ONBOARDING_FIELDS: OnboardingField[] = [
  {
    field_key: 'legal_name',
    field_type: 'text',
    is_required: true,
    options: [],
    label: { en: 'Full legal name', es: 'Nombre legal completo', fr: 'Nom légal complet' },
  },
  {
    field_key: 'preferred_name',
    field_type: 'text',
    is_required: false,
    options: [],
    label: { en: 'Preferred name', es: 'Nombre preferido', fr: 'Nom d’usage' },
  },
  {
    field_key: 'address',
    field_type: 'long_text',
    is_required: true,
    options: [],
    label: { en: 'Home address', es: 'Dirección de domicilio', fr: 'Adresse du domicile' },
  },
  {
    field_key: 'personal_email',
    field_type: 'email',
    is_required: true,
    options: [],
    label: { en: 'Personal email', es: 'Correo electrónico personal', fr: 'Adresse e-mail personnelle' },
  },
  {
    field_key: 'emergency_name',
    field_type: 'text',
    is_required: true,
    options: [],
    label: { en: 'Emergency contact name', es: 'Nombre del contacto de emergencia', fr: 'Nom du contact d’urgence' },
  },
  {
    field_key: 'emergency_phone',
    field_type: 'phone',
    is_required: true,
    options: [],
    label: {
      en: 'Emergency contact phone',
      es: 'Teléfono del contacto de emergencia',
      fr: 'Téléphone du contact d’urgence',
    },
    help_text: {
      en: 'Digits, spaces and dashes are fine.',
      es: 'Se aceptan dígitos, espacios y guiones.',
      fr: 'Chiffres, espaces et tirets acceptés.',
    },
  },
  {
    field_key: 'start_date',
    field_type: 'date',
    is_required: true,
    options: [],
    label: {
      en: 'Earliest date you can start',
      es: 'Fecha más temprana en que puedes empezar',
      fr: 'Date de début la plus proche possible',
    },
  },
  {
    field_key: 'tshirt_size',
    field_type: 'select',
    is_required: true,
    options: sizes,
    label: { en: 'T-shirt size', es: 'Talla de camiseta', fr: 'Taille de t-shirt' },
  },
  {
    field_key: 'handbook',
    field_type: 'checkbox',
    is_required: true,
    options: [],
    label: {
      en: 'I have read the employee handbook',
      es: 'He leído el manual del empleado',
      fr: 'J’ai lu le manuel de l’employé',
    },
  },
  {
    field_key: 'notes',
    field_type: 'long_text',
    is_required: false,
    options: [],
    label: {
      en: 'Anything we should know before your first day?',
      es: '¿Hay algo que debamos saber antes de tu primer día?',
      fr: 'Y a-t-il quelque chose que nous devrions savoir avant votre premier jour ?',
    },
  },
];

export async function seedDemoOnboarding(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  const { onboarding_form_id } = await db
    .insertInto('account_onboarding_forms')
    .values({
      account_id: demo.account_id,
      name: JSON.stringify(DEMO_ONBOARDING_NAME),
      fields: JSON.stringify(DEMO_ONBOARDING_FIELDS),
    })
    .returning('onboarding_form_id')
    .executeTakeFirstOrThrow();
  const job_id = await austinRequisition(db, demo.account_id, ONBOARDING_JOB_UUID, 'Store Associate');
  const { job_step_id } = await db
    .insertInto('job_steps')
    .values({ job_id, name: 'Welcome aboard', sort_order: 1 })
    .returning('job_step_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_step_activities')
    .values({
      job_step_id,
      activity_type: 'onboarding',
      title: 'New hire details',
      title_i18n: JSON.stringify({ es: 'Datos de la nueva incorporación', fr: 'Informations du nouvel arrivant' }),
      sort_order: 1,
      onboarding_form_id,
    })
    .execute();
}
