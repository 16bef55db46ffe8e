/** Demo Company's application-form custom fields (usage type 2, seed 001), so the form has something to ask. */
import type { Db } from '../database.ts';

export const DEMO_APPLICATION_FIELDS = [
  {
    label: 'Are you legally authorized to work in the United States?',
    field_type: 'select',
    options: ['Yes', 'No'],
    is_required: true,
  },
  { label: 'Earliest start date', field_type: 'date', options: [], is_required: true },
  { label: 'Desired hourly pay (USD)', field_type: 'number', options: [], is_required: false },
  {
    label: 'How did you hear about us?',
    field_type: 'select',
    options: ['Job board', 'Referral', 'Company website', 'Social media', 'Other'],
    is_required: false,
  },
  { label: 'Anything else we should know?', field_type: 'text', options: [], is_required: false },
] as const;

export async function seedDemoFields(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('account_fields')
    .values(
      DEMO_APPLICATION_FIELDS.map((field, index) => ({
        account_id: demo.account_id,
        usage_type_id: 2,
        field_group: 'application' as const,
        label: field.label,
        field_type: field.field_type,
        options: JSON.stringify(field.options),
        is_required: field.is_required,
        sort_order: index + 1,
      })),
    )
    .execute();
}
