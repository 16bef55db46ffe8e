import { describe, expect, it } from 'vitest';
import type { ImportOptions } from '../../../contracts/data-import.ts';
import { planImport, type ExistingEmployee } from './plan.ts';

const TODAY = '2026-11-24';
const HEADERS = ['id', 'first', 'last', 'email', 'job', 'start'];
const MAPPING = { employee_id: 'id', first_name: 'first', last_name: 'last', email: 'email', job_title: 'job', start_date: 'start' };
const options = (over: Partial<ImportOptions> = {}): ImportOptions => ({ match_by: 'email', ignore_name_match: false, allow_other_job_matching_start_date: false, ...over });

const employee = (over: Partial<ExistingEmployee>): ExistingEmployee => ({
  employee_id: 1,
  first_name: 'Ana',
  last_name: 'Ng',
  email: 'ana@x.test',
  job_title: 'Clerk',
  location: '',
  start_date: '2025-01-06',
  supervisor_email: null,
  user_id: null,
  hired_from_ref_id: null,
  ...over,
});

const plan = (rows: string[][], over: Partial<ImportOptions> = {}, existing = [employee({})]) =>
  planImport(HEADERS, rows, MAPPING, options(over), existing, TODAY).map((p) => ({ action: p.outcome.action, id: p.outcome.employee_id, problems: p.outcome.problems.map((x) => x.problem), changes: p.outcome.changes }));

describe('planning an import', () => {
  it('given a row without an email, then it falls back to the name and start date, with the job agreeing unless another job is allowed', () => {
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']])[0]).toMatchObject({ action: 'unchanged', id: 1 });
    expect(plan([['', 'ana', 'NG', '', 'Clerk', '2025-01-06']])[0]).toMatchObject({ action: 'update', id: 1, changes: ['first_name', 'last_name'] });
    expect(plan([['', 'Ana', 'Ng', '', 'Manager', '2025-01-06']])[0]).toMatchObject({ action: 'create' });
    expect(plan([['', 'Ana', 'Ng', '', 'Manager', '2025-01-06']], { allow_other_job_matching_start_date: true })[0]).toMatchObject({ action: 'update', id: 1, changes: ['job_title'] });
  });

  it('given names are ignored, then a row with neither id nor email cannot be matched and is refused rather than created twice', () => {
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']], { ignore_name_match: true })[0]).toMatchObject({ action: 'refused', problems: ['no_match_key'] });
  });

  it('given two employees with the same name and start date, then a row matched by name is refused as ambiguous', () => {
    const twins = [employee({}), employee({ employee_id: 2, email: 'ana2@x.test' })];
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']], {}, twins)[0]).toMatchObject({ action: 'refused', problems: ['name_ambiguous'] });
  });

  it("given a row by id whose email is another employee's, then it is refused with email_taken", () => {
    const two = [employee({}), employee({ employee_id: 2, first_name: 'Bo', last_name: 'Li', email: 'bo@x.test' })];
    expect(plan([['2', 'Bo', 'Li', 'ana@x.test', 'Clerk', '2025-01-06']], { match_by: 'employee_id' }, two)[0]).toMatchObject({ action: 'refused', problems: ['email_taken'] });
  });

  it('given an id that is not a number, then the row is refused with that reason alone', () => {
    expect(plan([['abc', 'Ana', 'Ng', 'ana@x.test', 'Clerk', '2025-01-06']], { match_by: 'employee_id' })[0]).toMatchObject({ action: 'refused', problems: ['employee_id_invalid'] });
  });

  it('given an empty cell of a matched employee, then the value they have is kept', () => {
    expect(plan([['', 'Ana', 'Ng', 'ana@x.test', '', '']])[0]).toMatchObject({ action: 'unchanged', id: 1 });
  });

  it('given two new rows with the same email, then the second is refused as a repeat of the first', () => {
    const rows = [
      ['', 'Cy', 'Do', 'cy@x.test', 'Clerk', '2025-02-03'],
      ['', 'Cy', 'Dough', 'CY@x.test', 'Clerk', '2025-02-03'],
    ];
    expect(plan(rows)).toMatchObject([{ action: 'create' }, { action: 'refused', problems: ['duplicate_in_file'] }]);
  });
});
