import { describe, expect, it } from 'vitest';
import type { OfferField } from './offer-settings.ts';
import { offerFieldProblems } from './offer-field-rules.ts';

const field = (over: Partial<OfferField> & Pick<OfferField, 'field_key' | 'field_type'>): OfferField => ({
  offer_field_id: 1,
  label: over.field_key,
  required: false,
  options: [],
  min_value: null,
  max_value: null,
  sort_order: 1,
  ...over,
});
const fields = [
  field({ field_key: 'salary', field_type: 'money', required: true, min_value: 1000, max_value: 500000 }),
  field({ field_key: 'pay_period', field_type: 'choice', options: ['year', 'month'] }),
  field({ field_key: 'start_date', field_type: 'date' }),
  field({ field_key: 'note', field_type: 'text' }),
];

describe('offerFieldProblems', () => {
  it('given good values (thousands separators allowed, optional fields empty), then there is no problem', () => {
    expect(offerFieldProblems(fields, { salary: '42,000', pay_period: 'year', start_date: '2027-01-04' })).toEqual([]);
    expect(offerFieldProblems(fields, { salary: '1000' })).toEqual([]);
  });

  it('given one problem in every field, then each is named once, unknown fields first', () => {
    expect(
      offerFieldProblems(fields, { bonus: '1', salary: 'lots', pay_period: 'week', start_date: '2027-13-45' }),
    ).toEqual([
      { field_key: 'bonus', kind: 'unknown_field' },
      { field_key: 'salary', kind: 'not_a_number' },
      { field_key: 'pay_period', kind: 'not_an_option', options: ['year', 'month'] },
      { field_key: 'start_date', kind: 'not_a_date' },
    ]);
  });

  it('given a missing required value or one out of its limits, then the limit is named', () => {
    expect(offerFieldProblems(fields, { salary: '   ' })).toEqual([{ field_key: 'salary', kind: 'required' }]);
    expect(offerFieldProblems(fields, { salary: '999' })).toEqual([
      { field_key: 'salary', kind: 'below_min', limit: 1000 },
    ]);
    expect(offerFieldProblems(fields, { salary: '500001' })).toEqual([
      { field_key: 'salary', kind: 'above_max', limit: 500000 },
    ]);
  });

  it('given an amount written with a dot before three digits (52.000, the Spanish way), then it is not read as 52 but refused', () => {
    expect(offerFieldProblems(fields, { salary: '52.000' })).toEqual([{ field_key: 'salary', kind: 'not_an_amount' }]);
    expect(offerFieldProblems(fields, { salary: '52.000,50' })).toEqual([
      { field_key: 'salary', kind: 'not_an_amount' },
    ]);
    expect(offerFieldProblems(fields, { salary: '52000.50' })).toEqual([]);
  });
});
