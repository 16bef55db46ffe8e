/**
 * Importing a company's employees, or the applicants of one requisition (decision D149), from a CSV or XLSX file (/settings/import-data and
 * /settings/upload-import-file; provider admins only, decision D137). Upload the file, map its
 * columns to fields (the company's last mapping is remembered), choose how rows find existing
 * employees, read the dry run row by row, then run it as a background job and download the result
 * file. Every row's outcome is worked out again against the employees as they are when it runs, so
 * running the same file twice changes nothing the second time.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import type { SeparationType } from './people.ts';

export const IMPORT_TYPES = ['employees', 'applicants'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** The fields a column can fill, in the order the mapping form shows them. */
export const EMPLOYEE_IMPORT_FIELDS = [
  'employee_id',
  'first_name',
  'last_name',
  'email',
  'job_title',
  'location',
  'start_date',
  'supervisor_email',
  'end_date',
  'separation_type',
  'separation_reason',
] as const;
export type EmployeeImportField = (typeof EMPLOYEE_IMPORT_FIELDS)[number];
/**
 * An ended employment's separation type as a file may say it: the type's key or its name in
 * English, Spanish or French, case ignored. An empty type is the type of the company's
 * separation reason of that name, when only one type has it.
 */
export const SEPARATION_TYPE_NAMES: Record<SeparationType, readonly string[]> = {
  voluntary: ['voluntary', 'voluntario', 'voluntaria', 'volontaire'],
  involuntary: ['involuntary', 'involuntario', 'involuntaria', 'involontaire'],
};

/** A new employee needs these columns mapped. */
export const REQUIRED_IMPORT_FIELDS: readonly EmployeeImportField[] = [
  'first_name',
  'last_name',
  'job_title',
  'start_date',
];

/**
 * An applicant import's fields: the person (found by email, or given an account), where they came
 * from (a source of the company, by name), when they applied, and where they are (active, rejected
 * or hired; a step of the requisition's plan, by name), and the language (en, es or fr) an account
 * the import makes is given: its welcome mail's and the candidate app's (decision D166).
 */
export const APPLICANT_IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'language',
  'source',
  'applied_date',
  'status',
  'step',
] as const;
export type ApplicantImportField = (typeof APPLICANT_IMPORT_FIELDS)[number];
/** Only the email: a row about someone who has an account needs no name (a new account's names are checked row by row). */
export const REQUIRED_APPLICANT_FIELDS: readonly ApplicantImportField[] = ['email'];
export const APPLICANT_IMPORT_STATUSES = ['active', 'rejected', 'hired'] as const;
export const PHONE_MAX = 40;

export type ImportField = EmployeeImportField | ApplicantImportField;
/** The fields of each kind of import, in the order the mapping form shows them, and those a row needs. */
export const IMPORT_KIND_FIELDS: Record<
  ImportType,
  { fields: readonly ImportField[]; required: readonly ImportField[] }
> = {
  employees: { fields: EMPLOYEE_IMPORT_FIELDS, required: REQUIRED_IMPORT_FIELDS },
  applicants: { fields: APPLICANT_IMPORT_FIELDS, required: REQUIRED_APPLICANT_FIELDS },
};
const ALL_IMPORT_FIELDS = [...new Set<ImportField>([...EMPLOYEE_IMPORT_FIELDS, ...APPLICANT_IMPORT_FIELDS])] as [
  ImportField,
  ...ImportField[],
];

/**
 * How a row finds the employee it is about: by the employee id the product gave them, by email,
 * or by first name, last name and start date. A row without the chosen key falls back to the
 * email, then to the name and start date (unless names are ignored).
 */
