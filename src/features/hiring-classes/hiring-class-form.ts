/** The new-class form's rules, the same as the server's, so mistakes show before sending. */
import { t } from '@lingui/core/macro';
import {
  HIRING_CLASS_MAX_SEATS,
  HIRING_CLASS_NAME_MAX,
  type CreateHiringClass,
} from '../../../contracts/hiring-classes.ts';

export interface ClassValues {
  name: string;
  starts_on: string;
  seats: string;
}
export type ClassField = keyof ClassValues;

export const emptyClass = (): ClassValues => ({ name: '', starts_on: '', seats: '' });

function isRealDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

export function classProblems(values: ClassValues): Partial<Record<ClassField, string>> {
  const problems: Partial<Record<ClassField, string>> = {};
  const name = values.name.trim();
  if (name === '') problems.name = t`Enter a name for the class.`;
  else if (name.length > HIRING_CLASS_NAME_MAX) problems.name = t`Use at most ${HIRING_CLASS_NAME_MAX} characters.`;
  if (values.starts_on === '') problems.starts_on = t`Enter the day the class starts.`;
  else if (!isRealDate(values.starts_on)) problems.starts_on = t`Enter a real date.`;
  if (values.seats.trim() !== '') {
    const seats = Number(values.seats);
    if (!Number.isInteger(seats) || seats < 1 || seats > HIRING_CLASS_MAX_SEATS)
      problems.seats = t`Enter a whole number from 1 to ${HIRING_CLASS_MAX_SEATS}, or leave it empty for no limit.`;
  }
  return problems;
}

export function toClassBody(values: ClassValues): CreateHiringClass {
  return {
    name: values.name.trim(),
    starts_on: values.starts_on,
    seats: values.seats.trim() === '' ? null : Number(values.seats),
  };
}
