import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '../../contracts/endpoint.ts';
import { companyOf } from './endpoint-access.ts';

describe('the company a request names (the access layer reads it for a company permission)', () => {
  it('given {accountId} in the path, then it wins over the query and the body', () => {
    expect(companyOf({ params: { accountId: 7 }, query: { account_id: 8 }, body: { account_id: 9 } })).toBe(7);
  });

  it('given no path parameter, then account_id in the query, else in the body', () => {
    expect(companyOf({ params: {}, query: { account_id: 8 }, body: { account_id: 9 } })).toBe(8);
    expect(companyOf({ params: {}, query: {}, body: { account_id: 9 } })).toBe(9);
  });

  it('given an endpoint that names its company parameter, then that parameter is read', () => {
    expect(companyOf({ params: { id: 5 }, query: {}, body: undefined }, { companyParam: 'id' })).toBe(5);
    expect(companyOf({ params: { id: 5 }, query: {}, body: undefined })).toBeUndefined();
  });

  it('given no company at all, then none is named (the caller falls back to their first company)', () => {
    expect(companyOf({ params: undefined, query: undefined, body: undefined })).toBeUndefined();
  });
});

describe('an endpoint naming the record its path holds (resource-access.ts checks its company)', () => {
  const declared = { method: 'GET', summary: 's', response: z.object({}) } as const;

  it('given a company permission and the parameter in its path, then it is declared', () => {
    const endpoint = defineEndpoint({
      ...declared,
      path: '/x/{fieldId}/',
      access: 'company-settings',
      resource: { kind: 'account-field', param: 'fieldId' },
    });
    expect(endpoint.resource).toEqual({ kind: 'account-field', param: 'fieldId' });
  });

  it('given a parameter its path lacks, or a permission that names no company, then it is refused', () => {
    expect(() =>
      defineEndpoint({
        ...declared,
        path: '/x/{id}/',
        access: 'company-settings',
        resource: { kind: 'account-field', param: 'fieldId' },
      }),
    ).toThrow(/\{fieldId\}/);
    expect(() =>
      defineEndpoint({ ...declared, path: '/x/{id}/', access: 'staff', resource: { kind: 'job-board', param: 'id' } }),
    ).toThrow(/company permission/);
  });
});
