/**
 * Demo Company's published bias-audit summary (D273's public page): the company-wide audit of every
 * seeded application, with the details NYC Local Law 144 asks it to state, published by the owner.
 * The career page links it, so the demo shows what a regulator or a candidate finds, and the
 * accessibility sweep reaches the public page from that link.
 */
import type { Db } from '../db/database.ts';
import { biasAudit, insertPublication } from '../modules/bias-audit/index.ts';

/** Every seeded application falls in this period (the dashboards' sweep reads the same). */
const DEMO_AUDIT_FROM = '2020-01-01';

export async function seedDemoBiasAudit(db: Db, accountId: number): Promise<void> {
  const owner = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'owner@demo-company.test')
    .executeTakeFirstOrThrow();
  const today = new Date().toISOString().slice(0, 10);
  const report = await biasAudit(db, accountId, { scope: 'company', from_date: DEMO_AUDIT_FROM, to_date: today });
  await insertPublication(
    db,
    accountId,
    report,
    {
      audit_date: today,
      tool_distributed_on: DEMO_AUDIT_FROM,
      data_source: 'historical',
      data_source_note: null,
      auditor: 'Example Fair Hiring Audits (demo)',
    },
    owner.user_id,
  );
}
