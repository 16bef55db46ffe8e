import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mailFrameDocument, mailLogQuery, mailLogSearchShape, nextMailLogSearch } from './mail-log-search.ts';

describe('the mail log URL search', () => {
  it('given a shared link with a malformed value, then that value is dropped and the rest kept', () => {
    const search = z
      .object(mailLogSearchShape)
      .parse({ status: 'lost', page: '2', search: 'ada', account_id: 'x', mail: '7' });
    expect(search).toEqual({ status: undefined, page: 2, search: 'ada', account_id: undefined, mail: 7 });
  });

  it('given filters, then only those with a value reach the API, with page 1 by default', () => {
    expect(mailLogQuery({})).toEqual({ page: 1, page_size: 25 });
    expect(mailLogQuery({ status: 'failed', account_id: 3, search: '  ada@ ', page: 4 })).toEqual({
      page: 4,
      page_size: 25,
      status: 'failed',
      account_id: 3,
      search: 'ada@',
    });
    expect(mailLogQuery({ search: '   ' })).toEqual({ page: 1, page_size: 25 });
  });

  it('when a filter or the search changes, then the list starts again at page 1; a page change keeps the filters', () => {
    expect(nextMailLogSearch({ page: 3, status: 'sent' }, { status: 'failed' })).toEqual({ status: 'failed' });
    expect(nextMailLogSearch({ page: 3, status: 'sent' }, { page: 4 })).toEqual({ page: 4, status: 'sent' });
    expect(nextMailLogSearch({ page: 2, search: 'ada' }, { search: undefined })).toEqual({});
    expect(nextMailLogSearch({ account_id: 2 }, { search: '  ' })).toEqual({ account_id: 2 });
  });
});

describe("a mail's HTML in the reader", () => {
  const policy = /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; [^"]*">/;

  it('given a full document, then the offline policy goes first in its head, so it applies before any of the mail', () => {
    const doc = mailFrameDocument(
      '<!doctype html><html><head><meta charset="utf-8"></head><body><img src="https://tracker.test/p.gif"></body></html>',
    );
    expect(doc.startsWith('<!doctype html><html><head><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(doc).toMatch(policy);
  });

  it('given a fragment with no head, then the policy is put before it', () => {
    const doc = mailFrameDocument('<p>Hi</p><script>alert(1)</script>');
    expect(doc).toMatch(new RegExp('^' + policy.source + '<p>Hi</p>'));
  });
});
