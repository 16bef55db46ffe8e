/** The new-company form's values and the checks made before asking the server. */
import { t } from '@lingui/core/macro';
import type { CreateCustomer, FeatureFlag } from '../../../contracts/customers.ts';

export interface CustomerValues {
  name: string;
  company_size: string;
  email: string;
  first_name: string;
  last_name: string;
  feature_flags: FeatureFlag[];
}

export type CustomerField = 'name' | 'email' | 'first_name' | 'last_name';

export const emptyCustomer = (): CustomerValues => ({
  name: '',
  company_size: '',
  email: '',
  first_name: '',
  last_name: '',
  feature_flags: [],
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function customerProblems(values: CustomerValues): Partial<Record<CustomerField, string>> {
  const problems: Partial<Record<CustomerField, string>> = {};
  if (!values.name.trim()) problems.name = t`Enter the company's name.`;
  else if (values.name.trim().length > 200) problems.name = t`Use at most 200 characters.`;
  if (!values.first_name.trim()) problems.first_name = t`Enter a first name.`;
  if (!values.last_name.trim()) problems.last_name = t`Enter a last name.`;
  if (!EMAIL.test(values.email.trim())) problems.email = t`Enter a valid email address.`;
  return problems;
}

export function toCustomerBody(values: CustomerValues): CreateCustomer {
  return {
    name: values.name.trim(),
    company_size: values.company_size ? Number(values.company_size) : null,
    email: values.email.trim().toLowerCase(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    feature_flags: values.feature_flags,
  };
}
