/**
 * Demo Company's performance rating scale (D155), saved by the owner through the settings service
 * as on /settings/measurement/employee-performance: five levels, each named and described, which
 * supervisors choose from in a performance review. A company writes its scale in its own words
 * (one text per level: the model keeps no translations), so in English, like the demo company's
 * other settings.
 */
import type { Db } from '../db/database.ts';
import { saveScale } from '../modules/outcomes/index.ts';
import { inlineTransactions } from './seed-services.ts';

export const DEMO_PERFORMANCE_SCALE = [
  { label: 'Below expectations', description: 'Misses most goals of the role; needs close support with the basics.' },
  {
    label: 'Partly meets expectations',
    description: 'Meets some goals and is improving, with help on the harder parts of the job.',
  },
  { label: 'Meets expectations', description: 'Reliably meets the goals of the role and the team’s standards.' },
  {
    label: 'Exceeds expectations',
    description: 'Often goes beyond the goals; colleagues rely on them and learn from them.',
  },
  { label: 'Outstanding', description: 'Sets the standard for the role and improves how the whole team works.' },
];

export async function seedDemoPerformanceScale(trx: Db): Promise<void> {
  const db = inlineTransactions(trx);
  const demo = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('name', '=', 'Demo Company')
    .executeTakeFirstOrThrow();
  await saveScale(db, demo.account_id, DEMO_PERFORMANCE_SCALE);
}
