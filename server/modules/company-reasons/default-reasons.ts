/** The reasons every new company starts with (the demo companies too); company settings edit them. */
import type { Db } from '../../db/database.ts';

export const DEFAULT_REJECTION_REASONS: { rejection_type: 'company' | 'candidate'; name: string }[] = [
  { rejection_type: 'company', name: 'Does not meet minimum qualifications' },
  { rejection_type: 'company', name: 'Assessment results below the requirement' },
  { rejection_type: 'company', name: 'Another candidate was a better fit' },
  { rejection_type: 'company', name: 'Position filled' },
  { rejection_type: 'company', name: 'Did not respond' },
  { rejection_type: 'candidate', name: 'Accepted another offer' },
  { rejection_type: 'candidate', name: 'Compensation expectations' },
  { rejection_type: 'candidate', name: 'No longer interested' },
];

export const DEFAULT_SEPARATION_REASONS: { separation_type: 'voluntary' | 'involuntary'; name: string }[] = [
  { separation_type: 'voluntary', name: 'Took another job' },
  { separation_type: 'voluntary', name: 'Better pay elsewhere' },
  { separation_type: 'voluntary', name: 'Moved away' },
  { separation_type: 'voluntary', name: 'Went back to school' },
  { separation_type: 'voluntary', name: 'Personal reasons' },
  { separation_type: 'involuntary', name: 'Performance' },
  { separation_type: 'involuntary', name: 'Attendance' },
  { separation_type: 'involuntary', name: 'Conduct' },
  { separation_type: 'involuntary', name: 'Position eliminated' },
];

export async function seedDefaultReasons(db: Db, accountId: number): Promise<void> {
  await db
    .insertInto('rejection_reasons')
    .values(DEFAULT_REJECTION_REASONS.map((r, i) => ({ account_id: accountId, ...r, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('separation_reasons')
    .values(DEFAULT_SEPARATION_REASONS.map((r, i) => ({ account_id: accountId, ...r, sort_order: i + 1 })))
    .execute();
}
