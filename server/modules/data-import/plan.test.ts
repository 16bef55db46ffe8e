import { describe, expect, it } from 'vitest';
import type { ImportOptions } from '../../../contracts/data-import.ts';
import { planImport, type CompanySeparationReason, type ExistingEmployee } from './plan.ts';

const TODAY = '2026-11-24';
const HEADERS = ['id', 'first', 'last', 'email', 'job', 'start'];
const MAPPING = {
  employee_id: 'id',
  first_name: 'first',
  last_name: 'last',
  email: 'email',
  job_title: 'job',
  start_date: 'start',
};
const options = (over: Partial<ImportOptions> = {}): ImportOptions => ({
  match_by: 'email',
  ignore_name_match: false,
  allow_other_job_matching_start_date: false,
  ...over,
});

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
  end_date: null,
  separation_type: null,
  separation_reason: null,
  ...over,
});

const REASONS: CompanySeparationReason[] = [
  { separation_type: 'voluntary', name: 'Moved away' },
  { separation_type: 'involuntary', name: 'Attendance' },
  { separation_type: 'voluntary', name: 'Other' },
  { separation_type: 'involuntary', name: 'Other' },
];

const plan = (rows: string[][], over: Partial<ImportOptions> = {}, existing = [employee({})]) =>
  planImport(HEADERS, rows, MAPPING, options(over), existing, REASONS, TODAY).map((p) => ({
    action: p.outcome.action,
    id: p.outcome.employee_id,
    problems: p.outcome.problems.map((x) => x.problem),
    changes: p.outcome.changes,
  }));

