/**
 * The chaos test's person on the open requisition's Application step (demo-requisitions.ts): the
 * Application form (profile and the company's questions, demo-fields.ts, one page submitted whole)
 * and the Resume (a file, then Submit), with the device's faults between the actions (walk.ts).
 *
 * The form: the person means to give a value drawn for each field, fills one field a turn (what the
 * page still shows otherwise, after a reload that lost the draft too), and submits once the page
 * shows them all; what they gave is those values, and the server must hold each once the screen
 * said it was submitted (the tracker's Completed, or the queued notice followed by it). The resume:
 * a small PDF of their own, chosen again whenever the page shows none (an upload that failed, a file
 * a reload lost), then Submit; the server's current resume must be that file (its SHA-256).
 */
import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { ActivityRef } from './api.ts';
import type { Device } from './device.ts';
import type { Rng } from './rng.ts';
import { openFromTracker } from './tracker.ts';
import { BOUNDS, firstVisible } from './waits.ts';
import { walkActivity, type WalkEnd, type WalkKind, type WalkScreen } from './walk.ts';

/** One field of the form: how the person finds it, and how the server's form names it (run.ts). */
export interface FormField {
  /** 'profile.<field>' or 'custom.<label>'. */
  key: string;
  label: string;
  control: 'select' | 'text';
  value: string;
}

export interface FormDid extends WalkEnd {
  activity: ActivityRef;
  /** key -> the value given, once the page showed every field given. */
  values: Record<string, string>;
}

export interface ResumeDid extends WalkEnd {
  activity: ActivityRef;
  fileName: string;
  /** The SHA-256 of the file chosen (hex), as the server's resume names it. */
  sha256: string;
  /** How many times the person chose the file. */
  chosen: number;
}

/** The values the person means to give, drawn. */
export function drawForm(rng: Rng): FormField[] {
  const pick = <T>(of: readonly T[]) => of[rng.int(of.length)]!;
  const day = () => `0${1 + rng.int(9)}-1${rng.int(10)}`;
  return [
    { key: 'profile.gender', label: 'Gender', control: 'select', value: pick(['Male', 'Female']) },
    { key: 'profile.dob', label: 'Date of birth', control: 'text', value: `19${70 + rng.int(30)}-${day()}` },
    {
      key: 'custom.Are you legally authorized to work in the United States?',
      label: 'Are you legally authorized to work in the United States?',
      control: 'select',
      value: pick(['Yes', 'No']),
    },
    { key: 'custom.Earliest start date', label: 'Earliest start date', control: 'text', value: `2027-${day()}` },
    {
      key: 'custom.Desired hourly pay (USD)',
      label: 'Desired hourly pay (USD)',
      control: 'text',
      value: String(15 + rng.int(30)),
    },
    {
      key: 'custom.How did you hear about us?',
      label: 'How did you hear about us?',
      control: 'select',
      value: pick(['Job board', 'Referral', 'Company website', 'Social media', 'Other']),
    },
    {
      key: 'custom.Anything else we should know?',
      label: 'Anything else we should know?',
      control: 'text',
      value: `Chaos form: ${rng.int(1_000_000)}`,
    },
  ];
}

const QUEUED = /^Submitted on this device/;
const ALREADY = 'You have already submitted this. Thank you.';

/** Done: the form says it was submitted before, or the tracker (where a submit leads) says Completed. */
const doneOn = (activity: ActivityRef) => (page: Page) =>
  page
    .getByText(ALREADY, { exact: true })
    .or(page.getByRole('listitem').filter({ hasText: activity.title }).last().filter({ hasText: 'Completed' }));

async function screenOf(page: Page, activity: ActivityRef, complete: () => Promise<boolean>): Promise<WalkScreen> {
  const seen = await firstVisible([
    ['done', doneOn(activity)(page)],
    ['submitting', page.getByText(QUEUED)],
    ['form', page.getByRole('heading', { level: 1, name: activity.title, exact: true })],
  ] as const);
  if (seen !== 'form') return seen ?? 'elsewhere';
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  if (!(await submit.isVisible().catch(() => false)))
    return (await page
      .getByRole('button', { name: 'Submitting…' })
      .isVisible()
      .catch(() => false))
      ? 'submitting'
      : 'elsewhere';
  // Disabled: another tab held it a moment ago (the lease), or a submit is on its way: the person waits.
  if (await submit.isDisabled().catch(() => true)) return 'submitting';
  return (await complete()) ? 'review' : 'question';
}

