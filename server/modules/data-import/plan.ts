/**
 * What an import does with each row, worked out against the company's employees as they are:
 * create, update, leave unchanged or refuse (with every reason). The same function serves the dry
 * run and the run, so a row the dry run refused is refused by the run for the same reasons, and a
 * file run twice finds every row unchanged the second time. An employee's own rules are those of
 * the people forms (contracts/people-rules.ts).
 */
import {
  EMPLOYEE_IMPORT_FIELDS,
  IMPORT_PROBLEMS,
  type EmployeeImportField,
  type ImportField,
  type ImportMapping,
  type ImportOptions,
  type ImportProblem,
  type RowOutcome,
  type RowProblem,
  SEPARATION_TYPE_NAMES,
} from '../../../contracts/data-import.ts';
import { SEPARATION_TYPES, type SeparationType } from '../../../contracts/people.ts';
import {
  EMPLOYEE_PROBLEMS,
  employeeProblems,
  endEmploymentProblems,
  type FieldProblem,
} from '../../../contracts/people-rules.ts';
import type { EmployeeWrite, EmploymentEnd } from '../people/index.ts';

/** What an employee import writes: the employee's details and, for an ended employment, its end. */
export type ImportedEmployee = EmployeeWrite & EmploymentEnd;

export interface ExistingEmployee extends ImportedEmployee {
  employee_id: number;
}

/** A separation reason of the company's settings. */
export interface CompanySeparationReason {
  separation_type: SeparationType;
  name: string;
}

/** A row's outcome and, for create and update, what is written (each kind of import its own values). */
export interface PlannedRow<Values = ImportedEmployee> {
  outcome: RowOutcome;
  values?: Values;
}

const DETAILS = [
  'first_name',
  'last_name',
  'email',
  'job_title',
  'location',
  'start_date',
  'supervisor_email',
] as const;
const COMPARED = [...DETAILS, 'end_date', 'separation_type', 'separation_reason'] as const;

const lower = (value: string) => value.trim().toLowerCase();
const nameKey = (first: string, last: string, start: string) => `${lower(first)}\u0000${lower(last)}\u0000${start}`;

function importProblem(field: string, problem: ImportProblem): RowProblem {
  return { field, problem, message: IMPORT_PROBLEMS[problem] };
}

const employeeProblem = (p: FieldProblem): RowProblem => ({
  field: p.prop,
  problem: p.problem,
  message: EMPLOYEE_PROBLEMS[p.problem],
});

function separationTypeNamed(text: string): SeparationType | undefined {
  return SEPARATION_TYPES.find((type) => SEPARATION_TYPE_NAMES[type].includes(lower(text)));
}

/**
 * The end of employment a row gives, with the matched employee's where a cell is empty. A reason
 * must be one of the company's separation reasons (by name, case ignored, written as the settings
 * spell it) of the row's type; without a type, the type of the only reason of that name. The
 * end's own rules are the end-employment form's (contracts/people-rules.ts).
 */
function planSeparation(
  cell: (field: EmployeeImportField) => string,
  self: ExistingEmployee | undefined,
  startDate: string,
  reasons: readonly CompanySeparationReason[],
  today: string,
) {
  const kept: EmploymentEnd = {
    end_date: self?.end_date ?? null,
    separation_type: self?.separation_type ?? null,
    separation_reason: self?.separation_reason ?? null,
  };
  const given = { end: cell('end_date'), type: cell('separation_type'), reason: cell('separation_reason') };
  if (given.end === '' && given.type === '' && given.reason === '') {
    const problems =
      kept.end_date && startDate > kept.end_date
        ? [employeeProblem({ prop: 'start_date', problem: 'end_before_start' })]
        : [];
    return { separation: kept, problems };
  }
  const problems: RowProblem[] = [];
  const endDate = given.end || kept.end_date || '';
  if (endDate === '') problems.push(importProblem('end_date', 'separation_without_end'));
  let type: SeparationType | undefined;
  if (given.type !== '') {
    type = separationTypeNamed(given.type);
    if (!type) problems.push(importProblem('separation_type', 'separation_type_unknown'));
  } else if (given.reason === '') type = kept.separation_type ?? undefined;
  let reason = kept.separation_reason ?? '';
  if (given.reason !== '') {
    const named = reasons.filter((r) => lower(r.name) === lower(given.reason));
    if (given.type === '') {
      const types = [...new Set(named.map((r) => r.separation_type))];
      if (types.length === 1) type = types[0];
      else if (types.length > 1)
        problems.push(employeeProblem({ prop: 'separation_type', problem: 'separation_type_missing' }));
    }
    const found = named.find((r) => r.separation_type === type);
    if (found) reason = found.name;
    else if (!problems.some((p) => p.field === 'separation_type'))
      problems.push(importProblem('separation_reason', 'separation_reason_unknown'));
  }
  if (endDate !== '') {
    // A reason or type already refused above is not also "missing".
    for (const p of endEmploymentProblems(
      { end_date: endDate, separation_type: type ?? given.type, separation_reason: reason || given.reason },
      startDate,
      today,
    )) {
      if (!problems.some((q) => q.field === p.prop)) problems.push(employeeProblem(p));
    }
  }
  const separation: EmploymentEnd = {
    end_date: endDate || null,
    separation_type: type ?? null,
    separation_reason: reason || null,
  };
  return { separation, problems };
}

