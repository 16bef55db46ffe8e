/**
 * D267: the profile form asks what the company's setting asks about date of birth and gender:
 * required (the spec's rule, Male or Female), optional (with "Prefer not to say") or not asked
 * (no field, and nothing sent for it).
 */
import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileQuestions } from '../../../contracts/applicant-questions-rules.ts';
import { ProfileFields } from './profile-fields.tsx';
import { profileErrors, toPatch, toProfileValues, type ProfileFormValues } from './profile-values.ts';
import { profileFixture } from './testing/profile-fixture.ts';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const PROFILE = profileFixture({ phone_number: '5125550100', is_opt_in: true });

let latest: ProfileFormValues;
function Harness({ questions }: { questions?: ProfileQuestions }) {
  const [values, setValues] = useState(() => toProfileValues(PROFILE));
  useEffect(() => {
    latest = values;
  }, [values]);
  return (
    <ProfileFields
      idPrefix="t"
      values={values}
      errors={{}}
      questions={questions}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
    />
  );
}
const show = (questions?: ProfileQuestions) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness questions={questions} />
    </I18nProvider>,
  );
const isRequired = (control: HTMLElement) => (control as HTMLInputElement | HTMLSelectElement).required;
const choices = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the profile form per setting', () => {
  it("given the spec's rule (no setting, or both required), then both fields are required and gender is Male or Female", () => {
    show();
    const gender = screen.getByLabelText('Gender');
    expect(isRequired(gender)).toBe(true);
    expect(choices(gender)).toEqual(['Choose…', 'Male', 'Female']);
    expect(isRequired(screen.getByLabelText('Date of birth'))).toBe(true);
    expect(Object.keys(profileErrors(latest, { questions: { dob: 'required', gender: 'required' } }))).toEqual([
      'gender',
      'dob',
    ]);
  });

  it('given both optional, then neither is required, gender offers "Prefer not to say", and the empty form may be sent', () => {
    const questions: ProfileQuestions = { dob: 'optional', gender: 'optional' };
    show(questions);
    const gender = screen.getByLabelText(/Gender/);
    expect(isRequired(gender)).toBe(false);
    expect(choices(gender)).toEqual(['Choose…', 'Male', 'Female', 'Prefer not to say']);
    expect(isRequired(screen.getByLabelText(/Date of birth/))).toBe(false);
    expect(profileErrors(latest, { questions })).toEqual({});
    fireEvent.change(gender, { target: { value: 'Prefer not to say' } });
    expect(toPatch(latest, questions)).toMatchObject({ gender: 'Prefer not to say', dob: null });
  });

  it("given a new company's defaults, then there is no date of birth field and none is sent; gender stays optional", () => {
    const questions: ProfileQuestions = { dob: 'not_asked', gender: 'optional' };
    show(questions);
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    expect(isRequired(screen.getByLabelText(/Gender/))).toBe(false);
    const patch = toPatch({ ...latest, dob: '1990-04-12' }, questions);
    expect('dob' in patch).toBe(false);
    expect(patch.phone_number).toBe('5125550100');
  });

  it('given neither asked, then neither field shows and neither is sent', () => {
    const questions: ProfileQuestions = { dob: 'not_asked', gender: 'not_asked' };
    show(questions);
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    expect(screen.queryByLabelText(/Gender/)).toBeNull();
    const patch = toPatch({ ...latest, gender: 'Female', dob: '1990-04-12' }, questions);
    expect('dob' in patch || 'gender' in patch).toBe(false);
    expect(profileErrors(latest, { questions })).toEqual({});
  });
});