async function open(page: Page, activity: ActivityRef): Promise<'opened' | 'completed' | 'unknown'> {
  return openFromTracker(page, activity);
}

const afterSubmit = (activity: ActivityRef) => (page: Page) =>
  firstVisible(
    [
      ['done', doneOn(activity)(page)],
      ['queued', page.getByText(QUEUED)],
      ['problems', page.locator('.error-summary')],
    ] as const,
    BOUNDS.expect,
  );

/** What the field shows now ('' for nothing, undefined when the page went). */
const shown = (page: Page, field: FormField): Promise<string | undefined> =>
  page
    .getByLabel(field.label)
    .first()
    .inputValue({ timeout: BOUNDS.look })
    .catch(() => undefined);

export async function fillApplicationForm(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<FormDid> {
  const plan = drawForm(rng);
  const values: Record<string, string> = {};
  const firstUnfilled = async (page: Page): Promise<FormField | undefined | 'gone'> => {
    for (const field of plan) {
      const value = await shown(page, field);
      if (value === undefined) return 'gone';
      if (value !== field.value) return field;
    }
    return undefined;
  };
  const kind: WalkKind = {
    name: 'application form',
    done: doneOn(activity),
    next: null,
    submit: 'Submit',
    screenOf: (page) =>
      screenOf(page, activity, async () => {
        const missing = await firstUnfilled(page);
        if (missing !== undefined) return false;
        // The page shows every value given: that is what a submit sends.
        for (const field of plan) values[field.key] = field.value;
        return true;
      }),
    open: (page) => open(page, activity),
    answer: async (page) => {
      const field = await firstUnfilled(page);
      if (field === 'gone') return false;
      if (!field) return true;
      const control = page.getByLabel(field.label).first();
      if (field.control === 'select') await control.selectOption(field.value).catch(() => undefined);
      else await control.fill(field.value).catch(() => undefined);
      return true;
    },
    afterSubmit: afterSubmit(activity),
  };
  const end = await walkActivity(device, activity, kind, timeoutMs);
  return { activity, values, ...end };
}

/** A small PDF of the candidate's own (the server judges the type by the bytes). */
export function resumeFile(rng: Rng): { name: string; mimeType: string; buffer: Buffer } {
  const n = rng.int(1_000_000);
  const title = `Chaos resume ${n}`;
  return {
    name: `chaos-resume-${n}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Title (${title}) >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    ),
  };
}

/** The file the page holds for the resume: uploaded (current) or kept on the device, not refused. */
const fileHeld = (page: Page, fileName: string): Locator =>
  page
    .locator('.resume-upload__current, .resume-upload__queued')
    .filter({ hasText: fileName })
    .filter({ hasNotText: 'not accepted' });

export async function uploadResume(
  device: Device,
  rng: Rng,
  activity: ActivityRef,
  timeoutMs: number,
): Promise<ResumeDid> {
  const file = resumeFile(rng);
  const did = { fileName: file.name, sha256: createHash('sha256').update(file.buffer).digest('hex'), chosen: 0 };
  const kind: WalkKind = {
    name: 'resume',
    done: doneOn(activity),
    next: null,
    submit: 'Submit',
    screenOf: (page) =>
      screenOf(page, activity, () =>
        fileHeld(page, file.name)
          .first()
          .isVisible()
          .catch(() => false),
      ),
    open: (page) => open(page, activity),
    answer: async (page) => {
      const input = page.locator('input[type="file"]').first();
      if (await input.isDisabled({ timeout: BOUNDS.look }).catch(() => true)) return false;
      await input.setInputFiles(file).catch(() => undefined);
      did.chosen += 1;
      // Uploaded, kept on the device, or refused (a failed upload says why): the next turn looks.
      const seen = await firstVisible(
        [
          ['held', fileHeld(page, file.name)],
          ['refused', page.locator('.resume-upload [role="alert"]')],
        ] as const,
        BOUNDS.expect,
      );
      device.log(`  resume: ${seen ?? 'neither held nor refused'}`);
      return true;
    },
    afterSubmit: afterSubmit(activity),
  };
  const end = await walkActivity(device, activity, kind, timeoutMs);
  return { activity, ...did, ...end };
}