/** The column index of each mapped field of a kind of import. */
export function columnsOf<F extends ImportField>(
  headers: readonly string[],
  mapping: ImportMapping,
  fields: readonly F[],
): Partial<Record<F, number>> {
  const columns: Partial<Record<F, number>> = {};
  for (const field of fields) {
    const header = mapping[field];
    if (!header) continue;
    const index = headers.indexOf(header);
    if (index >= 0) columns[field] = index;
  }
  return columns;
}

class Index {
  private readonly byId = new Map<number, ExistingEmployee>();
  private readonly byEmail = new Map<string, ExistingEmployee>();
  private readonly byName = new Map<string, ExistingEmployee[]>();

  constructor(employees: readonly ExistingEmployee[]) {
    for (const employee of employees) this.add(employee);
  }

  add(employee: ExistingEmployee): void {
    this.byId.set(employee.employee_id, employee);
    if (employee.email) this.byEmail.set(lower(employee.email), employee);
    const key = nameKey(employee.first_name, employee.last_name, employee.start_date);
    const same = this.byName.get(key);
    if (same) same.push(employee);
    else this.byName.set(key, [employee]);
  }

  remove(employee: ExistingEmployee): void {
    if (employee.email && this.byEmail.get(lower(employee.email)) === employee)
      this.byEmail.delete(lower(employee.email));
    const key = nameKey(employee.first_name, employee.last_name, employee.start_date);
    const same = this.byName.get(key)?.filter((e) => e !== employee);
    if (same && same.length > 0) this.byName.set(key, same);
    else this.byName.delete(key);
  }

  id(employeeId: number) {
    return this.byId.get(employeeId);
  }
  email(email: string) {
    return this.byEmail.get(lower(email));
  }
  name(first: string, last: string, start: string) {
    return this.byName.get(nameKey(first, last, start)) ?? [];
  }
}

type Match = { employee?: ExistingEmployee; via?: 'employee_id' | 'email' | 'name'; problem?: RowProblem };

function findMatch(cell: (field: EmployeeImportField) => string, index: Index, options: ImportOptions): Match {
  const steps: ('employee_id' | 'email' | 'name')[] =
    options.match_by === 'employee_id'
      ? ['employee_id', 'email', 'name']
      : options.match_by === 'email'
        ? ['email', 'name']
        : ['name'];
  const namesUsed = !options.ignore_name_match || options.match_by === 'name_start_date';
  for (const step of steps) {
    if (step === 'employee_id') {
      const text = cell('employee_id');
      if (text === '') continue;
      if (!/^\d{1,9}$/.test(text)) return { problem: importProblem('employee_id', 'employee_id_invalid') };
      const employee = index.id(Number(text));
      return employee ? { employee, via: step } : { problem: importProblem('employee_id', 'employee_unknown') };
    }
    if (step === 'email') {
      const email = cell('email');
      if (email === '') continue;
      return { employee: index.email(email), via: step };
    }
    if (!namesUsed) return { problem: importProblem(options.match_by, 'no_match_key') };
    const first = cell('first_name');
    const last = cell('last_name');
    const start = cell('start_date');
    if (first === '' || last === '' || start === '') return {};
    let same = index.name(first, last, start);
    if (!options.allow_other_job_matching_start_date)
      same = same.filter((e) => lower(e.job_title) === lower(cell('job_title')));
    if (same.length > 1) return { problem: importProblem('first_name', 'name_ambiguous') };
    return { employee: same[0], via: step };
  }
  return {};
}

