/**
 * Applicant imports (decision D149): an import is of employees or of applicants; an applicant
 * import is for one requisition, kept with the import so the dry run and the run agree.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table data_imports drop constraint data_imports_import_type_check`.execute(db);
  await sql`alter table data_imports add constraint data_imports_import_type_check check (import_type in ('employees', 'applicants'))`.execute(
    db,
  );
  await sql`alter table data_imports add column job_id integer references jobs (job_id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from data_imports where import_type = 'applicants'`.execute(db);
  await sql`alter table data_imports drop column job_id`.execute(db);
  await sql`alter table data_imports drop constraint data_imports_import_type_check`.execute(db);
  await sql`alter table data_imports add constraint data_imports_import_type_check check (import_type in ('employees'))`.execute(
    db,
  );
}