describe('planning an import', () => {
  it('given a row without an email, then it falls back to the name and start date, with the job agreeing unless another job is allowed', () => {
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']])[0]).toMatchObject({ action: 'unchanged', id: 1 });
    expect(plan([['', 'ana', 'NG', '', 'Clerk', '2025-01-06']])[0]).toMatchObject({
      action: 'update',
      id: 1,
      changes: ['first_name', 'last_name'],
    });
    expect(plan([['', 'Ana', 'Ng', '', 'Manager', '2025-01-06']])[0]).toMatchObject({ action: 'create' });
    expect(
      plan([['', 'Ana', 'Ng', '', 'Manager', '2025-01-06']], { allow_other_job_matching_start_date: true })[0],
    ).toMatchObject({ action: 'update', id: 1, changes: ['job_title'] });
  });

  it('given names are ignored, then a row with neither id nor email cannot be matched and is refused rather than created twice', () => {
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']], { ignore_name_match: true })[0]).toMatchObject({
      action: 'refused',
      problems: ['no_match_key'],
    });
  });

  it('given two employees with the same name and start date, then a row matched by name is refused as ambiguous', () => {
    const twins = [employee({}), employee({ employee_id: 2, email: 'ana2@x.test' })];
    expect(plan([['', 'Ana', 'Ng', '', 'Clerk', '2025-01-06']], {}, twins)[0]).toMatchObject({
      action: 'refused',
      problems: ['name_ambiguous'],
    });
  });

  it("given a row by id whose email is another employee's, then it is refused with email_taken", () => {
    const two = [employee({}), employee({ employee_id: 2, first_name: 'Bo', last_name: 'Li', email: 'bo@x.test' })];
    expect(
      plan([['2', 'Bo', 'Li', 'ana@x.test', 'Clerk', '2025-01-06']], { match_by: 'employee_id' }, two)[0],
    ).toMatchObject({ action: 'refused', problems: ['email_taken'] });
  });

  it('given an id that is not a number, then the row is refused with that reason alone', () => {
    expect(
      plan([['abc', 'Ana', 'Ng', 'ana@x.test', 'Clerk', '2025-01-06']], { match_by: 'employee_id' })[0],
    ).toMatchObject({ action: 'refused', problems: ['employee_id_invalid'] });
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

describe('importing ended employments', () => {
  const END_HEADERS = [...HEADERS, 'end', 'type', 'reason'];
  const END_MAPPING = { ...MAPPING, end_date: 'end', separation_type: 'type', separation_reason: 'reason' };
  const planEnds = (rows: string[][], existing = [employee({})]) =>
    planImport(END_HEADERS, rows, END_MAPPING, options(), existing, REASONS, TODAY);
  const outcome = (rows: string[][], existing?: ExistingEmployee[]) =>
    planEnds(rows, existing).map((p) => ({
      action: p.outcome.action,
      problems: p.outcome.problems.map((x) => [x.field, x.problem]),
      changes: p.outcome.changes,
      values: p.values,
    }));
  const row = (end: string, type: string, reason: string) => [
    '',
    'Cy',
    'Do',
    'cy@x.test',
    'Clerk',
    '2025-02-03',
    end,
    type,
    reason,
  ];

  it("given an end date, a type named in any of the app's languages and a reason of the company's in another case, then the employee is created as ended, with the reason as the settings spell it", () => {
    expect(outcome([row('2026-06-30', 'Volontaire', 'moved AWAY')])[0]).toMatchObject({
      action: 'create',
      values: { end_date: '2026-06-30', separation_type: 'voluntary', separation_reason: 'Moved away' },
    });
  });

  it('given a reason without a type, then the type is the one of the only reason of that name; a name both types have needs the type', () => {
    expect(outcome([row('2026-06-30', '', 'attendance')])[0]).toMatchObject({
      action: 'create',
      values: { separation_type: 'involuntary', separation_reason: 'Attendance' },
    });
    expect(outcome([row('2026-06-30', '', 'Other')])[0]).toMatchObject({
      action: 'refused',
      problems: [['separation_type', 'separation_type_missing']],
    });
    expect(outcome([row('2026-06-30', 'involuntary', 'Other')])[0]).toMatchObject({
      action: 'create',
      values: { separation_type: 'involuntary', separation_reason: 'Other' },
    });
  });

  it('given a reason the company does not have, a reason of the other type, an unknown type or a type without an end date, then only that row is refused, with the reason', () => {
    const rows = [
      row('2026-06-30', 'voluntary', 'Bored'),
      row('2026-06-30', 'voluntary', 'Attendance'),
      row('2026-06-30', 'fired', 'Attendance'),
      row('', 'voluntary', 'Moved away'),
    ];
    rows.push(['', 'Di', 'Ez', 'di@x.test', 'Clerk', '2025-02-03', '', '', '']);
    rows[1]![3] = 'cy2@x.test';
    rows[2]![3] = 'cy3@x.test';
    rows[3]![3] = 'cy4@x.test';
    expect(outcome(rows).map((o) => [o.action, o.problems])).toEqual([
      ['refused', [['separation_reason', 'separation_reason_unknown']]],
      ['refused', [['separation_reason', 'separation_reason_unknown']]],
      ['refused', [['separation_type', 'separation_type_unknown']]],
      ['refused', [['end_date', 'separation_without_end']]],
      ['create', []],
    ]);
  });

  it('given an end date alone, or one before the start, then the end-employment rules refuse it', () => {
    expect(outcome([row('2026-06-30', '', '')])[0]!.problems).toEqual([
      ['separation_type', 'separation_type_missing'],
      ['separation_reason', 'separation_reason_missing'],
    ]);
    expect(outcome([row('2024-01-01', 'voluntary', 'Moved away')])[0]!.problems).toEqual([
      ['end_date', 'end_before_start'],
    ]);
  });

  it('given a matched employee who left, then empty end cells keep their end, a new reason updates it, and a start after their end is refused', () => {
    const left = employee({ end_date: '2026-01-31', separation_type: 'voluntary', separation_reason: 'Moved away' });
    const same = ['', 'Ana', 'Ng', 'ana@x.test', 'Clerk', '2025-01-06'];
    expect(outcome([[...same, '', '', '']], [left])[0]).toMatchObject({ action: 'unchanged' });
    expect(outcome([[...same, '', 'involuntary', 'Attendance']], [left])[0]).toMatchObject({
      action: 'update',
      changes: ['separation_type', 'separation_reason'],
      values: { end_date: '2026-01-31', separation_type: 'involuntary', separation_reason: 'Attendance' },
    });
    expect(outcome([['', 'Ana', 'Ng', 'ana@x.test', 'Clerk', '2026-03-01', '', '', '']], [left])[0]!.problems).toEqual([
      ['start_date', 'end_before_start'],
    ]);
  });
});
