import { describe, expect, it } from 'vitest';
import { matching, oneOf, optionalText, positiveId, searchOf } from './-search.ts';

describe('route search readers', () => {
  const search = searchOf({
    jobUuid: optionalText,
    type: oneOf(['update']),
    id: matching(/^[0-9a-f]{4}$/),
    job_id: positiveId,
  });

  it('keeps what each reader accepts, as the router parsed it', () => {
    expect(search({ jobUuid: 'b3c1', type: 'update', id: 'ab12', job_id: '42' })).toEqual({
      jobUuid: 'b3c1',
      type: 'update',
      id: 'ab12',
      job_id: 42,
    });
    // The router turns ?jobUuid=12 into a number; it stays one (see optionalText).
    expect(search({ jobUuid: 12 })).toEqual({ jobUuid: 12 });
  });

  it('drops malformed values and unknown keys instead of failing the page', () => {
    expect(search({ jobUuid: { a: 1 }, type: 'delete', id: 'zz', job_id: '-3', other: 'x' })).toEqual({});
    expect(search({ job_id: 2_147_483_648 })).toEqual({});
    expect(search({ job_id: 1.5 })).toEqual({});
    expect(search({ job_id: '' })).toEqual({});
  });
});
