/**
 * The kinds of import (decision D149): everything that differs between an import of employees and
 * one of applicants, behind one interface, so the upload, the dry run, the job, the progress, the
 * result file and the history are one pipeline whose kind is a parameter.
 */
import {
  IMPORT_KIND_FIELDS,
  type ImportField,
  type ImportSetup,
  type ImportType,
} from '../../../contracts/data-import.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { updateEmployee } from '../people/index.ts';
import { applicantContext, requisitionOf, writeApplicants } from './applicant-import.store.ts';
import { planApplicants, type ApplicantValues } from './applicant-plan.ts';
import { welcomeImportedApplicants, type ImportRun } from './applicant-welcome.ts';
import * as store from './data-import.store.ts';
import type { ImportTable } from './import-file.ts';
import { columnsOf, planImport, type ImportedEmployee, type PlannedRow } from './plan.ts';

/** What an import is about: its company and, for applicants, its requisition. */
export interface ImportTarget {
  account_id: number;
  job_id: number | null;
}

export interface ImportKind {
  fields: readonly ImportField[];
  required: readonly ImportField[];
  /** Headers as spreadsheets tend to say them (lower case, letters and digits only). */
  guesses: Record<string, ImportField>;
  /** Problems of the setup beyond the mapping, each next to its field. */
  setupProblems(setup: ImportSetup): { prop: string; message: string }[];
  plan(
    db: Db,
    target: ImportTarget,
    table: ImportTable,
    setup: ImportSetup,
    today: string,
  ): Promise<PlannedRow<unknown>[]>;
  /** Writes the creates and updates of one batch, inside its transaction. */
  write(trx: Db, target: ImportTarget, batch: readonly PlannedRow<unknown>[], run: ImportRun): Promise<void>;
  /** The result file's column naming what each row is about, and its value. */
  idColumn: string;
  idOf(row: PlannedRow<unknown>): string | number | null;
}

const planned = <V>(batch: readonly PlannedRow<unknown>[], action: 'create' | 'update') =>
  batch.filter((p) => p.outcome.action === action).map((p) => p.values as V);

/** A person's name and email, said the way spreadsheets say them, for both kinds. */
const PERSON_GUESSES: Record<string, ImportField> = {
  firstname: 'first_name',
  givenname: 'first_name',
  lastname: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  email: 'email',
  emailaddress: 'email',
};

const employees: ImportKind = {
  ...IMPORT_KIND_FIELDS.employees,
  guesses: {
    employeeid: 'employee_id',
    id: 'employee_id',
    ...PERSON_GUESSES,
    jobtitle: 'job_title',
    job: 'job_title',
    title: 'job_title',
    position: 'job_title',
    location: 'location',
    office: 'location',
    startdate: 'start_date',
    hiredate: 'start_date',
    supervisoremail: 'supervisor_email',
    manageremail: 'supervisor_email',
    enddate: 'end_date',
    lastday: 'end_date',
    terminationdate: 'end_date',
    separationdate: 'end_date',
    separationtype: 'separation_type',
    terminationtype: 'separation_type',
    separationreason: 'separation_reason',
    terminationreason: 'separation_reason',
    reasonforleaving: 'separation_reason',
  },
  setupProblems(setup) {
    const errors: { prop: string; message: string }[] = [];
    const key =
      setup.options.match_by === 'employee_id'
        ? 'employee_id'
        : setup.options.match_by === 'email'
          ? 'email'
          : undefined;
    if (key && !setup.mapping[key])
      errors.push({ prop: `mapping.${key}`, message: 'Rows are matched on this field: choose its column.' });
    if (setup.options.match_by === 'name_start_date' && setup.options.ignore_name_match) {
      errors.push({ prop: 'options.ignore_name_match', message: 'Rows matched by name cannot ignore names.' });
    }
    return errors;
  },
  async plan(db, target, table, setup, today) {
    const [employees, reasons] = await Promise.all([
      store.employeesOf(db, target.account_id),
      store.separationReasonsOf(db, target.account_id),
    ]);
    return planImport(table.headers, table.rows, setup.mapping, setup.options, employees, reasons, today);
  },
  async write(trx, target, batch) {
    await store.insertEmployees(trx, target.account_id, planned<ImportedEmployee>(batch, 'create'));
    for (const p of batch)
      if (p.outcome.action === 'update')
        await updateEmployee(trx, target.account_id, p.outcome.employee_id!, p.values as ImportedEmployee);
  },
  idColumn: 'employee_id',
  idOf: (p) => p.outcome.employee_id,
};

export const requisitionGone = () =>
  new HttpError(409, ErrorCode.conflict, 'The requisition of this import was deleted.');

async function requisitionId(db: Db, target: ImportTarget): Promise<number> {
  if (target.job_id === null || !(await requisitionOf(db, target.account_id, target.job_id))) throw requisitionGone();
  return target.job_id;
}

const applicants: ImportKind = {
  ...IMPORT_KIND_FIELDS.applicants,
  guesses: {
    ...PERSON_GUESSES,
    phone: 'phone',
    phonenumber: 'phone',
    mobile: 'phone',
    language: 'language',
    preferredlanguage: 'language',
    lang: 'language',
    source: 'source',
    appliedon: 'applied_date',
    applieddate: 'applied_date',
    dateapplied: 'applied_date',
    applied: 'applied_date',
    status: 'status',
    step: 'step',
    stage: 'step',
  },
  setupProblems: () => [],
  async plan(db, target, table, setup, today) {
    const jobId = await requisitionId(db, target);
    const emailColumn = columnsOf(table.headers, setup.mapping, ['email'] as const).email;
    const emails = emailColumn === undefined ? [] : table.rows.map((row) => row[emailColumn] ?? '');
    return planApplicants(
      table.headers,
      table.rows,
      setup.mapping,
      await applicantContext(db, target.account_id, jobId, emails),
      today,
    );
  },
  async write(trx, target, batch, run) {
    const jobId = await requisitionId(trx, target);
    const made = await writeApplicants(
      trx,
      target.account_id,
      jobId,
      planned<ApplicantValues>(batch, 'create'),
      planned<ApplicantValues>(batch, 'update'),
    );
    await welcomeImportedApplicants(trx, target.account_id, jobId, made, run);
  },
  idColumn: 'application',
  idOf: (p) => p.outcome.application ?? null,
};

export const IMPORT_KINDS: Record<ImportType, ImportKind> = { employees, applicants };
