import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { integrationProblems } from './integration-form.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('integrationProblems', () => {
  it('given a name and distinct mapped job ids with requisitions, then no problem', () => {
    expect(
      integrationProblems('Greenhouse', [
        { key: 1, external_job_id: 'GH-1', job_uuid: 'u1' },
        { key: 2, external_job_id: 'GH-2', job_uuid: 'u1' },
      ]),
    ).toEqual({});
  });

  it('given no name, an empty job id, a repeated job id and no requisition, then each field has its problem', () => {
    const problems = integrationProblems(' ', [
      { key: 1, external_job_id: 'A', job_uuid: 'u1' },
      { key: 2, external_job_id: ' ', job_uuid: '' },
      { key: 3, external_job_id: 'A ', job_uuid: 'u2' },
    ]);
    expect(Object.keys(problems).sort()).toEqual([
      'job_maps.1.external_job_id',
      'job_maps.1.job_uuid',
      'job_maps.2.external_job_id',
      'name',
    ]);
  });
});
