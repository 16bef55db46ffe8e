/**
 * NYC Local Law 144 (rules § 5-304, D273): the notice a candidate receives names the job
 * qualifications and characteristics the tool assesses. The candidate receives it in their tracker
 * (D208): the attributes the requisition's fit score weighs, by name in the reader's language (D511).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AttributeGroup } from '../../../contracts/smartreq-attributes.ts';
import type { TrackerDetail } from '../../../contracts/progress.ts';
import { DEMO_JOBS, DEMO_TRACKERS } from '../../db/seed/demo-requisitions.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let candidate: string;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp();
  owner = (await t.signIn('owner@demo-company.test')).token;
  candidate = (await t.signIn('candidate@assay.test')).token;
  jobId = (
    await t.db
      .selectFrom('jobs')
      .select('job_id')
      .where('uuid', '=', DEMO_JOBS.openRequisition)
      .executeTakeFirstOrThrow()
  ).job_id;
});
afterAll(async () => t.close());

const staffGroups = async (language: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/job/v1/attribute-groups/${jobId}/?language=${language}`,
    token: owner,
  });
  return res.statusCode === 204 ? [] : (res.json().data as AttributeGroup[]);
};

const noticeOf = async (language: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/user/v1/progress-tracker/${DEMO_TRACKERS.candidateOpen}/?language=${language}`,
    token: candidate,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as TrackerDetail).candidate_notice;
};

it("given a requisition that weighs attributes, then the candidate's notice names each, in the candidate's language", async () => {
  const recommended = await t.request({
    method: 'GET',
    url: `/api/job/v1/attribute-groups/${jobId}/recommended/`,
    token: owner,
  });
  expect(recommended.statusCode, recommended.body).toBe(200);
  const toAdd = (recommended.json().data as { attribute_type_id: number; is_added: boolean }[])
    .filter((a) => !a.is_added)
    .slice(0, 2);
  expect(toAdd).toHaveLength(2);
  const added = await t.request({
    method: 'POST',
    url: `/api/job/v1/attribute-groups/${jobId}/`,
    token: owner,
    body: { name: 'Notice', attributes: toAdd.map((a) => ({ attribute_type_id: a.attribute_type_id })) },
  });
  expect(added.statusCode, added.body).toBe(200);
  for (const language of ['en', 'es', 'fr']) {
    const names = (await staffGroups(language)).flatMap((g) => g.attributes.map((a) => a.name));
    expect(names.length).toBeGreaterThanOrEqual(2);
    const notice = await noticeOf(language);
    expect(notice?.assessed, language).toEqual(names);
  }
});

it('given a requisition that weighs no attribute, then the notice names none (its steps are what it lists)', async () => {
  for (const group of await staffGroups('en')) {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/job/v1/attribute-group/${group.job_attribute_group_id}/`,
      token: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await noticeOf('en'))?.assessed).toEqual([]);
});