export const MATCH_RULES = ['employee_id', 'email', 'name_start_date'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** A spreadsheet's cells past this column are refused, not read (a cell's column is the file's claim). */
export const IMPORT_MAX_COLUMNS = 256;
/** The dry run lists at most this many rows (refused ones first); the result file has them all. */
export const DRY_RUN_SHOWN_ROWS = 500;
export const IMPORT_PAGE_SIZE = 20;
/** An import's file and result file hold personal data: they are removed this many days after the upload. */
export const IMPORT_FILE_DAYS = 30;

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'finished', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const ROW_ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** Problems of a row beyond an employee's own rules (contracts/people-rules.ts). */
export const IMPORT_PROBLEMS = {
  employee_unknown: 'No employee of the company has this id.',
  employee_id_invalid: 'An employee id is a whole number.',
  duplicate_in_file: 'An earlier row of the file is about the same employee.',
  name_differs: 'The employee this row matches has another name (choose "Ignore name match" to update it).',
  name_ambiguous: 'Several employees have this name and start date; give an email or an employee id.',
  no_match_key: 'Give an employee id or an email: names are ignored, so the row cannot be matched.',
  applicant_email_missing: "Give the applicant's email address: it finds their account or makes one.",
  applicant_email_invalid: 'Enter a valid email address.',
  applicant_duplicate: 'An earlier row of the file is about the same applicant.',
  phone_invalid: `Enter a phone number of digits, spaces and + ( ) - . only, at most ${PHONE_MAX} characters.`,
  source_unknown: 'The company has no source with this name: add it under Sources first.',
  status_unknown: 'The status is one of active, rejected or hired.',
  step_unknown: "The requisition's plan has no step with this name.",
  applied_in_future: 'The applied date cannot be after today.',
  language_unknown: 'The language is one of en (English), es (Spanish) or fr (French).',
  separation_without_end: 'Give the last day: a separation type or reason needs an end date.',
  separation_type_unknown: 'The separation type is voluntary or involuntary.',
  separation_reason_unknown:
    'The company has no separation reason of this type with this name: add it under Separation reasons first.',
} as const;
export type ImportProblem = keyof typeof IMPORT_PROBLEMS;

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const header = z.string().check(z.maxLength(200));

export const ImportOptionsSchema = z.object({
  match_by: z.enum(MATCH_RULES),
  /** Names are neither compared nor used to match: a match by id or email updates the name. */
  ignore_name_match: z.boolean(),
  /** Matching by name and start date, an employee in another job counts as the same one (the job is updated). */
  allow_other_job_matching_start_date: z.boolean(),
});
export type ImportOptions = z.infer<typeof ImportOptionsSchema>;

/** Which column (by its header) fills each field; null or absent: not imported. */
export const ImportMappingSchema = z.partialRecord(z.enum(ALL_IMPORT_FIELDS), z.nullable(header));
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

export const DataImportSchema = z.object({
  import_id: z.number(),
  import_type: z.enum(IMPORT_TYPES),
  file_name: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total_rows: z.number(),
  processed_rows: z.number(),
  created_count: z.number(),
  updated_count: z.number(),
  unchanged_count: z.number(),
  refused_count: z.number(),
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
  created_by: z.string(),
  /** A result file can be downloaded. */
  has_result: z.boolean(),
  options: z.nullable(ImportOptionsSchema),
  /** The requisition of an applicant import (null for employees, or once the requisition is deleted). */
  job_id: z.nullable(z.number()),
  job_title: z.nullable(z.string()),
});
export type DataImport = z.infer<typeof DataImportSchema>;

export const UploadedImportSchema = z.object({
  import: DataImportSchema,
  headers: z.array(z.string()),
  /** The first rows as they are in the file, for the mapping form. */
  sample: z.array(z.array(z.string())),
  /** The remembered mapping where its headers are in this file, else a guess from the headers. */
  mapping: ImportMappingSchema,
  options: ImportOptionsSchema,
});
export type UploadedImport = z.infer<typeof UploadedImportSchema>;

export const RowProblemSchema = z.object({ field: z.string(), problem: z.string(), message: z.string() });
export type RowProblem = z.infer<typeof RowProblemSchema>;

export const RowOutcomeSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  row: z.number(),
  action: z.enum(ROW_ACTIONS),
  employee_id: z.nullable(z.number()),
  /** An applicant import's row: the application it made or found (its tracker's reference). */
  application: z.optional(z.nullable(z.string())),
  name: z.string(),
  /** The fields an update changes. */
  changes: z.array(z.string()),
  problems: z.array(RowProblemSchema),
});
export type RowOutcome = z.infer<typeof RowOutcomeSchema>;

export const ImportCountsSchema = z.object({
  total: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  refused: z.number(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const DryRunSchema = z.object({ counts: ImportCountsSchema, rows: z.array(RowOutcomeSchema) });
export type DryRun = z.infer<typeof DryRunSchema>;

export const ImportSetupBody = z.object({ mapping: ImportMappingSchema, options: ImportOptionsSchema });
export type ImportSetup = z.infer<typeof ImportSetupBody>;

const AccountParams = z.object({ accountId: id });
const ImportParams = z.object({ accountId: id, importId: id });

export const uploadImportFile = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{accountId}/upload-for-import/',
  access: 'provider-admin-company',
  summary:
    'Upload a CSV or XLSX file of employees, or of applicants for the requisition `job_id` (multipart field `file`, 20 MB and 100,000 rows at most): its headers, first rows and a suggested mapping',
  params: AccountParams,
  query: z.object({ import_type: z.optional(z.enum(IMPORT_TYPES)), job_id: z.optional(id) }),
  response: UploadedImportSchema,
});

export const dryRunImport = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{accountId}/imports/{importId}/dry-run/',
  access: 'provider-admin-company',
  summary:
    'What the import would create, update, leave unchanged or refuse and why, row by row (refused rows first); remembers the mapping for the company',
  params: ImportParams,
  body: ImportSetupBody,
  response: DryRunSchema,
});

export const runImport = defineEndpoint({
  method: 'POST',
  path: '/account/v1/{accountId}/imports/{importId}/run/',
  access: 'provider-admin-company',
  summary: 'Run the import with this mapping as a background job; 409 when it has already been started',
  params: ImportParams,
  body: ImportSetupBody,
  response: DataImportSchema,
});

export const getImport = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{accountId}/imports/{importId}/',
  access: 'provider-admin-company',
  summary: 'One import with its progress and counts',
  params: ImportParams,
  response: DataImportSchema,
});

export const listImports = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{accountId}/imports/',
  access: 'provider-admin-company',
  summary: "The company's import history, newest first",
  params: AccountParams,
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
    import_type: z.optional(z.enum(IMPORT_TYPES)),
  }),
  response: z.object({ data: z.array(DataImportSchema), count: z.number(), page: z.number(), page_size: z.number() }),
});

export const importResultFile = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{accountId}/imports/{importId}/result-file/',
  access: 'provider-admin',
  summary: 'The result of a finished import as CSV: every row with what happened to it and why',
  params: ImportParams,
  // The body is the file itself, not JSON.
  response: z.unknown(),
});

export const dataImportEndpoints = [
  uploadImportFile,
  dryRunImport,
  runImport,
  getImport,
  listImports,
  importResultFile,
];
