import { describe, expect, it } from 'vitest';
import { pendingVersions } from './legal-documents.ts';

const current = [
  { document: 'terms' as const, version: 3, effective_on: '2030-01-01' },
  { document: 'privacy' as const, version: 2, effective_on: '2030-01-01' },
];

describe('pendingVersions', () => {
  it('asks for a current version newer than the one accepted, per document', () => {
    expect(
      pendingVersions(current, [
        { document: 'terms', version: 2 },
        { document: 'privacy', version: 2 },
      ]),
    ).toEqual([current[0]]);
    expect(
      pendingVersions(current, [
        { document: 'terms', version: 1 },
        { document: 'privacy', version: 1 },
      ]),
    ).toEqual(current);
  });

  it('asks nothing once the current versions are accepted, nor of someone with no acceptance of a document', () => {
    expect(
      pendingVersions(current, [
        { document: 'terms', version: 3 },
        { document: 'terms', version: 1 },
        { document: 'privacy', version: 2 },
      ]),
    ).toEqual([]);
    expect(pendingVersions(current, [])).toEqual([]);
    expect(pendingVersions(current, [{ document: 'privacy', version: 1 }])).toEqual([current[1]]);
  });
});