/** Plans every row in file order; `today` bounds the start date as the people form does. */
export function planImport(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  options: ImportOptions,
  employees: readonly ExistingEmployee[],
  reasons: readonly CompanySeparationReason[],
  today: string,
): PlannedRow[] {
  const columns = columnsOf(headers, mapping, EMPLOYEE_IMPORT_FIELDS);
  const index = new Index(employees);
  const touched = new Set<number>();
  let nextNew = -1;
  return rows.map((row, i) => {
    const cell = (field: EmployeeImportField) => {
      const column = columns[field];
      return column === undefined ? '' : (row[column] ?? '').trim();
    };
    const line = i + 2;
    const match = findMatch(cell, index, options);
    const self = match.employee;
    const problems: RowProblem[] = match.problem ? [match.problem] : [];
    const pick = (field: (typeof DETAILS)[number]) => {
      const text = cell(field);
      if (text !== '' || !self) return text;
      return self[field] ?? '';
    };
    const body = {
      first_name: pick('first_name'),
      last_name: pick('last_name'),
      email: pick('email'),
      job_title: pick('job_title'),
      location: pick('location'),
      start_date: pick('start_date'),
      supervisor_email: pick('supervisor_email'),
    };
    const name = `${body.first_name} ${body.last_name}`.trim();
    const refuse = (extra: RowProblem[] = []): PlannedRow => ({
      outcome: {
        row: line,
        action: 'refused',
        employee_id: self && self.employee_id > 0 ? self.employee_id : null,
        name,
        changes: [],
        problems: [...problems, ...extra],
      },
    });
    if (match.problem) return refuse();
    if (self && touched.has(self.employee_id))
      return refuse([
        importProblem(
          match.via === 'employee_id' ? 'employee_id' : match.via === 'email' ? 'email' : 'first_name',
          'duplicate_in_file',
        ),
      ]);
    for (const p of employeeProblems(body, today)) problems.push(employeeProblem(p));
    const { separation, problems: endProblems } = planSeparation(cell, self, body.start_date, reasons, today);
    for (const p of endProblems)
      if (!problems.some((q) => q.field === p.field && q.problem === p.problem)) problems.push(p);
    if (
      self &&
      match.via !== 'name' &&
      !options.ignore_name_match &&
      (cell('first_name') !== '' || cell('last_name') !== '')
    ) {
      if (lower(body.first_name) !== lower(self.first_name) || lower(body.last_name) !== lower(self.last_name))
        problems.push(importProblem('first_name', 'name_differs'));
    }
    const email = lower(body.email) || null;
    const holder = email ? index.email(email) : undefined;
    if (holder && holder !== self && !problems.some((p) => p.field === 'email')) {
      problems.push(
        holder.employee_id < 0
          ? importProblem('email', 'duplicate_in_file')
          : { field: 'email', problem: 'email_taken', message: EMPLOYEE_PROBLEMS.email_taken },
      );
    }
    if (problems.length > 0) return refuse();

    const values: ImportedEmployee = {
      first_name: body.first_name,
      last_name: body.last_name,
      email,
      job_title: body.job_title,
      location: body.location,
      start_date: body.start_date,
      supervisor_email: lower(body.supervisor_email) || null,
      user_id: self?.user_id ?? null,
      hired_from_ref_id: self?.hired_from_ref_id ?? null,
      ...separation,
    };
    if (!self) {
      const planned = { ...values, employee_id: nextNew-- };
      index.add(planned);
      touched.add(planned.employee_id);
      return { outcome: { row: line, action: 'create', employee_id: null, name, changes: [], problems: [] }, values };
    }
    touched.add(self.employee_id);
    const changes = COMPARED.filter((field) => (self[field] ?? '') !== (values[field] ?? ''));
    if (changes.length === 0)
      return {
        outcome: { row: line, action: 'unchanged', employee_id: self.employee_id, name, changes, problems: [] },
      };
    index.remove(self);
    index.add({ ...values, employee_id: self.employee_id });
    return {
      outcome: { row: line, action: 'update', employee_id: self.employee_id, name, changes, problems: [] },
      values,
    };
  });
}
